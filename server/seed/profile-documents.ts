/**
 * Social-profile documents for demo accounts, so the analytics screens and the PDF report show
 * real data before the computation (another issue) exists. Inserted only where none is stored.
 */
import type { AudienceCategoryKey, CalculatedProfileData, EngagementCell, ProfileCategory, StoredProfileDocument, TopPost } from '../../content/profile-data.ts';
import type { Db } from '../db/adapter.ts';
import { saveProfileDocument } from '../functions/profile-documents.ts';

const HOUR = 3_600_000;

const HANDLES = ['mila.outdoors', 'jonas_bakes', 'the.daily.frame', 'ana_runs_far', 'kofi.sketches', 'lucia.plants', 'tom_in_transit', 'sora.cooks', 'nina.knits', 'ben_builds'];

function category(totalValue: number, offset: number): ProfileCategory {
  const items = Array.from({ length: Math.min(totalValue, 4) }, (_, i) => ({ username: HANDLES[(offset + i) % HANDLES.length] }));
  return { totalValue, items };
}

function posts(owner: string, counts: number[], firstDay: string): TopPost[] {
  return counts.map((count, i) => ({
    postPicUrl: `https://picsum.photos/seed/${owner}-${i}/600/750`,
    date: new Date(Date.parse(firstDay) - i * 9 * 24 * HOUR).toISOString().slice(0, 10),
    count,
    user: owner,
  }));
}

interface DemoFigures {
  owner: string;
  postsAnalyzed: number;
  likes: number[];
  comments: number[];
  engagement: { status: string; cell: EngagementCell };
  audience: Record<AudienceCategoryKey, number>;
  recommendations: string[];
}

function calculated(f: DemoFigures): CalculatedProfileData {
  const audienceKeys = Object.keys(f.audience) as AudienceCategoryKey[];
  const average = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
  return {
    audience: Object.fromEntries(audienceKeys.map((key, i) => [key, category(f.audience[key], i * 2)])) as CalculatedProfileData['audience'],
    other: { likes: category(f.likes.reduce((a, b) => a + b, 0), 1), comments: category(f.comments.reduce((a, b) => a + b, 0), 5) },
    topPosts: { mostLikedPosts: posts(f.owner, f.likes, '2026-11-12'), mostCommentedPosts: posts(f.owner, f.comments, '2026-11-05') },
    userEngagement: { engagementRate: f.engagement, averageLikesPerPost: average(f.likes), averageCommentsPerPost: average(f.comments) },
    overviewStatistics: { totalPostsAnalyzed: f.postsAnalyzed },
    recommendations: f.recommendations,
  };
}

const RECOMMENDATIONS = [
  'Post reels three to four times a week: your reels reach more non-followers than your photos.',
  'Answer comments within the first hour after posting to keep conversations going.',
  'Your most liked posts are close-up, well-lit photos; plan more of them.',
  'Use stories daily with a poll or question sticker to bring inactive followers back.',
  'Pin your best-performing reel to the top of your profile grid.',
];

const completed = (f: DemoFigures): StoredProfileDocument => ({ _insights: { status: 'completed' }, _calculatedData: calculated(f) });

/** uid → document and how long ago it was last updated. */
export const DEMO_PROFILE_DOCUMENTS: Record<string, { document: StoredProfileDocument; updatedAgoMs: number }> = {
  'demo-premium': {
    updatedAgoMs: 6 * HOUR,
    document: completed({
      owner: 'premium.demo',
      postsAnalyzed: 24,
      likes: [1284, 1102, 987, 943, 876],
      comments: [96, 81, 64, 58, 47],
      engagement: { status: 'Good', cell: 4 },
      audience: { lostFollowers: 37, newFollowers: 212, secretFans: 18, inactiveFollowers: 164, friends: 95, fans: 403 },
      recommendations: RECOMMENDATIONS,
    }),
  },
  'demo-trial': {
    updatedAgoMs: 20 * HOUR,
    document: completed({
      owner: 'trial.demo',
      postsAnalyzed: 12,
      likes: [143, 121, 98],
      comments: [14, 9, 6],
      engagement: { status: 'Average', cell: 3 },
      audience: { lostFollowers: 9, newFollowers: 31, secretFans: 4, inactiveFollowers: 52, friends: 27, fans: 46 },
      recommendations: RECOMMENDATIONS.slice(0, 3),
    }),
  },
  'demo-fresh': { updatedAgoMs: HOUR, document: { _insights: { status: 'pending' } } },
};

export async function seedProfileDocuments(db: Db, now = Date.now()): Promise<number> {
  for (const [uid, { document, updatedAgoMs }] of Object.entries(DEMO_PROFILE_DOCUMENTS)) {
    await saveProfileDocument(db, uid, document, new Date(now - updatedAgoMs), { ifAbsent: true });
  }
  return Object.keys(DEMO_PROFILE_DOCUMENTS).length;
}
