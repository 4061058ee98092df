import { IllustrationFrame } from './IllustrationFrame';

/** Analytics: a ring chart beside a profile silhouette. */
export function AnalyticsIllustration({ size }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      {(paint) => (
        <>
          <circle cx="28" cy="36" r="12" fill="none" stroke={paint} strokeWidth="6" strokeDasharray="52 24" />
          <circle cx="50" cy="28" r="6" fill={paint} />
          <path d="M40 50c0-6 4.5-10 10-10s10 4 10 10z" fill={paint} />
        </>
      )}
    </IllustrationFrame>
  );
}
