// An export's accounts by list (hand-computed lists of a small account), and a snapshot stored
// before its lists were kept, which gets them on its first read.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/adapter.ts';
import { audienceMembersOf, columnBlocks, LOST_REASONS } from '../../../server/profile-sources/audience-members.ts';
import { audiencePage } from '../../../server/profile-sources/audience-pages.ts';
import { packExportLists, type ExportLists } from '../../../server/profile-sources/export-lists.ts';
import { writeExportLists } from '../../../server/profile-sources/export-snapshots.ts';
import { withScratchDatabase } from '../../harness/scratch-database.ts';

let db: Db;
withScratchDatabase('audience-members-test', (opened) => (db = opened));

const seconds = (day: number) => Date.UTC(2026, 0, day) / 1000;
const at = (day: number) => new Date(seconds(day) * 1000).toISOString();
const previous: ExportLists = {
  followers: [
    { username: 'ann', followedAt: seconds(1) },
    { username: 'Bob', followedAt: seconds(2) },
    { username: 'cy', followedAt: null },
    { username: 'dee', followedAt: seconds(4) },
    { username: 'eli', followedAt: seconds(5) },
  ],
  following: [{ username: 'ann' }],
};
const latest: ExportLists = {
  followers: [
    { username: 'zoe', followedAt: seconds(9) },
    { username: 'ann', followedAt: seconds(1) },
    { username: 'ANN', followedAt: seconds(8) }, // the same account twice: the first (newest) counts
    { username: 'eli', followedAt: seconds(5) },
  ],
  following: [{ username: 'ann' }, { username: 'zoe' }, { username: 'max' }],
  blocked: ['bob'],
  restricted: ['CY'],
  unfollowed: ['dee', 'bob'],
};

describe('audienceMembersOf', () => {
  it('lists followers, following and friends in key order; new and lost against the export before, lost with why', () => {
    const { lists, counts } = audienceMembersOf(latest, {
      usernames: previous.followers.map((user) => user.username),
      followedAt: previous.followers.map((user) => user.followedAt ?? null),
    });
    // Read back in blocks of two, as they are stored.
    const rowsOf = (list: keyof typeof lists) =>
      [...columnBlocks(lists[list]!, 2)].flatMap((block) =>
        block.usernames.map((username, index) => ({
          username,
          followedAt: Number.isNaN(block.followedAt[index]) ? null : block.followedAt[index],
          reason: LOST_REASONS[block.reasons?.[index] ?? 0],
        })),
      );
    const names = (list: keyof typeof lists) => rowsOf(list).map((row) => row.username);
    expect(rowsOf('followers')).toEqual([
      { username: 'ann', followedAt: seconds(1), reason: null },
      { username: 'eli', followedAt: seconds(5), reason: null },
      { username: 'zoe', followedAt: seconds(9), reason: null },
    ]);
    expect(names('following')).toEqual(['ann', 'max', 'zoe']);
    expect(names('friends')).toEqual(['ann', 'zoe']);
    expect(names('new')).toEqual(['zoe']);
    // Blocked wins over unfollowed; restricted matches whatever the case.
    expect(rowsOf('lost')).toEqual([
      { username: 'Bob', followedAt: seconds(2), reason: 'blocked' },
      { username: 'cy', followedAt: null, reason: 'restricted' },
      { username: 'dee', followedAt: seconds(4), reason: 'you-unfollowed' },
    ]);
    expect(counts).toEqual({ followers: 3, following: 3, friends: 2, fans: 1, new: 1, lost: 3 });
  });

  it('has no new or lost followers without an export before', () => {
    const { lists, counts } = audienceMembersOf(latest);
    expect(lists.new).toBeUndefined();
    expect(counts).toMatchObject({ new: null, lost: null });
  });
});

describe('a snapshot stored before its lists were kept', () => {
  it('gets them, and new and lost against the one before, on its first read', async () => {
    const stored = [
      ['older', '2026-01-10T00:00:00Z', previous],
      ['newer', '2026-01-20T00:00:00Z', latest],
    ] as const;
    for (const [listsId, takenAt, lists] of stored) {
      await writeExportLists(db, listsId, packExportLists(lists), new Date(takenAt));
      await db.query("INSERT INTO export_snapshots (uid, taken_at, lists_id) VALUES ('old-upload', $1, $2)", [
        takenAt,
        listsId,
      ]);
    }
    const now = new Date('2026-02-01T00:00:00Z');
    const lost = await audiencePage(db, 'old-upload', { category: 'lostFollowers' }, now);
    expect(lost).toEqual({
      page: {
        category: 'lostFollowers',
        total: 3,
        // The packed lists keep when each follower followed; the reasons were not kept before.
        items: [
          { username: 'Bob', followedAt: at(2), reason: null },
          { username: 'cy', followedAt: null, reason: null },
          { username: 'dee', followedAt: at(4), reason: null },
        ],
        next: null,
      },
    });
    const [{ member_counts: counts }] = await db.query<{ member_counts: unknown }>(
      "SELECT member_counts FROM export_snapshots WHERE lists_id = 'newer'",
    );
    expect(counts).toMatchObject({ followers: 3, lost: 3 });
    // Read again: the list is there once (three accounts fit one block).
    expect(await audiencePage(db, 'old-upload', { category: 'lostFollowers' }, now)).toEqual(lost);
    const [{ blocks }] = await db.query<{ blocks: number }>(
      "SELECT count(*)::int AS blocks FROM export_member_blocks WHERE lists_id = 'newer' AND list = 'lost'",
    );
    expect(blocks).toBe(1);
  });
});
