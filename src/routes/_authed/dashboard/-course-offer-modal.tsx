import { Link } from '@tanstack/react-router';
import { COURSE_OFFER, percentOff } from '../../../../content/offers';
import { Button } from '../../../ui/Button/Button';
import { Modal } from '../../../ui/Modal/Modal';
import * as styles from './-course-offer-modal.css';

/** Spec 2.16 course purchase modal. Buying happens on My Plan, where the purchase flow lives. */
export function CourseOfferModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { title, bullets, price, fullPrice, button, decline, chargeNote } = COURSE_OFFER;
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <ul className={styles.bullets}>
        {bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      <p className={styles.prices}>
        <span className={styles.badge}>Save {percentOff(price, fullPrice)}%!</span> One-time price <strong>${price}</strong>{' '}
        <s aria-label={`full price $${fullPrice}`}>${fullPrice}</s>
      </p>
      <Link to="/dashboard/my-plan" className={styles.buy}>
        {button}
      </Link>
      <Button variant="text" onClick={onClose}>
        {decline}
      </Button>
      <p className={styles.note}>{chargeNote}</p>
    </Modal>
  );
}
