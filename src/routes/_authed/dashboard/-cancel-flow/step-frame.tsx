/**
 * What every step shares: the full-screen frame with the step's heading, back, and 'Cancel now'
 * where the flow offers it.
 * Several headings are questions too long for the top bar, so every step's heads the body (the
 * heading stays in one place from step to step) and the bar holds only the back control.
 */
import type { ReactNode } from 'react';
import { CANCEL_FLOW_COPY } from '../../../../../content/cancel-flow';
import { ArrowLeftIcon, backButtonClass, PageFrame } from '../../../../ui/PageFrame/PageFrame';
import { CancelFlow, errorText, isBusy, offersCancelNow } from './cancel-flow-context';
import * as styles from './cancel-flow.css';

interface StepFrameProps {
  title: string;
  /** Only where the table of spec 2.15 has a back rule. */
  back?: boolean;
  children: ReactNode;
}

export function StepFrame({ title, back = false, children }: StepFrameProps) {
  const flow = CancelFlow.useActorRef();
  const busy = CancelFlow.useSelector(isBusy);
  // Every step before the last: straight to the last step.
  const cancelNow = CancelFlow.useSelector(offersCancelNow);
  return (
    <PageFrame
      title={title}
      headerTitle=""
      footer={false}
      back={
        back ? (
          <button
            type="button"
            aria-label={CANCEL_FLOW_COPY.back}
            className={backButtonClass}
            disabled={busy}
            onClick={() => flow.send({ type: 'step.back' })}
          >
            <ArrowLeftIcon />
          </button>
        ) : undefined
      }
    >
      <div className={styles.body}>{children}</div>
      {cancelNow && (
        <button
          type="button"
          className={styles.cancelNow}
          disabled={busy}
          onClick={() => flow.send({ type: 'flow.cancelNow' })}
        >
          {CANCEL_FLOW_COPY.cancelNow}
        </button>
      )}
    </PageFrame>
  );
}

/** The red line under an offer or the cancel button (spec 8). */
export function FlowError() {
  const error = CancelFlow.useSelector(errorText);
  return error ? (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  ) : null;
}

export function CheckList({ items, lost = false }: { items: readonly string[]; lost?: boolean }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.listItem}>
          {lost ? <CrossMark /> : <CheckMark />}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function CheckMark() {
  return (
    <svg
      className={styles.mark}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="9" stroke="currentColor" strokeWidth="2" />
      <path
        d="M6 10.5l2.5 2.5L14 7.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CrossMark() {
  return (
    <svg
      className={styles.lostMark}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M7 7l6 6M13 7l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function StarIcon() {
  return (
    <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
