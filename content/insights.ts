/** Tips & Insights (spec 2.8): engagement (6), followers (6) and summary recommendations (5). */

/** One entry of a library list: what to do and why it works. */
export interface LibraryTip {
  title: string;
  description: string;
  /** A concrete first step, shown as 'Try this'. */
  action?: string;
}

/** A tip of a list whose order the spec fixes (trends, hacks); `id` names it for tests. */
export interface RankedTip extends LibraryTip {
  id: string;
  action: string;
}

export interface TipList {
  heading: string;
  tips: readonly LibraryTip[];
}

export const ENGAGEMENT_TIPS: TipList = {
  heading: 'Boost your engagement',
  tips: [
    {
      title: 'Post when your audience is awake',
      description:
        'A post gathers most of its reactions in its first hours. Professional accounts can see in Insights when followers are most active; personal accounts can test two or three time slots for a few weeks and keep the one that gets the quickest replies.',
    },
    {
      title: 'End captions with a real question',
      description:
        '"Thoughts?" rarely gets an answer. A specific question that takes one line to answer ("Which of these two would you pick?") gives people a reason to comment instead of scrolling on.',
    },
    {
      title: 'Reply to every comment in the first hour',
      description:
        'Each reply is a new comment on the post, and it shows the commenter they were heard. Conversations under a post are a stronger signal than a row of emoji, and people come back to accounts that answer.',
    },
    {
      title: 'Use stickers in stories',
      description:
        'Polls, quizzes, question boxes and emoji sliders turn a passive view into a tap. They take seconds to answer, and the answers tell you what your followers want to see next.',
    },
    {
      title: 'Make posts worth saving and sending',
      description:
        'Checklists, step-by-step carousels, recipes and "before you buy" guides are content people keep or forward to a friend. Saves and shares tell Instagram a post has lasting value.',
    },
    {
      title: 'Engage before and after you post',
      description:
        'Spend ten minutes leaving thoughtful comments on accounts in your niche. People who notice you often visit your profile, and your own post then lands in front of an audience that is already warmed up.',
    },
  ],
};

export const FOLLOWER_TIPS: TipList = {
  heading: 'Grow your followers',
  tips: [
    {
      title: 'Say who you help in the first line of your bio',
      description:
        'Visitors decide in seconds whether to follow. State what the account is about and what a follower gets from it, and keep one clear link or call to action.',
    },
    {
      title: 'Put keywords in your name field',
      description:
        'The name field is searchable. "Anna | Vegan meal prep" can be found by people searching for meal prep; "Anna ✨" cannot.',
    },
    {
      title: 'Pin your three best posts',
      description:
        'Pinned posts sit at the top of your grid. Choose the ones that explain your account best or performed best with new visitors, and refresh them when something new does better.',
    },
    {
      title: 'Collaborate with accounts your size',
      description:
        'A Collab post appears on both profiles and reaches both audiences. Partners with a similar audience size and a neighbouring topic are more likely to say yes and send followers who stay.',
    },
    {
      title: 'Make reels for people who do not know you yet',
      description:
        'Reels are shown to many non-followers. Open with the payoff, keep the topic in the first line of text on screen, and finish with a reason to check out the profile.',
    },
    {
      title: 'Keep a rhythm you can sustain',
      description:
        "Three good posts a week every week beat a daily burst followed by a month of silence. A steady rhythm keeps you in followers' feeds and gives you comparable data to learn from.",
    },
  ],
};

export const SUMMARY_RECOMMENDATIONS: TipList = {
  heading: 'Summary recommendations',
  tips: [
    {
      title: 'Know your goal',
      description:
        'Pick one goal per month (reach, conversations, sales or followers) and judge every post against it.',
    },
    {
      title: 'Watch the numbers that matter',
      description: 'Shares, saves, replies and profile visits say more about real interest than likes alone.',
    },
    {
      title: 'Repeat what works',
      description:
        'When a post does well, make a second version: a new angle, a different format or a follow-up answering its comments.',
    },
    {
      title: 'Stay authentic',
      description:
        'Buying followers or using engagement pods inflates numbers that never buy, comment or share, and puts the account at risk.',
    },
    {
      title: 'Protect the account you are building',
      description:
        'Turn on two-factor authentication and never give your password to apps that promise followers or profile viewers.',
    },
  ],
};

export const TIP_LISTS = [ENGAGEMENT_TIPS, FOLLOWER_TIPS, SUMMARY_RECOMMENDATIONS] as const;
