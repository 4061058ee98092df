import { IllustrationFrame } from './IllustrationFrame';

/** Password safety: a shield with a keyhole. */
export function PasswordSafetyIllustration({ size }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      {(paint) => (
        <>
          <path d="M36 14l18 7v13c0 12-8 20-18 24-10-4-18-12-18-24V21z" fill={paint} />
          <circle cx="36" cy="33" r="5" fill="#FFFFFF" />
          <path d="M34 36h4l1 9h-6z" fill="#FFFFFF" />
        </>
      )}
    </IllustrationFrame>
  );
}
