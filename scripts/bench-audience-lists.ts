/**
 * Benchmark of the audience lists of a 1,000,000-follower account, on the embedded database (a
 * scratch PGlite): the time to write its lists as an upload does (blocks of 250 accounts),
 * then pages read as ig-audienceList reads them: first pages, pages from a random place in the list
 * (keyset paging), searches by part of a username (one that no username holds reads every block),
 * for fans (the followers minus friends), friends, and inactive followers (the followers minus the
 * posts' commenters who follow, looked up once). Prints figures only.
 *
 *   npx tsx scripts/bench-audience-lists.ts   (npm run bench:audience)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AudienceCategoryKey } from '../contracts/profile.ts';
import { openDb } from '../server/db/adapter.ts';
import { migrate } from '../server/db/migrate.ts';
import { audienceMembersOf } from '../server/profile-sources/audience-members.ts';
import { writeMemberBlocks } from '../server/profile-sources/member-blocks.ts';
import { audiencePage } from '../server/profile-sources/audience-pages.ts';
import { saveInstagramSnapshot } from '../server/profile-sources/instagram-snapshot.ts';
import { saveExportSnapshot } from '../server/profile-sources/export-snapshots.ts';

const FOLLOWERS = 1_000_000;
const FOLLOWING = 5_000;
const COMMENTERS = 500;
const CALLS = 200;
const UID = 'bench-audience';

const username = (i: number) => `user${(i * 7919) % FOLLOWERS}_${i.toString(36)}`;
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-audience-'));
const db = await openDb({ dataDir });
try {
  await migrate(db);
  const followers = Array.from({ length: FOLLOWERS }, (_, i) => ({ username: username(i), followedAt: null }));
  // Half of those followed follow back.
  const following = Array.from({ length: FOLLOWING }, (_, i) => ({ username: i % 2 ? username(i * 13) : `other${i}` }));
  const members = audienceMembersOf({ followers, following });
  const writeStart = performance.now();
  await writeMemberBlocks(db, 'bench-lists', members);
  const writeSeconds = (performance.now() - writeStart) / 1000;
  await saveExportSnapshot(db, UID, 'bench-lists', new Date(), members.counts);
  await saveInstagramSnapshot(db, UID, {
    account: {
      userId: '1',
      username: 'bench',
      accountType: 'business',
      followersCount: FOLLOWERS,
      followsCount: FOLLOWING,
      mediaCount: 1,
    },
    posts: [
      {
        picUrl: '',
        takenAt: new Date().toISOString(),
        owner: 'bench',
        likes: 0,
        comments: COMMENTERS,
        likers: [],
        commenters: Array.from({ length: COMMENTERS }, (_, i) => username(i * 101)),
      },
    ],
    insights: [],
    fetchedAt: new Date(),
  });
  const accounts = members.lists.followers!.count + members.lists.following!.count + members.lists.friends!.count;
  const [{ blocks }] = await db.query<{ blocks: number }>('SELECT count(*)::int AS blocks FROM export_member_blocks');
  console.log(
    `${FOLLOWERS.toLocaleString('en')} followers, ${FOLLOWING.toLocaleString('en')} following: ${accounts.toLocaleString('en')} accounts written in ${blocks.toLocaleString('en')} blocks in ${writeSeconds.toFixed(1)} s`,
  );

  const keys = followers.map((follower) => follower.username.toLowerCase());
  const now = new Date();
  // The commenters are looked up in the followers once per list and set of commenters, then remembered.
  const lookupStart = performance.now();
  await audiencePage(db, UID, { category: 'inactiveFollowers' }, now);
  console.log(
    `inactive followers, first page: ${(performance.now() - lookupStart).toFixed(1)} ms (${COMMENTERS} commenters looked up in the followers)`,
  );
  const cases: [string, AudienceCategoryKey, () => Record<string, string>][] = [
    ['first page', 'fans', () => ({})],
    ['random place', 'fans', () => ({})],
    ['search', 'fans', () => ({ search: `${Math.floor(Math.random() * 999)}_` })],
    ['search, none', 'fans', () => ({ search: `none${Math.floor(Math.random() * 999)}` })],
    ['random place', 'friends', () => ({})],
    ['random place', 'inactiveFollowers', () => ({})],
  ];
  for (const [what, category, extra] of cases) {
    const times: number[] = [];
    for (let call = 0; call < CALLS; call++) {
      const query = extra();
      const after =
        what === 'random place' ? `bench-lists:${keys[Math.floor(Math.random() * keys.length)]}` : undefined;
      const start = performance.now();
      const answer = await audiencePage(db, UID, { category, ...query, ...(after && { after }) }, now);
      times.push(performance.now() - start);
      if (!('page' in answer)) throw new Error(`${category} is locked`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${category.padEnd(18)} ${what.padEnd(13)} p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms over ${CALLS}`,
    );
  }
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
