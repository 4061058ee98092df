import { IllustrationFrame } from './IllustrationFrame';

/** Detect Stalkers: a magnifier over a profile silhouette. */
export function DetectStalkersIllustration({ size }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      {(paint) => (
        <>
          <circle cx="30" cy="26" r="7" fill={paint} />
          <path d="M17 48a13 13 0 0 1 26 0z" fill={paint} />
          <circle cx="46" cy="40" r="9" fill="#FFFFFF" stroke={paint} strokeWidth="4" />
          <path d="M52.5 46.5l6 6" stroke={paint} strokeWidth="5" strokeLinecap="round" />
        </>
      )}
    </IllustrationFrame>
  );
}
