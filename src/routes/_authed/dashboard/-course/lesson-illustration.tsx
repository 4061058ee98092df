import type { ReactElement } from 'react';
import type { LessonArt } from '../../../../../content/course';
import { IllustrationFrame } from '../../../../ui/illustrations/IllustrationFrame';

/** One glyph per lesson topic, drawn in the brand gradient `paint` on the 72-unit canvas. */
const glyphs: Record<LessonArt, (paint: string) => ReactElement> = {
  // A profile card: avatar and three lines of bio.
  bio: (paint) => (
    <>
      <circle cx="26" cy="28" r="8" fill={paint} />
      <rect x="38" y="22" width="18" height="4" rx="2" fill={paint} />
      <rect x="38" y="30" width="12" height="4" rx="2" fill={paint} opacity="0.6" />
      <rect x="18" y="42" width="38" height="4" rx="2" fill={paint} opacity="0.6" />
      <rect x="18" y="50" width="28" height="4" rx="2" fill={paint} opacity="0.6" />
    </>
  ),
  // A profile picture over a row of highlight circles.
  avatar: (paint) => (
    <>
      <circle cx="36" cy="28" r="12" fill="none" stroke={paint} strokeWidth="3" />
      <circle cx="36" cy="25" r="4.5" fill={paint} />
      <path d="M28 35a8 6 0 0 1 16 0z" fill={paint} />
      {[20, 36, 52].map((cx) => (
        <circle key={cx} cx={cx} cy="52" r="5" fill={paint} opacity="0.6" />
      ))}
    </>
  ),
  // A calendar page with planned days.
  calendar: (paint) => (
    <>
      <rect x="17" y="20" width="38" height="34" rx="5" fill="none" stroke={paint} strokeWidth="3" />
      <rect x="17" y="20" width="38" height="9" rx="4" fill={paint} />
      {[24, 33, 42].map((x) =>
        [35, 44].map((y) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="6"
            height="5"
            rx="1.5"
            fill={paint}
            opacity={x === 33 && y === 44 ? 1 : 0.5}
          />
        )),
      )}
    </>
  ),
  // Story rings.
  stories: (paint) => (
    <>
      <circle cx="26" cy="36" r="11" fill="none" stroke={paint} strokeWidth="3" />
      <circle cx="48" cy="36" r="8" fill="none" stroke={paint} strokeWidth="3" opacity="0.6" />
      <circle cx="26" cy="36" r="6" fill={paint} />
    </>
  ),
  // A speech bubble with text lines.
  caption: (paint) => (
    <>
      <path
        d="M18 22h36a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H32l-9 7v-7h-5a4 4 0 0 1-4-4V26a4 4 0 0 1 4-4z"
        fill={paint}
        opacity="0.85"
      />
      <rect x="22" y="30" width="26" height="3.5" rx="1.75" fill="white" />
      <rect x="22" y="38" width="18" height="3.5" rx="1.75" fill="white" />
    </>
  ),
  hashtag: (paint) => (
    <path
      d="M31 18l-5 36M46 18l-5 36M20 30h34M18 43h34"
      stroke={paint}
      strokeWidth="5"
      strokeLinecap="round"
      fill="none"
    />
  ),
  // Three people.
  community: (paint) => (
    <>
      <circle cx="36" cy="27" r="6" fill={paint} />
      <path d="M25 50a11 10 0 0 1 22 0z" fill={paint} />
      <circle cx="21" cy="33" r="4.5" fill={paint} opacity="0.6" />
      <circle cx="51" cy="33" r="4.5" fill={paint} opacity="0.6" />
    </>
  ),
  // A gift box.
  gift: (paint) => (
    <>
      <rect x="18" y="32" width="36" height="22" rx="3" fill={paint} opacity="0.7" />
      <rect x="16" y="25" width="40" height="9" rx="2.5" fill={paint} />
      <rect x="33.5" y="25" width="5" height="29" fill="white" opacity="0.8" />
      <path d="M36 25c-6-9-14-6-10 0M36 25c6-9 14-6 10 0" stroke={paint} strokeWidth="3" fill="none" />
    </>
  ),
  // Rising bars.
  insights: (paint) => (
    <>
      <rect x="19" y="42" width="8" height="12" rx="2" fill={paint} opacity="0.5" />
      <rect x="32" y="33" width="8" height="21" rx="2" fill={paint} opacity="0.75" />
      <rect x="45" y="22" width="8" height="32" rx="2" fill={paint} />
    </>
  ),
  // Two overlapping profile circles.
  collab: (paint) => (
    <>
      <circle cx="29" cy="36" r="13" fill={paint} opacity="0.6" />
      <circle cx="43" cy="36" r="13" fill={paint} opacity="0.85" />
    </>
  ),
};

export function LessonIllustration({ art }: { art: LessonArt }) {
  return <IllustrationFrame>{glyphs[art]}</IllustrationFrame>;
}
