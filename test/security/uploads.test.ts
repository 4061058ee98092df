/**
 * An upload cannot stall or sink the server. A malformed multipart body is a
 * 400, not a 500; the file count and the usernames are checked on the server, not only in the app
 * (a 5,000-character `<img onerror>` username was stored and printed into the PDF); exports are
 * read in worker threads, a few at once: beyond that the caller is asked to come back (429 with
 * Retry-After), and nothing of theirs is lost.
 */
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FOLDER } from '../../content/export-upload.ts';
import { exportZip, usernames } from '../../scripts/instagram-export-fixture.ts';
import { api, bearer, signUpSubscriber, uniqueEmail, type TestAccount } from '../server/helpers.ts';

let account: TestAccount;
beforeAll(async () => {
  account = await signUpSubscriber(uniqueEmail('uploads'));
});

const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
  api('/functions/ig-uploadExport', { method: 'POST', body, headers: { ...bearer(account.token), ...headers } });
const formOf = (files: Array<[name: string, bytes: Uint8Array]>) => {
  const form = new FormData();
  for (const [name, bytes] of files) form.append('files', new File([new Uint8Array(bytes)], name));
  return form;
};

describe('an export upload', () => {
  it('answers 400 for a malformed multipart body', async () => {
    const response = await upload('--x\r\nContent-Disposition: form-data; name="files"\r\n\r\nno end', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid-upload', message: 'The upload is not multipart form data' },
    });
  });

  it('answers 400 for more files than an export has (the app allows 24)', async () => {
    const entry = (value: string) => strToU8(JSON.stringify([{ title: '', string_list_data: [{ href: 'x', value }] }]));
    const files: Array<[string, Uint8Array]> = Array.from({ length: 25 }, (_, i) => [
      `followers_${i + 1}.json`,
      entry(`fan${i}`),
    ]);
    files.push(['following.json', strToU8(JSON.stringify({ relationships_following: [] }))]);
    const response = await upload(formOf(files));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid-export', message: 'Choose at most 24 files, not 26' },
    });
  });

  it('refuses a username Instagram would not allow, and stores nothing', async () => {
    const forged = `<img src=x onerror=alert(1)>${'x'.repeat(5_000)}`;
    const zip = zipSync({
      [`${EXPORT_FOLDER}/followers_1.json`]: strToU8(
        JSON.stringify([{ title: '', string_list_data: [{ href: 'x', value: forged }] }]),
      ),
      [`${EXPORT_FOLDER}/following.json`]: strToU8(JSON.stringify({ relationships_following: [] })),
    });
    const response = await upload(formOf([['export.zip', zip]]));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid-export', message: 'followers_1.json: entry 0 is not an Instagram username' },
    });
    const profile = await api('/functions/ig-getProfileData', { method: 'POST', headers: bearer(account.token) });
    expect(profile.status).toBe(404);
  });

  it('reads two at once on a server and asks a third to come back, losing nothing', async () => {
    const zip = exportZip({ followers: usernames('fan', 200_000), following: usernames('fan', 500) });
    const answers = await Promise.all([0, 1, 2].map(() => upload(formOf([['export.zip', zip]]))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const busy = answers.find((answer) => answer.status === 429)!;
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await busy.json()).error.code).toBe('busy');
    // Coming back works.
    expect((await upload(formOf([['export.zip', zip]]))).status).toBe(200);
  });
});
