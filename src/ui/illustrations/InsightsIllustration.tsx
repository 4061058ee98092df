import { IllustrationFrame } from './IllustrationFrame';

/** Tips & Insights: rising bars with a spark. */
export function InsightsIllustration({ size }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      {(paint) => (
        <>
          <rect x="18" y="40" width="8" height="14" rx="2" fill={paint} />
          <rect x="30" y="32" width="8" height="22" rx="2" fill={paint} />
          <rect x="42" y="24" width="8" height="30" rx="2" fill={paint} />
          <path d="M52 14l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill={paint} />
        </>
      )}
    </IllustrationFrame>
  );
}
