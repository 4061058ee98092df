import { IllustrationFrame } from './IllustrationFrame';

/** Trends and algorithm hacks: a trend line shooting upward with a star. */
export function TrendsIllustration({ size }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      {(paint) => (
        <>
          <path
            d="M14 50l14-14 9 8 19-20"
            fill="none"
            stroke={paint}
            strokeWidth="6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path d="M44 22h13v13z" fill={paint} />
          <path d="M22 18l1.8 3.7 4.2.6-3 2.9.7 4.1-3.7-2-3.7 2 .7-4.1-3-2.9 4.2-.6z" fill={paint} />
        </>
      )}
    </IllustrationFrame>
  );
}
