/**
 * Development's demo accounts have data computed day by day rather than stored (server/dev/demo/).
 * The development entry registers them here; production registers none, so to it every account
 * is what its own sources say.
 */
import type { ProfileUser } from '../../contracts/profile.ts';
import type { HistoryPoint } from '../../contracts/profile-history.ts';
import type { Queryable } from '../db/adapter.ts';
import type { AnalysedPost } from '../profile-engine/source.ts';

/** What the demo data knows: every list an export and the API together could give. */
export interface DemoData {
  followers: ProfileUser[];
  previousFollowers: string[];
  following: ProfileUser[];
  posts: AnalysedPost[];
}

export interface DemoAccounts {
  /** The account's data on the day `now` falls in; undefined for an account that is not a demo one. */
  dataOf(uid: string, now: Date): DemoData | undefined;
  /** Its audience size on each of the last `days` days; undefined for an account that is not a demo one. */
  historyOf(uid: string, now: Date, days: number): HistoryPoint[] | undefined;
  /** Before its document is read: a demo account without a source of its own gets the day's document. */
  refreshDocument(q: Queryable, uid: string, now: Date): Promise<void>;
  /** Its document counted again with its settings (its time zone changed); the caller knows it has no source of its own. */
  recountDocument(q: Queryable, uid: string, now: Date): Promise<void>;
}

let registered: DemoAccounts | undefined;

export function registerDemoAccounts(accounts: DemoAccounts | undefined) {
  registered = accounts;
}

export const demoAccounts = (): DemoAccounts | undefined => registered;
