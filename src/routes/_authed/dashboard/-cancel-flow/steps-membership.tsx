/** Steps 0–3 of spec 2.15: the active plan, the loader, the membership summary, the plan change. */
import { CANCEL_FLOW_COPY, PREMIUM_BENEFITS } from '../../../../../content/cancel-flow';
import { planFromCode } from '../../../../../domain/plans';
import { Button } from '../../../../ui/Button/Button';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import { CancelFlow, isBusy, planCode } from './cancel-flow-context';
import * as styles from './cancel-flow.css';
import { CheckList, FlowError, StepFrame } from './step-frame';

const usePlan = () => planFromCode(CancelFlow.useSelector(planCode) ?? '');

export function MyActivePlanStep() {
  const flow = CancelFlow.useActorRef();
  const copy = CANCEL_FLOW_COPY.myActivePlan;
  const plan = usePlan();
  return (
    <StepFrame title={copy.title}>
      <section className={styles.panel} aria-label={plan.name}>
        <h2 className={styles.sectionTitle}>{plan.name}</h2>
        <CheckList items={PREMIUM_BENEFITS} />
      </section>
      <div className={styles.actions}>
        <Button onClick={() => flow.send({ type: 'flow.close' })}>{copy.stay}</Button>
        <Button variant="text" fullWidth onClick={() => flow.send({ type: 'step.next' })}>
          {copy.next}
        </Button>
      </div>
    </StepFrame>
  );
}

export function PleaseWaitStep() {
  const copy = CANCEL_FLOW_COPY.pleaseWait;
  return (
    <StepFrame title={copy.title}>
      <div className={styles.loader} role="status">
        <Spinner size={48} />
        <p className={styles.lead}>{copy.text}</p>
      </div>
    </StepFrame>
  );
}

export function YourMembershipStep() {
  const flow = CancelFlow.useActorRef();
  const copy = CANCEL_FLOW_COPY.yourMembership;
  const plan = usePlan();
  return (
    <StepFrame title={copy.title} back>
      <section className={styles.panel} aria-label={plan.name}>
        <h2 className={styles.sectionTitle}>{plan.name}</h2>
        <dl className={styles.summary}>
          <dt className={styles.summaryTerm}>{copy.status}</dt>
          <dd className={styles.summaryValue}>{plan.status}</dd>
          <dt className={styles.summaryTerm}>{copy.billingPeriod}</dt>
          <dd className={styles.summaryValue}>{plan.period}</dd>
          <dt className={styles.summaryTerm}>{copy.price}</dt>
          <dd className={styles.summaryValue}>{plan.price}</dd>
        </dl>
        <p>{copy.extras}</p>
      </section>
      <section className={styles.panel} aria-label={copy.includes}>
        <h2 className={styles.sectionTitle}>{copy.includes}</h2>
        <CheckList items={PREMIUM_BENEFITS} />
      </section>
      <div className={styles.actions}>
        <Button onClick={() => flow.send({ type: 'membership.changePlan' })}>{copy.changePlan}</Button>
        <Button variant="outline" onClick={() => flow.send({ type: 'membership.cancel' })}>
          {copy.cancel}
        </Button>
      </div>
    </StepFrame>
  );
}

export function ChangePlanStep() {
  const flow = CancelFlow.useActorRef();
  const busy = CancelFlow.useSelector(isBusy);
  const copy = CANCEL_FLOW_COPY.changePlan;
  return (
    <StepFrame title={copy.title} back>
      <section className={styles.panel} aria-label={copy.plan}>
        <span className={styles.badge}>{copy.discount}</span>
        <h2 className={styles.sectionTitle}>{copy.plan}</h2>
        <p className={styles.priceRow}>
          <span className={styles.price}>{copy.price}</span>
          <span>{copy.period}</span>
          <s className={styles.fullPrice} aria-label={`Full price ${copy.fullPrice}`}>
            {copy.fullPrice}
          </s>
        </p>
        <p>{copy.claim}</p>
        <p>{copy.guarantee}</p>
        <Button loading={busy} onClick={() => flow.send({ type: 'offer.accept' })}>
          {copy.buy}
        </Button>
        <FlowError />
        <p className={styles.fineprint}>{copy.consent}</p>
      </section>
    </StepFrame>
  );
}
