import { useSelector } from '@xstate/react';
import { breachCountText, PASSWORD_SAFETY_COPY as COPY } from '../../../../../content/password-safety';
import type { BreachedSite } from '../../../../../contracts/breaches';
import { selectFailureMessage, selectFetchedBreaches } from '../../../../../machines/breach-check.machine';
import { checkBreaches, type BreachCheckActor } from '../../../../app/breach-check';
import { Button } from '../../../../ui/Button/Button';
import { PasswordSafetyIllustration } from '../../../../ui/illustrations/PasswordSafetyIllustration';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import { FramedPage } from '../../../-framed-page';
import { BreachCard } from './breach-card';
import * as styles from './password-safety-screen.css';

/**
 * Spec 2.11 Password safety: whether the signed-in email appears in known data breaches. The
 * route's loader starts the visit's check (src/app/breach-check.ts); the page renders it.
 */
export function PasswordSafetyScreen({ check }: { check: BreachCheckActor }) {
  const breaches = useSelector(check, selectFetchedBreaches);
  const failure = useSelector(check, selectFailureMessage);
  return (
    <FramedPage title={COPY.title}>
      {failure ? (
        <section className={styles.centred}>
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
          <Button onClick={() => checkBreaches(check)}>{COPY.tryAgain}</Button>
        </section>
      ) : breaches === null ? (
        <div className={styles.loader}>
          <Spinner size={40} label={COPY.checking} />
        </div>
      ) : breaches.length === 0 ? (
        <NoBreaches />
      ) : (
        <Breaches breaches={breaches} />
      )}
    </FramedPage>
  );
}

function NoBreaches() {
  return (
    <section className={styles.centred}>
      <PasswordSafetyIllustration size={96} />
      <h2 className={styles.headline}>{COPY.goodNews}</h2>
      <p className={styles.lead}>{COPY.noBreaches}</p>
      <p className={styles.muted}>{COPY.keepItThatWay}</p>
    </section>
  );
}

function Breaches({ breaches }: { breaches: BreachedSite[] }) {
  return (
    <section className={styles.breaches}>
      <div className={styles.summary}>
        <h2 className={styles.compromised}>{COPY.compromised}</h2>
        <p className={styles.lead}>{breachCountText(breaches.length)}</p>
        <p className={styles.muted}>{COPY.followSteps}</p>
      </div>
      <ul className={styles.list}>
        {breaches.map((site) => (
          <BreachCard key={site.Name} site={site} />
        ))}
      </ul>
    </section>
  );
}
