/** Dashboard cards and menu (spec 2.5). Paths are route paths of spec 2.1. */

export const TREND_LINKS = [
  { label: 'Top 7 Instagram Trends That Will Define 2025', to: '/dashboard/top-trends' },
  { label: 'Top 5 Instagram Algorithm Hacks to Grow in 2025', to: '/dashboard/top-hacks' },
] as const;

export type DashboardIllustration =
  'analytics' | 'insights' | 'secretAdmirers' | 'detectStalkers' | 'passwordSafety' | 'news';

// Analytics has no card in spec 2.5; without one its screen (spec 2.7) could not be reached (docs/decisions.md).
export const DASHBOARD_CARDS = [
  {
    title: 'Analytics',
    description: 'Engagement, audience, top posts and recommendations for your profile.',
    to: '/dashboard/analytics',
    illustration: 'analytics',
  },
  {
    title: 'Tips & Insights',
    description: 'Practical ways to lift engagement and grow real followers.',
    to: '/dashboard/insights',
    illustration: 'insights',
  },
  {
    title: 'Secret Admirers',
    description: 'What Instagram does and does not reveal about who looks at your profile.',
    to: '/dashboard/articles/$topic',
    params: { topic: 'secret-admirers' },
    illustration: 'secretAdmirers',
  },
  {
    title: 'Detect Stalkers',
    description: 'Spot unwanted attention and lock down your privacy.',
    to: '/dashboard/articles/$topic',
    params: { topic: 'detect-stalkers' },
    illustration: 'detectStalkers',
  },
  {
    title: 'Password safety',
    description: 'Check whether your email appears in known data breaches.',
    to: '/dashboard/password-safety',
    illustration: 'passwordSafety',
  },
  {
    title: 'News',
    description: 'What changed on Instagram lately and what it means for you.',
    to: '/dashboard/news',
    illustration: 'news',
  },
] as const satisfies ReadonlyArray<{
  title: string;
  description: string;
  to: string;
  params?: Record<string, string>;
  illustration: DashboardIllustration;
}>;

export const PRO_CARD = {
  title: 'Instagram PRO',
  badge: '10-lessons course',
  description: 'Strategies to Boost Engagement on Your Instagram Profile',
} as const;

/** Menu order of spec 2.5. */
export const MENU_LINKS = [
  { label: 'Tips & Insights', to: '/dashboard/insights' },
  { label: 'Secret Admirers', to: '/dashboard/articles/$topic', params: { topic: 'secret-admirers' } },
  { label: 'Detect Stalkers', to: '/dashboard/articles/$topic', params: { topic: 'detect-stalkers' } },
  { label: 'Password safety', to: '/dashboard/password-safety' },
  { label: 'News', to: '/dashboard/news' },
] as const;
