import { CANCEL_BUTTON_COPY as COPY } from '../../../../../content/membership';
import type { cancelButtonState } from '../../../../app/membership-selectors';
import { Button } from '../../../../ui/Button/Button';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import * as styles from './my-plan.css';

function CheckIcon() {
  return (
    <svg
      className={styles.check}
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </svg>
  );
}

/** 'My active plan' and the Cancel button (spec 2.13): enabled, fetching or canceled. */
export function ActivePlan({
  state,
  planName,
  planPrice,
  planDate,
  productName,
  onCancel,
}: {
  state: ReturnType<typeof cancelButtonState>;
  planName: string;
  planPrice: string;
  /** The next charge or the end of access, as the payment provider says. */
  planDate?: string;
  productName: string;
  onCancel: () => void;
}) {
  return (
    <section className={styles.card} aria-labelledby="active-plan">
      <h2 id="active-plan" className={styles.cardTitle}>
        {COPY.title}
      </h2>
      {state === 'fetching' ? (
        <p className={styles.planRow} role="status">
          <Spinner size={20} />
          {COPY.fetching}
        </p>
      ) : (
        <>
          <p className={styles.planRow}>
            <CheckIcon />
            {planName}
          </p>
          <p className={styles.muted}>{planPrice}</p>
          {planDate && <p className={styles.muted}>{planDate}</p>}
        </>
      )}
      {state === 'canceled' ? (
        <Button variant="outline" disabled>
          {COPY.canceled}
        </Button>
      ) : (
        <Button variant="outline" disabled={state !== 'enabled'} onClick={onCancel}>
          {COPY.cancel}
        </Button>
      )}
      <p className={styles.warning}>{COPY.warning(productName)}</p>
    </section>
  );
}
