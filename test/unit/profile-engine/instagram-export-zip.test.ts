// Reading Instagram's export ZIP as it arrives: the lists from their documented folder only, an
// HTML export, missing lists, damaged archives, and zip bombs refused.
import { readFileSync } from 'node:fs';
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_UNZIPPED_MEGABYTES } from '../../../content/export-upload.ts';
import { exportZip, usernames } from '../../../scripts/instagram-export-fixture.ts';
import { readExportUpload } from '../../../server/profile-engine/read-export-upload.ts';
import { readZipDirectory } from '../../../server/profile-engine/zip-directory.ts';
import { problemOf } from './fixtures/refusal.ts';

const FOLDER = 'connections/followers_and_following';
const REQUEST_JSON = 'In Instagram, request only "Followers and following", in JSON format';
const UNREADABLE = 'The ZIP cannot be read. Download it from Instagram again and choose it as it is.';

/** A megabyte more than the lists may unpack to. */
const PAST_THE_CAP_BYTES = (MAX_UNZIPPED_MEGABYTES + 1) * 1024 * 1024;

const upload = (zip: Uint8Array) => readExportUpload([{ name: 'instagram-someone-2025-01-01.zip', bytes: zip }]);
const names = (users: { username: string }[]) => users.map((user) => user.username);

