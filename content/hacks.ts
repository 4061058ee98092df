import type { RankedTip } from './insights';

/** Algorithm hacks (spec 2.8), in the spec's order. */
export const HACKS_INTRO =
  'Instagram ranks feed, stories, reels and search with different signals, but they reward the same thing: people choosing to spend time with your content. These five habits send those signals.';

export const HACKS: readonly RankedTip[] = [
  {
    id: 'daily-stories',
    title: 'Post 1–2 stories every day',
    description:
      'Stories sit at the top of the app, and accounts people view and reply to regularly are shown first. One or two stories a day keep you in that front row without tiring your viewers.',
    action: 'Share one everyday moment and one interactive story (a poll or question box) each day.',
  },
  {
    id: 'saves-and-shares',
    title: 'Create for saves and shares',
    description:
      'A save says "I want this later", a share says "my friend needs this". Instagram has said that sends in DMs weigh heavily when it decides whether to show a post to people who do not follow you yet.',
    action:
      'Before posting, ask: would someone send this to a friend? If not, add the tip, checklist or punchline that would make them.',
  },
  {
    id: 'hook-first-reels',
    title: 'Lead reels with the hook',
    description:
      'Most viewers decide within the first couple of seconds whether to keep watching, and watch time is a core ranking signal for reels. Logos, slow intros and "hi guys" cost you the viewers you want to keep.',
    action:
      'Open with the result, the surprise or the question, and put a short line of text on screen in the first second.',
  },
  {
    id: 'comment-depth',
    title: 'Build comment depth',
    description:
      'A thread of real replies shows a post is sparking conversation. Long, back-and-forth comment threads count for more than many one-word reactions.',
    action: 'Answer comments with a follow-up question and pin the comment that starts the best discussion.',
  },
  {
    id: 'search-optimisation',
    title: 'Optimise for search',
    description:
      'Instagram search reads your username, name field, bio, captions, alt text and a few relevant hashtags. Clear keywords help the right people find you long after a post is published.',
    action:
      'Add your main topic to the name field, write captions with natural keywords and fill in the alt text under Advanced settings.',
  },
];
