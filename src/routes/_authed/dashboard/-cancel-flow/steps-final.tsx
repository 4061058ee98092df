/** Step 7, step 8 and the two outcomes of spec 2.15. */
import { CANCEL_FLOW_COPY, LOST_BENEFITS, UPCOMING_FEATURES } from '../../../../../content/cancel-flow';
import { config } from '../../../../app/config';
import { useBrand } from '../../../../app/brand';
import { Button, buttonClass } from '../../../../ui/Button/Button';
import { CancelFlow, isBusy } from './cancel-flow-context';
import * as styles from './cancel-flow.css';
import { CheckList, FlowError, StepFrame } from './step-frame';

export function LastThingStep() {
  const flow = CancelFlow.useActorRef();
  const busy = CancelFlow.useSelector(isBusy);
  const copy = CANCEL_FLOW_COPY.lastThing;
  return (
    <StepFrame title={copy.title}>
      <section className={styles.panel} aria-label={copy.gift}>
        <h2 className={styles.sectionTitle}>{copy.gift}</h2>
        <p>{copy.giftText}</p>
        <Button loading={busy} onClick={() => flow.send({ type: 'offer.accept' })}>
          {copy.claim}
        </Button>
        <FlowError />
      </section>
      <section className={styles.panel} aria-label={copy.coming}>
        <h2 className={styles.sectionTitle}>{copy.coming}</h2>
        <ul className={styles.list}>
          {UPCOMING_FEATURES.map((feature) => (
            <li key={feature.title}>
              <h3 className={styles.sectionTitle}>{feature.title}</h3>
              <p className={styles.fineprint}>{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.actions}>
        <Button variant="text" fullWidth disabled={busy} onClick={() => flow.send({ type: 'step.next' })}>
          {copy.decline}
        </Button>
      </div>
    </StepFrame>
  );
}

export function DontLoseStep() {
  const flow = CancelFlow.useActorRef();
  const busy = CancelFlow.useSelector(isBusy);
  const copy = CANCEL_FLOW_COPY.dontLose;
  return (
    <StepFrame title={copy.title} back>
      <p className={styles.lead}>{copy.text}</p>
      <section className={styles.panel} aria-label={copy.text}>
        <CheckList items={LOST_BENEFITS} lost />
      </section>
      <div className={styles.actions}>
        <Button disabled={busy} onClick={() => flow.send({ type: 'flow.close' })}>
          {copy.stay}
        </Button>
        <Button variant="outline" loading={busy} onClick={() => flow.send({ type: 'cancel.confirm' })}>
          {copy.cancel}
        </Button>
        <FlowError />
      </div>
    </StepFrame>
  );
}

export function PlanUpdatedOutcome() {
  const flow = CancelFlow.useActorRef();
  const copy = CANCEL_FLOW_COPY.planUpdated;
  return (
    <StepFrame title={copy.title}>
      <div className={styles.actions}>
        <Button onClick={() => flow.send({ type: 'flow.close' })}>{copy.great}</Button>
      </div>
    </StepFrame>
  );
}

export function CanceledOutcome() {
  const flow = CancelFlow.useActorRef();
  const brand = useBrand();
  const copy = CANCEL_FLOW_COPY.canceled;
  return (
    <StepFrame title={copy.title}>
      <div className={styles.actions}>
        <Button onClick={() => flow.send({ type: 'flow.home' })}>{copy.home}</Button>
        {/* A mail draft to the brand's support address (spec 2.15). */}
        <a className={buttonClass('outline')} href={`mailto:${config.supportEmails[brand.id]}`}>
          {copy.contact}
        </a>
      </div>
    </StepFrame>
  );
}