/** The entry's bytes as stored in the archive, writable in place. */
function storedBytesOf(zip: Uint8Array, name: string) {
  const entry = [...readZipDirectory(zip).entries()].find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no ${name} in the ZIP`);
  return entry.storedBytes();
}

/** The same ZIP with the central directory claiming another unpacked size for `name` (as a zip bomb lies). */
function claimingOriginalSize(zip: Uint8Array, name: string, size: number) {
  const lying = zip.slice();
  const view = new DataView(lying.buffer);
  const nameBytes = Buffer.from(name);
  for (let at = 0; at < lying.length - 46; at++) {
    const isEntry =
      view.getUint32(at, true) === 0x02014b50 &&
      Buffer.from(lying.subarray(at + 46, at + 46 + nameBytes.length)).equals(nameBytes);
    if (isEntry) view.setUint32(at + 24, size, true);
  }
  return lying;
}

/** A ZIP written as a stream, as many servers send downloads: sizes in data descriptors after each entry. */
function streamedZip(files: Record<string, string>): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, text] of Object.entries(files)) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(text), true);
  }
  zip.end();
  return Buffer.concat(chunks);
}

describe('an export ZIP as Instagram sends it', () => {
  it('reads the lists at the documented path, followers split in files of 10,000', () => {
    const followers = usernames('follower_', 25_000);
    const lists = upload(exportZip({ followers, following: ['follower_7', 'someone.else'], root: '' }));
    expect(lists.followers).toHaveLength(25_000);
    expect(names(lists.followers).slice(9_999, 10_001)).toEqual(['follower_9999', 'follower_10000']);
    expect(names(lists.following)).toEqual(['follower_7', 'someone.else']);
  });

  it('finds them under the top-level folder and reads nothing else: photos, other lists, other folders', () => {
    const photo = new Uint8Array(200_000).map((_, index) => (index * 7919) % 251);
    const zip = exportZip({
      followers: ['anna.bakes', 'ben_runs'],
      following: ['anna.bakes'],
      root: 'instagram-anna-2025-01-01',
      extra: {
        'media/posts/202501/photo.jpg': [photo, { level: 0 }],
        [`${FOLDER}/removed_suggestions.json`]: strToU8('not even JSON'),
        // The same name outside the lists' folder: the folder's own file wins.
        'your_instagram_activity/followers_1.json': strToU8('not even JSON'),
      },
    });
    const lists = upload(zip);
    expect([names(lists.followers), names(lists.following)]).toEqual([['anna.bakes', 'ben_runs'], ['anna.bakes']]);
    expect(lists.files.found).toEqual(['followers_1.json', 'following.json']);
  });

  it('reads lists stored uncompressed, a ZIP written as a stream, and a ZIP64 archive', () => {
    const list = JSON.stringify([{ title: 'anna.bakes', string_list_data: [] }]);
    const stored = zipSync({
      [`${FOLDER}/followers_1.json`]: [strToU8(list), { level: 0 }],
      [`${FOLDER}/following.json`]: [strToU8('[]'), { level: 0 }],
    });
    expect([names(upload(stored).followers), names(upload(stored).following)]).toEqual([['anna.bakes'], []]);
    const streamed = streamedZip({
      [`export/${FOLDER}/followers_1.json`]: list,
      [`export/${FOLDER}/following.json`]: list,
    });
    expect([names(upload(streamed).followers), names(upload(streamed).following)]).toEqual([
      ['anna.bakes'],
      ['anna.bakes'],
    ]);
    // Written by Info-ZIP `zip -fz`: sizes and the directory's place in ZIP64 records.
    const zip64 = new Uint8Array(readFileSync(new URL('fixtures/followers-and-following.zip64.zip', import.meta.url)));
    expect(names(upload(zip64).followers)).toEqual(['anna.bakes', 'ben_runs', 'cara.photo']);
  });
});

describe('the optional lists and insights in the ZIP', () => {
  const entry = (username: string) => ({ title: username, string_list_data: [{ href: 'x', timestamp: 1 }] });
  const list = (key: string, ...usernames: string[]) => strToU8(JSON.stringify({ [key]: usernames.map(entry) }));

  it("reads them in the lists' folder or moved to another, under either name; unreadable insights are named and skipped", () => {
    const zip = exportZip({
      followers: ['anna.bakes'],
      following: [],
      extra: {
        [`${FOLDER}/blocked_profiles.json`]: list('relationships_blocked_users', 'ben_runs'),
        [`${FOLDER}/restricted_accounts.json`]: list('relationships_restricted_users', 'cara.photo'),
        'connections/close_friends.json': list('relationships_close_friends', 'anna.bakes'),
        'logged_information/past_instagram_insights/audience_insights.json': strToU8('not read'),
        'logged_information/past_instagram_insights/profiles_reached.json': strToU8('{}'),
      },
    });
    const lists = upload(zip);
    expect(lists.pastAudience).toBeUndefined();
    expect([lists.blocked, lists.restricted, lists.closeFriends, lists.unfollowed]).toEqual([
      ['ben_runs'],
      ['cara.photo'],
      ['anna.bakes'],
      [],
    ]);
    expect(lists.files).toEqual({
      found: [
        'followers_1.json',
        'following.json',
        'blocked_profiles.json',
        'restricted_accounts.json',
        'close_friends.json',
        'past_instagram_insights/audience_insights.json',
        'past_instagram_insights/profiles_reached.json',
      ],
      missing: ['recently_unfollowed_profiles.json', 'pending_follow_requests.json'],
    });
  });

  it('reads the audience summary of the past insights, and no other insights file', () => {
    const summary = (range: string, followers: string) =>
      strToU8(
        JSON.stringify({
          organic_insights_audience: [
            { string_map_data: { 'Date Range': { value: range }, Followers: { value: followers } } },
          ],
        }),
      );
    const zip = exportZip({
      followers: ['anna.bakes'],
      following: [],
      extra: {
        'logged_information/past_instagram_insights/audience_insights.json': summary('Aug 28 - Nov 25', '1,204'),
        'logged_information/past_instagram_insights/profiles_reached.json': summary('Jan 1 - Jan 2', '9'),
      },
    });
    expect(upload(zip).pastAudience).toEqual({ dateRange: 'Aug 28 - Nov 25', followers: 1_204, netChange: null });
  });

  it("reads followers moved out of the lists' folder", () => {
    const zip = zipSync({
      'ig/connections/followers_1.json': list('relationships_followers', 'anna.bakes'),
      [`ig/${FOLDER}/following.json`]: strToU8('[]'),
    });
    expect(names(upload(zip).followers)).toEqual(['anna.bakes']);
  });

  // Packing and unpacking a quarter of a gigabyte takes seconds.
  it('refuses a malformed optional list, and counts them in the unzip budget', { timeout: 30_000 }, () => {
    const malformed = exportZip({
      followers: ['anna.bakes'],
      following: [],
      extra: { [`${FOLDER}/pending_follow_requests.json`]: strToU8('{') },
    });
    expect(problemOf(() => upload(malformed))).toEqual({
      problem: 'invalid-json',
      message: 'pending_follow_requests.json: the file is not valid JSON',
    });
    const bomb = exportZip({
      followers: ['anna.bakes'],
      following: [],
      extra: { [`${FOLDER}/blocked_profiles.json`]: [new Uint8Array(PAST_THE_CAP_BYTES).fill(32), { level: 1 }] },
    });
    expect(problemOf(() => upload(bomb)).problem).toBe('zip-too-large');
  });
});

describe('a ZIP the analysis cannot use says why', () => {
  it('an HTML export: request it again in JSON', () => {
    const html = zipSync({
      [`ig/${FOLDER}/followers_1.html`]: strToU8('<html>'),
      [`ig/${FOLDER}/following.html`]: strToU8('<html>'),
    });
    const htmlExport = {
      problem: 'html-export',
      message:
        'This export is in HTML format. In Instagram, request your information again and choose the JSON format.',
    };
    expect(problemOf(() => upload(html))).toEqual(htmlExport);
    // The same for the files of an unzipped HTML export.
    expect(problemOf(() => readExportUpload([{ name: 'followers_1.html', bytes: strToU8('<html>') }]))).toEqual(
      htmlExport,
    );
  });

  it('lists missing from the folder are named', () => {
    const withoutFollowing = zipSync({ [`ig/${FOLDER}/followers_1.json`]: strToU8('[]') });
    expect(problemOf(() => upload(withoutFollowing))).toEqual({
      problem: 'no-files',
      message: `The ZIP has no ${FOLDER}/following.json. ${REQUEST_JSON}, and choose the ZIP as Instagram sends it.`,
    });
    const photosOnly = zipSync({ 'ig/media/photo.jpg': new Uint8Array(10) });
    expect(problemOf(() => upload(photosOnly)).message).toBe(
      `The ZIP has no ${FOLDER}/followers_1.json and ${FOLDER}/following.json. ${REQUEST_JSON}, and choose the ZIP as Instagram sends it.`,
    );
  });

  it('a ZIP with other files: the ZIP alone, or the JSON files', () => {
    const zip = exportZip({ followers: ['anna.bakes'], following: [] });
    expect(
      problemOf(() =>
        readExportUpload([
          { name: 'export.zip', bytes: zip },
          { name: 'following.json', bytes: strToU8('[]') },
        ]),
      ),
    ).toEqual({
      problem: 'zip-with-other-files',
      message: 'Choose the ZIP on its own, or the JSON files from it without the ZIP.',
    });
  });

  it('a damaged or truncated archive, or something else named .zip, is unreadable', () => {
    const zip = exportZip({ followers: usernames('follower_', 500), following: ['follower_1'] });
    const damaged = zip.slice();
    // BFINAL with the reserved block type 3: no inflater accepts it.
    storedBytesOf(damaged, `instagram-someone-2025-01-01/${FOLDER}/followers_1.json`)[0] = 0b111;
    for (const bytes of [
      damaged,
      zip.subarray(0, zip.length - 30),
      zip.subarray(zip.length / 2),
      strToU8('<html>not a zip</html>'),
      new Uint8Array(0),
    ]) {
      expect(problemOf(() => upload(bytes))).toEqual({ problem: 'unreadable-zip', message: UNREADABLE });
    }
  });
});

describe('zip bombs are refused', () => {
  it('more than 10,000 entries, before reading any', () => {
    const entries = Object.fromEntries(
      Array.from({ length: 10_001 }, (_, index) => [`ig/media/${index}.jpg`, new Uint8Array(0)]),
    );
    expect(problemOf(() => upload(zipSync(entries)))).toEqual({
      problem: 'zip-too-large',
      message: `The ZIP holds more than 10000 files. ${REQUEST_JSON}.`,
    });
  });

  it('lists unpacking to more than the cap, even when the archive claims a few bytes', { timeout: 30_000 }, () => {
    const path = `${FOLDER}/followers_1.json`;
    const bomb = zipSync({
      [path]: [new Uint8Array(PAST_THE_CAP_BYTES).fill(32), { level: 1 }],
      [`${FOLDER}/following.json`]: strToU8('[]'),
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const zip of [bomb, claimingOriginalSize(bomb, path, 10)]) {
      expect(problemOf(() => upload(zip))).toEqual({
        problem: 'zip-too-large',
        message: `The followers lists in the ZIP unpack to more than ${MAX_UNZIPPED_MEGABYTES} MB, more than the analysis takes.`,
      });
    }
  });
});
