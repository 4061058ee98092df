// Parsing the account lists of a user's own Instagram data export, in the older and the newer format.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseFollowersExport,
  parseFollowingExport,
  parseInstagramExport,
} from '../../../server/profile-engine/instagram-export.ts';
import { problemOf } from './fixtures/refusal.ts';

const fixture = (name: string) => ({ name, text: readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8') });
const usernames = (users: { username: string }[]) => users.map((user) => user.username);

describe('older export format (username in string_list_data[0].value)', () => {
  it('reads a followers array', () => {
    expect(usernames(parseFollowersExport([fixture('followers_1.json')]))).toEqual([
      'anna.bakes',
      'ben_runs',
      'cara.photo',
    ]);
  });

  it('merges several followers_N.json files, without counting an account twice whatever its case', () => {
    const merged = parseFollowersExport([fixture('followers_1.json'), fixture('followers_2.json')]);
    expect(merged).toHaveLength(4);
    expect(usernames(merged)).toContain('dan.travels');
  });

  it('reads following wrapped under relationships_following', () => {
    expect(usernames(parseFollowingExport(fixture('following.json')))).toEqual(['anna.bakes', 'eva.design']);
  });
});

describe('newer export format (username in title, no value)', () => {
  it('reads followers wrapped under relationships_followers', () => {
    expect(usernames(parseFollowersExport([fixture('followers_1.newer-format.json')]))).toEqual([
      'anna.bakes',
      'dan.travels',
      'fay.cooks',
    ]);
  });

  it('reads following', () => {
    expect(usernames(parseFollowingExport(fixture('following.newer-format.json')))).toEqual([
      'anna.bakes',
      'fay.cooks',
    ]);
  });
});

describe('bad input gives a typed error, never a crash', () => {
  it('rejects text that is not JSON', () => {
    expect(problemOf(() => parseFollowersExport([{ name: 'followers_1.json', text: '<html>' }]))).toEqual({
      problem: 'invalid-json',
      message: 'followers_1.json: the file is not valid JSON',
    });
  });

  it('rejects JSON of another shape, such as following.json given as followers', () => {
    for (const text of ['null', '42', '{"relationships_following": []}']) {
      expect(problemOf(() => parseFollowersExport([{ name: 'followers_1.json', text }])).problem).toBe(
        'unexpected-shape',
      );
    }
  });

  it('rejects an entry without a username in value or title', () => {
    const text = JSON.stringify([{ title: '', string_list_data: [{ href: 'x', value: '' }] }, null]);
    expect(problemOf(() => parseFollowingExport({ name: 'following.json', text }))).toEqual({
      problem: 'missing-username',
      message: 'following.json: entry 0 has no username',
    });
    expect(problemOf(() => parseFollowingExport({ name: 'following.json', text: '[null]' })).problem).toBe(
      'missing-username',
    );
  });

  it('rejects a username Instagram would not allow: markup, spaces, over 30 characters', () => {
    for (const value of ['<img src=x onerror=alert(1)>', 'two words', 'x'.repeat(31), 'é.t.é']) {
      const text = JSON.stringify([{ title: '', string_list_data: [{ href: 'x', value }] }]);
      expect(
        problemOf(() => parseFollowingExport({ name: 'following.json', text })),
        value,
      ).toEqual({
        problem: 'invalid-username',
        message: 'following.json: entry 0 is not an Instagram username',
      });
    }
    const good = JSON.stringify([{ title: '', string_list_data: [{ href: 'x', value: 'mila.outdoors_42' }] }]);
    expect(parseFollowingExport({ name: 'following.json', text: good })).toEqual([
      { username: 'mila.outdoors_42', followedAt: null },
    ]);
  });

  it('rejects an upload without any followers file', () => {
    expect(problemOf(() => parseFollowersExport([])).problem).toBe('no-files');
  });
});

describe('one upload, files told apart by name', () => {
  it('reads followers_N.json files and following.json whatever their case', () => {
    const upload = parseInstagramExport([
      fixture('followers_1.json'),
      { ...fixture('followers_2.json'), name: 'FOLLOWERS_2.JSON' },
      { ...fixture('following.json'), name: 'Following.json' },
    ]);
    expect(upload.followers).toHaveLength(4);
    expect(usernames(upload.following)).toEqual(usernames(parseFollowingExport(fixture('following.json'))));
  });

  it('names the file that does not belong, a missing following.json and a doubled one', () => {
    expect(
      problemOf(() =>
        parseInstagramExport([
          fixture('followers_1.json'),
          fixture('following.json'),
          { name: 'liked_posts.json', text: '[]' },
        ]),
      ),
    ).toEqual({
      problem: 'unknown-file',
      message: 'liked_posts.json: expected followers_1.json (followers_2.json …) and following.json',
    });
    expect(problemOf(() => parseInstagramExport([fixture('followers_1.json')])).message).toBe(
      'following.json: the file is missing',
    );
    expect(
      problemOf(() =>
        parseInstagramExport([fixture('followers_1.json'), fixture('following.json'), fixture('following.json')]),
      ).message,
    ).toBe('following.json: the file was given twice');
    expect(problemOf(() => parseInstagramExport([fixture('following.json')])).problem).toBe('no-files');
  });
});
