/** Steps 4–6 of spec 2.15: what the subscriber may have missed, the reason, the review. */
import { Link } from '@tanstack/react-router';
import {
  CANCEL_FLOW_COPY,
  CANCEL_REASONS,
  MAKE_THE_MOST,
  type CancelFlowLink,
} from '../../../../../content/cancel-flow';
import { STAR_SCALE } from '../../../../../content/constants';
import { Button } from '../../../../ui/Button/Button';
import { Card } from '../../../../ui/Card/Card';
import { srOnly } from '../../../../ui/theme/global.css';
import { CancelFlow, reason as selectedReason, reviewText, stars as selectedStars } from './cancel-flow-context';
import * as styles from './cancel-flow.css';
import { StarIcon, StepFrame } from './step-frame';

/** Cards that each open one page of the app (step 4's guides and articles). */
function LinkCards({
  items,
}: {
  items: ReadonlyArray<{ title: string; description: string; to: CancelFlowLink; params?: { topic: string } }>;
}) {
  return items.map((item) => (
    <Card
      key={item.title}
      title={item.title}
      description={item.description}
      action={
        <Link to={item.to} params={item.params} className={styles.cardLink}>
          Open {item.title}
        </Link>
      }
    />
  ));
}

export function MakeTheMostStep() {
  const flow = CancelFlow.useActorRef();
  const copy = CANCEL_FLOW_COPY.makeTheMost;
  const close = () => flow.send({ type: 'flow.close' });
  return (
    <StepFrame title={copy.title} back>
      <h2 className={styles.sectionTitle}>{copy.guides}</h2>
      <LinkCards items={MAKE_THE_MOST.guides} />
      <h2 className={styles.sectionTitle}>{copy.articles}</h2>
      <LinkCards items={MAKE_THE_MOST.articles} />
      <h2 className={styles.sectionTitle}>{copy.extras}</h2>
      {MAKE_THE_MOST.extras.map((extra) => (
        <Card
          key={extra.title}
          title={extra.title}
          description={extra.description}
          action={
            // Spec 2.15: an extra closes the flow and opens My Plan, where it is sold.
            <button type="button" className={styles.cardLink} onClick={close}>
              {extra.action}
            </button>
          }
        />
      ))}
      <div className={styles.actions}>
        <Button onClick={close}>{copy.keep}</Button>
        <Button variant="outline" onClick={() => flow.send({ type: 'step.next' })}>
          {copy.next}
        </Button>
      </div>
    </StepFrame>
  );
}

export function SurveyStep() {
  const flow = CancelFlow.useActorRef();
  const reason = CancelFlow.useSelector(selectedReason);
  const copy = CANCEL_FLOW_COPY.survey;
  return (
    <StepFrame title={copy.title}>
      <fieldset className={styles.choices}>
        <legend className={srOnly}>{copy.title}</legend>
        {CANCEL_REASONS.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name="cancel-reason"
              className={styles.radio}
              checked={reason === choice}
              onChange={() => flow.send({ type: 'survey.select', reason: choice })}
            />
            <span>{choice}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button disabled={reason === null} onClick={() => flow.send({ type: 'step.next' })}>
          {copy.continue}
        </Button>
      </div>
    </StepFrame>
  );
}

const starName = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

export function ReviewStep() {
  const flow = CancelFlow.useActorRef();
  const stars = CancelFlow.useSelector(selectedStars);
  const review = CancelFlow.useSelector(reviewText);
  const copy = CANCEL_FLOW_COPY.review;
  return (
    <StepFrame title={copy.title}>
      <p className={styles.lead}>{copy.text}</p>
      <fieldset className={styles.stars}>
        <legend className={styles.legend}>{copy.stars}</legend>
        {Array.from({ length: STAR_SCALE }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className={stars !== null && n <= stars ? `${styles.starLabel} ${styles.starOn}` : styles.starLabel}
          >
            <input
              type="radio"
              name="cancel-stars"
              className={styles.visuallyHiddenInput}
              checked={stars === n}
              aria-label={starName(n)}
              onChange={() => flow.send({ type: 'review.rate', stars: n })}
            />
            <StarIcon />
          </label>
        ))}
      </fieldset>
      <label className={styles.fieldLabel}>
        {copy.reviewLabel}
        <textarea
          className={styles.textarea}
          placeholder={copy.placeholder}
          value={review}
          onChange={(event) => flow.send({ type: 'review.edit', text: event.target.value })}
        />
      </label>
      <div className={styles.actions}>
        <Button disabled={review.trim() === ''} onClick={() => flow.send({ type: 'step.next' })}>
          {copy.continue}
        </Button>
      </div>
    </StepFrame>
  );
}
