import { IllustrationFrame } from './IllustrationFrame';

/** Instagram PRO course: a graduation cap over a book. */
export function CourseIllustration({ size }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      {(paint) => (
        <>
          <path d="M18 44h36v8H22a4 4 0 0 1-4-4z" fill={paint} opacity="0.55" />
          <path d="M36 16l22 10-22 10-22-10z" fill={paint} />
          <path d="M24 31v8c0 3 6 6 12 6s12-3 12-6v-8l-12 5z" fill={paint} />
          <rect x="54.5" y="26" width="3" height="11" rx="1.5" fill={paint} />
        </>
      )}
    </IllustrationFrame>
  );
}
