// The optional lists of an Instagram export (blocked, restricted, recently unfollowed, pending
// requests, close friends) under their newer and older names, the entries' usernames and follow
// dates however an export writes them, and the report of the files found and missing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInstagramExport, type ExportFile } from '../../../server/profile-engine/instagram-export.ts';
import { problemOf } from './fixtures/refusal.ts';

const fixture = (path: string) => ({
  name: path.split('/').at(-1) ?? path,
  text: readFileSync(new URL(`fixtures/${path}`, import.meta.url), 'utf8'),
});
const required = [fixture('followers_1.json'), fixture('following.json')];
const file = (name: string, json: unknown): ExportFile => ({ name, text: JSON.stringify(json) });
/** A newer entry: the username in `title`, an `_u/` address. */
const titled = (username: string, timestamp?: unknown) => ({
  title: username,
  string_list_data: [{ href: `https://www.instagram.com/_u/${username}`, timestamp }],
});
const ALL_OPTIONAL = [
  'blocked_profiles.json',
  'restricted_profiles.json',
  'recently_unfollowed_profiles.json',
  'pending_follow_requests.json',
  'close_friends.json',
];

describe('the optional lists', () => {
  it('are read under their newer names, each into its own list', () => {
    const lists = parseInstagramExport([...required, ...ALL_OPTIONAL.map((name) => fixture(`newer-lists/${name}`))]);
    expect(lists).toMatchObject({
      blocked: ['ben_runs', 'spam.deals.24'],
      restricted: ['cara.photo'],
      unfollowed: ['dan.travels'],
      pendingRequests: ['private.gina'],
      closeFriends: ['anna.bakes', 'eva.design'],
    });
    expect(lists.files).toEqual({ found: ['followers_1.json', 'following.json', ...ALL_OPTIONAL], missing: [] });
  });

  it('are read under their older names, the username in value, wrapped or bare', () => {
    const lists = parseInstagramExport([
      ...required,
      fixture('older-lists/blocked_accounts.json'),
      fixture('older-lists/restricted_accounts.json'),
      fixture('older-lists/recently_unfollowed_accounts.json'),
    ]);
    expect([lists.blocked, lists.restricted, lists.unfollowed]).toEqual([
      ['ben_runs'],
      ['cara.photo'],
      ['dan.travels', 'gus'],
    ]);
    expect(lists.files.missing).toEqual(['pending_follow_requests.json', 'close_friends.json']);
  });

  it('are empty and reported missing when the export has none of them', () => {
    const lists = parseInstagramExport(required);
    expect(lists).toMatchObject({ blocked: [], restricted: [], unfollowed: [], pendingRequests: [], closeFriends: [] });
    expect(lists.files).toEqual({ found: ['followers_1.json', 'following.json'], missing: ALL_OPTIONAL });
  });

  it('hold each account once, whatever its case', () => {
    const blocked = file('Blocked_Profiles.json', [titled('ben_runs'), titled('Ben_Runs'), titled('gus')]);
    expect(parseInstagramExport([...required, blocked]).blocked).toEqual(['ben_runs', 'gus']);
  });

  it('are refused with the same problems as the required lists when malformed', () => {
    const cases: Array<[ExportFile, { problem: string; message: string }]> = [
      [
        { name: 'close_friends.json', text: '{"relationships_close_friends": [' },
        { problem: 'invalid-json', message: 'close_friends.json: the file is not valid JSON' },
      ],
      [
        file('blocked_profiles.json', { relationships_following: [] }),
        {
          problem: 'unexpected-shape',
          message:
            'blocked_profiles.json: expected an array of accounts or an object with "relationships_blocked_users"',
        },
      ],
      [
        file('restricted_accounts.json', [titled('cara.photo'), { title: '', string_list_data: [] }]),
        { problem: 'missing-username', message: 'restricted_accounts.json: entry 1 has no username' },
      ],
      [
        file('pending_follow_requests.json', [{ title: '<script>', string_list_data: [] }]),
        { problem: 'invalid-username', message: 'pending_follow_requests.json: entry 0 is not an Instagram username' },
      ],
    ];
    for (const [malformed, refusal] of cases) {
      expect(problemOf(() => parseInstagramExport([...required, malformed]))).toEqual(refusal);
    }
  });

  it('are accepted one by one, unlike files that are not part of the analysis; each once', () => {
    expect(problemOf(() => parseInstagramExport([...required, file('audience_insights.json', [])]))).toEqual({
      problem: 'unknown-file',
      message: 'audience_insights.json: expected followers_1.json (followers_2.json …) and following.json',
    });
    expect(
      problemOf(() =>
        parseInstagramExport([
          ...required,
          fixture('newer-lists/blocked_profiles.json'),
          fixture('older-lists/blocked_accounts.json'),
        ]),
      ),
    ).toEqual({ problem: 'no-files', message: 'blocked_profiles.json: the file was given twice' });
  });
});

