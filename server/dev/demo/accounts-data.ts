/**
 * The demo accounts as the profile sources see them (server/profile-sources/demo-accounts.ts):
 * their data of the day, their audience size day by day, and their document brought up to date on
 * read, one computed day per 24 hours, so the insights countdown and the data agree.
 * fresh@demo.test first runs its first analysis (first-analysis.ts).
 */
import type { StoredProfileDocument } from '../../../content/profile-data.ts';
import type { HistoryPoint } from '../../../contracts/profile-history.ts';
import type { Queryable } from '../../db/adapter.ts';
import {
  documentStateOf,
  saveProfileDocument,
  setAnalysisStatus,
  startAnalysis,
  type DocumentState,
} from '../../functions/profile-documents.ts';
import { calculateProfileData } from '../../profile-engine/document.ts';
import { sourceFromLists } from '../../profile-engine/source.ts';
import type { DemoAccounts } from '../../profile-sources/demo-accounts.ts';
import type { AnalysisSettings } from '../../profile-sources/profile-job.ts';
import { analysisSettingsOf, hasOwnSource } from '../../profile-sources/rebuild.ts';
import { firstAnalysisStatus } from './first-analysis.ts';
import { DEMO_PROFILES, demoDay, demoFollowerCount, demoSource, type DemoProfile } from './source.ts';

const DAY_MS = 24 * 3_600_000;

/** The demo account whose document starts with its first analysis instead of completed. */
export const FIRST_ANALYSIS_DEMO_UID = 'demo-fresh';

/** A completed demo document for the day `now` falls in, counted with the subscriber's settings. */
export function demoDocument(
  profile: DemoProfile,
  now: Date,
  { timeZone, followersSinceLastWeek }: AnalysisSettings = {},
): StoredProfileDocument {
  const source = sourceFromLists(demoSource(profile, demoDay(profile, now).day));
  return {
    _insights: { status: 'completed' },
    _sources: ['demo'],
    _calculatedData: calculateProfileData({ ...source, followersSinceLastWeek }, timeZone),
  };
}

/** The demo document of the day, counted with the account's stored settings. */
const demoDocumentWithSettings = async (q: Queryable, uid: string, profile: DemoProfile, now: Date) =>
  demoDocument(profile, now, await analysisSettingsOf(q, uid, now));

/** Stores the demo document of the day, dated when the day began. */
const storeDemoDay = async (q: Queryable, uid: string, profile: DemoProfile, now: Date) =>
  saveProfileDocument(q, uid, await demoDocumentWithSettings(q, uid, profile, now), demoDay(profile, now).updatedAt);

async function bringDemoUpToDate(q: Queryable, uid: string, profile: DemoProfile, now: Date) {
  const state = await documentStateOf(q, uid);
  if (uid === FIRST_ANALYSIS_DEMO_UID) {
    if (!state) return startAnalysis(q, uid, now, ['demo']);
    if (state.analysisStartedAt) return advanceFirstAnalysis(q, uid, profile, state, state.analysisStartedAt, now);
  }
  // Concurrent requests may both compute the day: the same deterministic document, stored twice.
  if (!state || state.updatedAt.getTime() + DAY_MS <= now.getTime()) await storeDemoDay(q, uid, profile, now);
}

async function advanceFirstAnalysis(
  q: Queryable,
  uid: string,
  profile: DemoProfile,
  state: DocumentState,
  startedAt: Date,
  now: Date,
) {
  const status = firstAnalysisStatus(now.getTime() - startedAt.getTime());
  if (status === 'completed')
    return saveProfileDocument(q, uid, await demoDocumentWithSettings(q, uid, profile, now), now);
  if (status !== state.status) await setAnalysisStatus(q, uid, status);
}

/** A demo account's audience size on each of the last `days` days (its day as the demo data counts days). */
function demoHistory(profile: DemoProfile, now: Date, days: number): HistoryPoint[] {
  const today = demoDay(profile, now);
  return Array.from({ length: days }, (_, index) => {
    const back = days - 1 - index;
    return {
      date: new Date(today.updatedAt.getTime() - back * DAY_MS).toISOString().slice(0, 10),
      followers: demoFollowerCount(profile, today.day - back),
      following: profile.followingCount,
      posts: profile.postCount,
      engagementRate: null,
      reach: null,
    };
  });
}

export const developmentDemoAccounts: DemoAccounts = {
  dataOf(uid, now) {
    const profile = DEMO_PROFILES[uid];
    return profile && demoSource(profile, demoDay(profile, now).day);
  },
  historyOf(uid, now, days) {
    const profile = DEMO_PROFILES[uid];
    return profile && demoHistory(profile, now, days);
  },
  async refreshDocument(q, uid, now) {
    const profile = DEMO_PROFILES[uid];
    if (profile && !(await hasOwnSource(q, uid))) await bringDemoUpToDate(q, uid, profile, now);
  },
  async recountDocument(q, uid, now) {
    const profile = DEMO_PROFILES[uid];
    if (profile) await storeDemoDay(q, uid, profile, now);
  },
};
