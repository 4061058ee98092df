/**
 * Copy of the full-screen cancellation flow (spec 2.15, 9). Quoted strings of the spec are kept
 * exactly; the rest (benefit lines, card texts) is ours. Data only.
 */

/** Spec 9, in order. The first one keeps the membership (spec 2.15 step 5). */
export const CANCEL_REASONS = [
  'Forget it - I want to keep my membership',
  'Not using It enough',
  'Not seeing immediate results',
  'My social media priorities changed',
  'I only wanted a trial',
  "I'm cutting down on expenses",
  'Looking for a free alternative',
  'Other',
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number];

export const KEEP_MEMBERSHIP_REASON: CancelReason = CANCEL_REASONS[0];

/** Step 0 and step 2 ("what premium includes"). */
export const PREMIUM_BENEFITS = [
  'Track new and lost followers every day',
  'Get insights into your engagement rate and top posts',
  'Identify secret fans and inactive followers',
  'Tips, trends and algorithm hacks to grow faster',
  'Premium users grow 1.5x faster',
] as const;

/** Step 8: what a cancellation takes away. */
export const LOST_BENEFITS = [
  'Daily tracking of new and lost followers',
  'Engagement rate, top posts and audience insights',
  'Secret fans and inactive followers lists',
  'Growth tips, 2025 trends and algorithm hacks',
  'The 1.5x faster growth of premium users',
] as const;

/** Step 7 (spec 2.15, exact). */
export const UPCOMING_FEATURES = [
  { title: 'AI-Powered Growth Plans', description: 'A weekly plan written for your profile and your audience.' },
  { title: 'Trending Hashtag Finder', description: 'The hashtags rising in your niche, found for you.' },
  { title: 'Advanced Content Scoring', description: 'Know how a post will do before you publish it.' },
] as const;

export type CancelFlowLink =
  '/dashboard/top-hacks' | '/dashboard/top-trends' | '/dashboard/insights' | '/dashboard/articles/$topic';

/** Step 4: the content the subscriber may not have used yet. */
export const MAKE_THE_MOST = {
  guides: [
    {
      title: 'Top 5 Instagram Algorithm Hacks to Grow in 2025',
      description: 'Five habits the algorithm rewards right now.',
      to: '/dashboard/top-hacks',
    },
    {
      title: 'Top 7 Instagram Trends That Will Define 2025',
      description: 'What will work on Instagram this year.',
      to: '/dashboard/top-trends',
    },
  ],
  /** Three article cards: the two article topics (spec 2.9) and the tips collection. */
  articles: [
    {
      title: 'Secret Admirers',
      description: 'Who looks at your profile, and what Instagram really shows.',
      to: '/dashboard/articles/$topic',
      params: { topic: 'secret-admirers' },
    },
    {
      title: 'Detect Stalkers',
      description: 'Spot unwanted attention and lock down your privacy.',
      to: '/dashboard/articles/$topic',
      params: { topic: 'detect-stalkers' },
    },
    {
      title: 'Tips & Insights',
      description: 'Practical ways to lift engagement and grow real followers.',
      to: '/dashboard/insights',
    },
  ],
  /** The two extras (spec 2.13); each closes the flow and opens My Plan. */
  extras: [
    {
      title: 'Profile report',
      description: 'A detailed PDF report of your profile, emailed to you.',
      action: 'See the report offer',
    },
    {
      title: 'Instagram course',
      description: '10 lessons: Strategies to Boost Engagement on Your Instagram Profile.',
      action: 'See the course offer',
    },
  ],
} as const satisfies {
  guides: ReadonlyArray<{ title: string; description: string; to: CancelFlowLink }>;
  articles: ReadonlyArray<{ title: string; description: string; to: CancelFlowLink; params?: { topic: string } }>;
  extras: ReadonlyArray<{ title: string; description: string; action: string }>;
};

/** Headings and buttons per step (spec 2.15; quoted strings exact). */
export const CANCEL_FLOW_COPY = {
  cancelNow: 'Cancel now',
  back: 'Back',
  myActivePlan: { title: 'My active plan', stay: 'Stay premium', next: "I'm ready to let go of my growth" },
  pleaseWait: { title: 'Please wait', text: 'This may take a few seconds' },
  yourMembership: {
    title: 'Your Membership',
    status: 'Status',
    billingPeriod: 'Billing period',
    price: 'Price',
    extras: 'Extras to unlock: 3 extras',
    includes: 'What premium includes',
    changePlan: 'Change my plan',
    cancel: 'Cancel membership',
  },
  changePlan: {
    title: 'Change my plan',
    plan: 'Premium Plan',
    price: '$13.99',
    period: 'per month',
    fullPrice: '$139.99',
    discount: '90% OFF',
    claim: 'Premium users grow 1.5x faster',
    guarantee: '100% money back guarantee',
    consent:
      'By pressing the button you agree that your plan changes to Premium at $13.99 per month, billed monthly automatically until you cancel. You can cancel at any time in My Plan.',
    buy: 'Get Premium',
  },
  makeTheMost: {
    title: 'Wait! Have you made the most out of it?',
    guides: 'Grow faster in 2025',
    articles: 'Articles',
    extras: 'Extras',
    keep: 'Keep me subscribed',
    next: 'I still want to opt out',
  },
  survey: { title: 'What made you change your mind about the membership?', continue: 'Continue' },
  review: {
    title: 'Your voice matters',
    text: 'Tell us how we can do better.',
    stars: 'Rate us',
    reviewLabel: 'Your review',
    placeholder: 'Write your review',
    continue: 'Continue',
  },
  lastThing: {
    title: 'One last thing',
    gift: 'Take a month on us',
    giftText: 'Stay and get your next month free: no charge, nothing to set up.',
    coming: 'Exciting new features are coming!',
    claim: 'Get my free month',
    decline: "I'm not interested",
  },
  dontLose: {
    title: "Don't lose",
    text: 'If you cancel, you lose:',
    stay: 'Stay a premium user',
    cancel: 'Give up on my IG & cancel',
  },
  planUpdated: { title: 'Your plan has been successfully updated!', great: 'Great!' },
  canceled: { title: 'Your membership has been canceled', home: 'Back to home page', contact: 'Contact us' },
} as const;

/** Spec 5/8: the full cancel needs both ids. */
export const MISSING_IDS_ERROR = 'Cant find subscription id or firebase uid';

/** Name of the analytics event carrying the survey answers. */
export const SURVEY_EVENT = 'Cancel survey answers';

/** Spec 7 cancel events. */
export type CancelEventName =
  | 'Cancel subscription click'
  | 'Cancel subscription success'
  | 'Cancel subscription error'
  | 'Cancel subscription unknown response';
