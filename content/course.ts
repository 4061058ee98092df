/**
 * The ten-lesson PDF course (spec 2.12): the page's cards. What the lessons teach is the course
 * owner's alone: content/course-lessons.ts, which only the server reads (it typesets the PDFs).
 */

export const COURSE = {
  title: 'Strategies to Boost Engagement on Your Instagram Profile',
  subtitle: '10-lessons pdf course',
} as const;

export type LessonArt =
  'bio' | 'avatar' | 'calendar' | 'stories' | 'caption' | 'hashtag' | 'community' | 'gift' | 'insights' | 'collab';

/** A lesson's card on the course page. */
export interface LessonCard {
  title: string;
  subtitle: string;
  art: LessonArt;
}

export const lessonBadge = (number: number) => `Lesson ${number}`;
/** Where lesson `number` (1-based) opens: a file for the course's owner only (contracts/endpoints.ts). */
export const lessonPdfPath = (number: number) => `/dashboard/course/Lesson_n${number}.pdf`;

export const LESSON_CARDS: readonly LessonCard[] = [
  {
    title: 'Crafting a bio that converts',
    subtitle: 'Turn profile visitors into followers in a few seconds',
    art: 'bio',
  },
  {
    title: 'Profile picture and story highlights',
    subtitle: 'Make your profile recognisable and easy to explore',
    art: 'avatar',
  },
  {
    title: 'Content planning and posting frequency',
    subtitle: 'Post consistently without burning out',
    art: 'calendar',
  },
  {
    title: 'Stories that keep followers coming back',
    subtitle: 'Use everyday, interactive stories to build closeness',
    art: 'stories',
  },
  {
    title: 'Captions that start conversations',
    subtitle: 'Write hooks, value and calls to action people respond to',
    art: 'caption',
  },
  {
    title: 'A hashtag strategy that still works',
    subtitle: 'Use fewer, more relevant hashtags to help people find you',
    art: 'hashtag',
  },
  {
    title: 'Community engagement',
    subtitle: 'Build real relationships in comments and messages',
    art: 'community',
  },
  {
    title: 'Giveaways and contests',
    subtitle: 'Run fair promotions that attract the right followers',
    art: 'gift',
  },
  {
    title: 'Analysing your Insights',
    subtitle: 'Read the numbers that show what to do next',
    art: 'insights',
  },
  {
    title: 'Collaborations with influencers and brands',
    subtitle: 'Grow together through honest partnerships',
    art: 'collab',
  },
];
