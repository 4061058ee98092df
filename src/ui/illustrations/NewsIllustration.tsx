import { IllustrationFrame } from './IllustrationFrame';

/** News: a folded newspaper. */
export function NewsIllustration({ size }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      {(paint) => (
        <>
          <rect x="16" y="18" width="36" height="38" rx="4" fill={paint} />
          <path d="M52 28h4v22a6 6 0 0 1-6 6" fill="none" stroke={paint} strokeWidth="3" />
          <rect x="21" y="24" width="26" height="8" rx="1.5" fill="#FFFFFF" />
          <path d="M21 38h26M21 44h26M21 50h16" stroke="#FFFFFF" strokeWidth="2.5" strokeLinecap="round" />
        </>
      )}
    </IllustrationFrame>
  );
}
