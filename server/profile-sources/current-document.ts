/**
 * The social-profile document as it stands now. Demo accounts (README "Demo accounts") get theirs
 * from the demo source, brought up to date on read: one computed day per 24 hours, so the
 * insights countdown and the data agree. fresh@demo.test first runs its first analysis
 * (first-analysis.ts). An account with a source of its own (an export, a connected Instagram
 * account) keeps the document rebuilt from its sources (rebuild.ts); every other account has only
 * what was stored for it.
 */
import type { StoredProfileDocument } from '../../content/profile-data.ts';
import type { ProfileDocument } from '../../contracts/profile.ts';
import type { Queryable } from '../db/adapter.ts';
import type { AppDeps } from '../deps.ts';
import {
  documentStateOf,
  profileDocumentOf,
  saveProfileDocument,
  setAnalysisStatus,
  startAnalysis,
  type DocumentState,
} from '../functions/profile-documents.ts';
import { calculateProfileData } from '../profile-engine/document.ts';
import { sourceFromLists } from '../profile-engine/source.ts';
import { DEMO_PROFILES, demoDay, demoSource, type DemoProfile } from './demo-source.ts';
import { firstAnalysisStatus } from './first-analysis.ts';
import type { AnalysisSettings } from './profile-job.ts';
import { analysisSettingsOf, hasOwnSource } from './rebuild.ts';

const DAY_MS = 24 * 3_600_000;

/** The demo account whose document starts with its first analysis instead of completed. */
export const FIRST_ANALYSIS_DEMO_UID = 'demo-fresh';

export async function currentProfileDocument(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  uid: string,
): Promise<ProfileDocument | undefined> {
  const profile = DEMO_PROFILES[uid];
  if (profile && !(await hasOwnSource(db, uid))) await bringDemoUpToDate(db, uid, profile, clock.now());
  return profileDocumentOf(db, uid);
}

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

/** Stores a demo account's completed document of the day again, as its settings count it now (its time zone changed). */
export async function recountDemoDocument(q: Queryable, uid: string, now: Date) {
  const profile = DEMO_PROFILES[uid];
  if (!profile) return;
  await saveProfileDocument(
    q,
    uid,
    await demoDocumentWithSettings(q, uid, profile, now),
    demoDay(profile, now).updatedAt,
  );
}

async function bringDemoUpToDate(q: Queryable, uid: string, profile: DemoProfile, now: Date) {
  const state = await documentStateOf(q, uid);
  if (uid === FIRST_ANALYSIS_DEMO_UID) {
    if (!state) return startAnalysis(q, uid, now, ['demo']);
    if (state.analysisStartedAt) return advanceFirstAnalysis(q, uid, profile, state, state.analysisStartedAt, now);
  }
  // Concurrent requests may both compute the day: the same deterministic document, stored twice.
  if (!state || state.updatedAt.getTime() + DAY_MS <= now.getTime()) {
    await saveProfileDocument(
      q,
      uid,
      await demoDocumentWithSettings(q, uid, profile, now),
      demoDay(profile, now).updatedAt,
    );
  }
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
