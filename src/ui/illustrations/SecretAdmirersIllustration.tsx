import { IllustrationFrame } from './IllustrationFrame';

/** Secret Admirers: a heart with a half-hidden eye. */
export function SecretAdmirersIllustration({ size }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      {(paint) => (
        <>
          <path d="M36 56C22 46 16 39 16 30a10 10 0 0 1 20-3 10 10 0 0 1 20 3c0 9-6 16-20 26z" fill={paint} />
          <path d="M26 34q10-9 20 0q-10 9-20 0z" fill="#FFFFFF" />
          <circle cx="36" cy="34" r="3" fill={paint} />
        </>
      )}
    </IllustrationFrame>
  );
}
