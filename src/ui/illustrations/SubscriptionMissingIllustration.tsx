import { IllustrationFrame } from './IllustrationFrame';

/** Subscription not found: a card with a question mark. */
export function SubscriptionMissingIllustration({ size }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      {(paint) => (
        <>
          <rect x="14" y="22" width="44" height="30" rx="5" fill={paint} />
          <path
            d="M31 32a5 5 0 1 1 7 4.6c-1.4.6-2 1.5-2 3V41"
            fill="none"
            stroke="#FFFFFF"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <circle cx="36" cy="46" r="1.8" fill="#FFFFFF" />
        </>
      )}
    </IllustrationFrame>
  );
}