describe('entries, however an export writes them', () => {
  const followingOf = (entries: unknown[]) =>
    parseInstagramExport([fixture('followers_1.json'), file('following.json', { relationships_following: entries })])
      .following;

  it('name the account in value, title, or failing both the last part of its instagram.com address', () => {
    const following = followingOf([
      { title: '', string_list_data: [{ href: 'https://www.instagram.com/anna.bakes', value: 'anna.bakes' }] },
      titled('ben_runs'),
      { title: '', string_list_data: [{ href: 'https://www.instagram.com/_u/cara.photo' }] },
      { string_list_data: [{ href: 'https://instagram.com/dan.travels/' }] },
    ]);
    expect(following.map((account) => account.username)).toEqual([
      'anna.bakes',
      'ben_runs',
      'cara.photo',
      'dan.travels',
    ]);
  });

  it('without a username anywhere, or with an address elsewhere, are refused', () => {
    for (const href of ['https://example.com/eva.design', 'instagram.com/eva.design', 'https://www.instagram.com/']) {
      expect(
        problemOf(() => followingOf([{ title: '', string_list_data: [{ href }] }])),
        href,
      ).toEqual({
        problem: 'missing-username',
        message: 'following.json: entry 0 has no username',
      });
    }
  });

  it('date the follow from a positive Unix timestamp in seconds, and nothing else', () => {
    const dates = followingOf([
      titled('anna.bakes', 1_700_000_000),
      titled('ben_runs', 1_700_000_000.5),
      titled('cara.photo'),
      titled('dan.travels', 0),
      titled('eva.design', -5),
      titled('fay.cooks', '1700000000'),
      titled('gus', 1e20),
      { title: 'hana.k', string_list_data: [] },
    ]).map((account) => account.followedAt);
    expect(dates).toEqual([1_700_000_000, 1_700_000_000.5, null, null, null, null, null, null]);
  });

  it('of followers are merged over followers_N.json, the first of an account kept whatever its case', () => {
    const followers = parseInstagramExport([
      file('followers_1.json', [titled('anna.bakes', 1_700_000_000), titled('ben_runs', 1_700_000_100)]),
      file('followers_2.json', [titled('ANNA.BAKES', 1_600_000_000), titled('cara.photo')]),
      file('following.json', []),
    ]).followers;
    expect(followers).toEqual([
      { username: 'anna.bakes', followedAt: 1_700_000_000 },
      { username: 'ben_runs', followedAt: 1_700_000_100 },
      { username: 'cara.photo', followedAt: null },
    ]);
  });

  it('of followers may be wrapped under relationships_followers, as older exports did', () => {
    const followers = parseInstagramExport([
      file('followers_1.json', { relationships_followers: [titled('anna.bakes')] }),
      file('following.json', []),
    ]).followers;
    expect(followers).toEqual([{ username: 'anna.bakes', followedAt: null }]);
  });
});
