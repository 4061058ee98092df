import { Link } from '@tanstack/react-router';
import { formatPrice, percentOff, type ExtraOffer } from '../../../../../content/offers';
import { Button, buttonClass } from '../../../../ui/Button/Button';
import * as styles from './my-plan.css';

/** How an open offer's purchase stands: busy from the press until the session shows it owned, and its last error. */
export interface OfferPurchase {
  busy: boolean;
  error: string | null;
  onBuy: () => void;
}

/** A card of 'OUR SPECIAL OFFERS' (spec 2.13): the offer, or its purchased state. */
export function OfferCard({
  offer,
  owned,
  email,
  purchase,
}: {
  offer: ExtraOffer;
  owned: boolean;
  email: string;
  purchase: OfferPurchase;
}) {
  const headingId = `offer-${offer.id}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      {owned ? (
        <PurchasedOffer offer={offer} email={email} headingId={headingId} />
      ) : (
        <OpenOffer offer={offer} headingId={headingId} purchase={purchase} />
      )}
    </section>
  );
}

function PurchasedOffer({ offer, email, headingId }: { offer: ExtraOffer; email: string; headingId: string }) {
  return (
    <>
      <span className={styles.purchasedBadge}>PURCHASED</span>
      <h3 id={headingId} className={styles.cardTitle}>
        {offer.purchased.title}
      </h3>
      <p className={styles.muted}>{offer.purchased.description.replace('{email}', email)}</p>
      {offer.purchased.button && (
        <Link to="/dashboard/course" className={buttonClass()}>
          {offer.purchased.button}
        </Link>
      )}
    </>
  );
}

function OpenOffer({
  offer,
  headingId,
  purchase: { busy, error, onBuy },
}: {
  offer: ExtraOffer;
  headingId: string;
  purchase: OfferPurchase;
}) {
  const percent = percentOff(offer.price, offer.fullPrice);
  return (
    <>
      <span className={styles.badge}>-{percent}%</span>
      <h3 id={headingId} className={styles.cardTitle}>
        {offer.title}
      </h3>
      <p className={styles.muted}>{offer.description}</p>
      <p className={styles.prices}>
        <s className={styles.oldPrice} aria-label={`previous price ${formatPrice(offer.fullPrice)}`}>
          {formatPrice(offer.fullPrice)}
        </s>
        <span className={styles.price} aria-label={`price ${formatPrice(offer.price)}`}>
          {formatPrice(offer.price)}
        </span>
      </p>
      <Button loading={busy} onClick={onBuy}>
        {offer.button}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
