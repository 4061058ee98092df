import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { COURSE_OFFER, formatPrice, percentOff } from '../../../../content/offers';
import { purchaseInput, purchaseLogic } from '../../../app/membership';
import { buy } from '../../../app/membership-events';
import { isBuying, isPurchased, purchaseError } from '../../../app/membership-selectors';
import { Button } from '../../../ui/Button/Button';
import { Modal } from '../../../ui/Modal/Modal';
import * as styles from './-course-offer-modal.css';

/** Spec 2.16 course purchase modal: buys the course with the purchase machine, then opens it. */
export function CourseOfferModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { title, bullets, price, fullPrice, button, decline, chargeNote } = COURSE_OFFER;
  const navigate = useNavigate();
  const purchase = useActorRef(purchaseLogic, { input: purchaseInput('course') });
  const busy = useSelector(purchase, isBuying);
  const purchased = useSelector(purchase, isPurchased);
  const error = useSelector(purchase, purchaseError);

  useEffect(() => {
    if (purchased) void navigate({ to: '/dashboard/course' });
  }, [purchased, navigate]);

  return (
    <Modal open={open} title={title} onClose={busy ? undefined : onClose}>
      <ul className={styles.bullets}>
        {bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <p className={styles.prices}>
        <span className={styles.badge}>Save {percentOff(price, fullPrice)}%!</span>
        <span>
          One-time price <strong>{formatPrice(price)}</strong>
        </span>
        <s aria-label={`full price ${formatPrice(fullPrice)}`}>{formatPrice(fullPrice)}</s>
      </p>
      <Button loading={busy || purchased} onClick={() => buy(purchase)}>
        {button}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button variant="text" disabled={busy} onClick={onClose}>
        {decline}
      </Button>
      <p className={styles.note}>{chargeNote}</p>
    </Modal>
  );
}
