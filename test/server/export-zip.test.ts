// POST /functions/ig-uploadExport with Instagram's export ZIP as it arrives, over real HTTP: the
// lists read from the ZIP give the document's audience; an HTML export, a ZIP without the lists, a
// damaged ZIP and a ZIP sent with other files are refused with the reason, and store nothing.
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportZip, usernames } from '../../scripts/instagram-export-fixture.ts';
import { api, bearer, signUpSubscriber, uniqueEmail, type TestAccount } from './helpers.ts';

const FOLDER = 'connections/followers_and_following';

function upload(token: string, files: Record<string, Uint8Array>) {
  const body = new FormData();
  // A copy: Blob takes bytes over an ArrayBuffer only, and fflate's may be any ArrayBufferLike.
  for (const [name, bytes] of Object.entries(files)) body.append('files', new Blob([new Uint8Array(bytes)]), name);
  return api('/functions/ig-uploadExport', { method: 'POST', body, headers: bearer(token) });
}

const profileData = async (token: string) =>
  (await api('/functions/ig-getProfileData', { method: 'POST', headers: bearer(token) })).json();

describe('POST /functions/ig-uploadExport with a ZIP', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await signUpSubscriber(uniqueEmail('export-zip'));
  });

  it('reads the lists from the export as Instagram sends it, photos and all', async () => {
    const followers = usernames('follower_', 12_000);
    // 1,500 of the accounts followed follow back; 500 do not.
    const following = [...followers.slice(0, 1_500), ...usernames('idol_', 500)];
    const photo = new Uint8Array(300_000).map((_, index) => (index * 7919) % 251);
    const zip = exportZip({ followers, following, extra: { 'media/posts/202501/photo.jpg': [photo, { level: 0 }] } });

    const response = await upload(account.token, { 'instagram-someone-2025-01-01.zip': zip });
    expect(response.status).toBe(200);
    const document = await response.json();
    const { friends, fans } = document._calculatedData.audience;
    expect([friends.totalValue, fans.totalValue]).toEqual([1_500, 10_500]);
    const { _exportFiles: files, ...stored } = document;
    expect(files.found).toEqual(['followers_1.json', 'followers_2.json', 'following.json']);
    expect(await profileData(account.token)).toEqual(stored);
  });

  it('refuses an HTML export, a ZIP without the lists, a damaged ZIP and a ZIP with other files, storing nothing', async () => {
    const before = await profileData(account.token);
    const json = exportZip({ followers: ['anna.bakes'], following: [] });
    const cases: Array<[Record<string, Uint8Array>, { code: string; message: string }]> = [
      [
        {
          'export.zip': zipSync({
            [`ig/${FOLDER}/followers_1.html`]: strToU8('<html>'),
            [`ig/${FOLDER}/following.html`]: strToU8('<html>'),
          }),
        },
        {
          code: 'html-export',
          message:
            'This export is in HTML format. In Instagram, request your information again and choose the JSON format.',
        },
      ],
      [
        { 'export.zip': zipSync({ [`ig/${FOLDER}/followers_1.json`]: strToU8('[]') }) },
        {
          code: 'invalid-export',
          message: `The ZIP has no ${FOLDER}/following.json. In Instagram, request only "Followers and following", in JSON format, and choose the ZIP as Instagram sends it.`,
        },
      ],
      [
        { 'export.zip': json.subarray(0, json.length - 40) },
        {
          code: 'invalid-export',
          message: 'The ZIP cannot be read. Download it from Instagram again and choose it as it is.',
        },
      ],
      [
        { 'export.zip': json, 'following.json': strToU8('[]') },
        { code: 'invalid-export', message: 'Choose the ZIP on its own, or the JSON files from it without the ZIP.' },
      ],
    ];
    for (const [files, error] of cases) {
      const response = await upload(account.token, files);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await profileData(account.token)).toEqual(before);
  });
});
