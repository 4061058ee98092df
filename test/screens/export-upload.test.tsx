/**
 * The export upload card of the Analytics screen on its real actor with a fake
 * ig-uploadExport call: chosen files are listed, a bad selection says what is wrong, an upload
 * in progress takes no second press and shows its bytes sent, then that the export is being
 * analysed, the server's words stay text, 'Try again' sends the same files, and a success says
 * so and lets the app fetch the new document.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileDocument } from '../../contracts/profile';
import type { UploadOptions } from '../../src/services/profile';
import { ExportUpload } from '../../src/routes/_authed/dashboard/-analytics/export-upload';
import { services } from './model-screen';

const insights = vi.hoisted(() => ({ send: (() => {}) as (event: unknown) => void }));

vi.mock('../../src/services/profile', async () =>
  (await import('./model-screen')).services.module({ uploadExport: 'uploadExport' }),
);
vi.mock('../../src/services/auth', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('../../src/app/insights', () => ({ insights }));

const PROFILE: ProfileDocument = { _insights: { status: 'completed' }, _updatedAt: { _seconds: 1_750_000_000 } };
const json = (name: string) => new File(['[]'], name, { type: 'application/json' });
const EXPORT = [json('followers_1.json'), json('followers_2.json'), json('following.json')];
const ZIP = new File([new Uint8Array(4_000_000)], 'instagram-someone-2025-01-01.zip', { type: 'application/zip' });

beforeEach(() => {
  services.reset();
  insights.send = vi.fn();
});

function openCard() {
  const user = userEvent.setup();
  render(<ExportUpload />);
  const choose = (files: File[]) => user.upload(screen.getByLabelText(/^Choose (other )?files$/), files);
  return { user, choose };
}

const uploadButton = () => screen.getByRole('button', { name: /^(Upload|Uploading your export|Try again)$/ });
/** What the fake upload was called with: the files, and what it reports its bytes sent to. */
const uploadCall = (index = 0) => {
  const [functionsUrl, idToken, files, options] = services.calls[index].args as [string, string, File[], UploadOptions];
  return { functionsUrl, idToken, files, reportSent: (sent: number) => act(() => options.onProgress(sent)) };
};
const chosenNames = () =>
  within(screen.getByRole('list', { name: 'Chosen files' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('export upload card', () => {
  it('explains where the files come from, then lists the chosen files and offers the upload', async () => {
    const { choose } = openCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Analyse your own followers' })).toBeTruthy();
    expect(
      screen.getByText(/Accounts Center → Your information and permissions → Download your information/),
    ).toBeTruthy();
    expect(screen.getByText(/Request only "Followers and following", in JSON format/)).toBeTruthy();
    expect(screen.getByText(/Choose the ZIP as Instagram sends it: no need to unzip it/)).toBeTruthy();
    expect(screen.getByText(/connections\/followers_and_following/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    const input = screen.getByLabelText('Choose files') as HTMLInputElement;
    expect([input.type, input.multiple, input.accept]).toEqual([
      'file',
      true,
      '.zip,application/zip,.json,application/json',
    ]);

    await choose(EXPORT);
    expect(chosenNames()).toEqual(['followers_1.json', 'followers_2.json', 'following.json']);
    expect(screen.getByLabelText('Choose other files')).toBe(input);
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what is missing in a bad selection and does not upload it', async () => {
    const { user, choose } = openCard();
    await choose([json('followers_1.json')]);
    expect(chosenNames()).toEqual(['followers_1.json']);
    expect(screen.getByRole('alert').textContent).toBe(
      'following.json is missing: choose it from the folder connections/followers_and_following.',
    );
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(true);
    await user.click(uploadButton());
    expect(services.calls).toEqual([]);

    await choose([ZIP, json('following.json')]);
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose the ZIP on its own, or the JSON files from it without the ZIP.',
    );
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(true);

    await choose([json('followers_1.json'), json('following.json')]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the share of the ZIP sent, then that the export is being analysed', async () => {
    const { user, choose } = openCard();
    await choose([ZIP]);
    expect(chosenNames()).toEqual(['instagram-someone-2025-01-01.zip']);
    await user.click(uploadButton());
    await waitFor(() => expect(services.calls).toHaveLength(1));
    const call = uploadCall();
    expect([call.functionsUrl, call.idToken, call.files]).toEqual(['/functions', 'id-token', [ZIP]]);

    const bar = () => screen.getByRole('progressbar', { name: 'Uploading your export' }) as HTMLProgressElement;
    expect([bar().value, bar().max]).toEqual([0, 100]);
    expect(screen.getByText('0%')).toBeTruthy();
    call.reportSent(0.426);
    expect(bar().value).toBe(42);
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();

    call.reportSent(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Analysing your export…');
    expect(screen.getByRole('button', { name: 'Uploading your export' }).getAttribute('aria-busy')).toBe('true');

    await services.settle('uploadExport', { output: PROFILE });
    expect(screen.getByRole('status').textContent).toBe(
      'Your export was analysed. Upload a newer export later to see your new and lost followers.',
    );
  });

  /** Uploads the export and settles the call with the profile document plus `exportFiles` as the server answers them. */
  async function uploadedWith(exportFiles: ProfileDocument['_exportFiles']) {
    const { user, choose } = openCard();
    await choose(EXPORT);
    await user.click(uploadButton());
    await waitFor(() => expect(services.calls).toHaveLength(1));
    await services.settle('uploadExport', { output: { ...PROFILE, _exportFiles: exportFiles } });
  }

  it("says which of the export's files were read, and which optional lists it did not hold", async () => {
    await uploadedWith({
      found: ['followers_1.json', 'following.json', 'blocked_profiles.json'],
      missing: ['restricted_profiles.json', 'close_friends.json'],
      pastFollowers: [],
    });
    expect(
      await screen.findByText('Read from your export: followers_1.json, following.json, blocked_profiles.json.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Not in this export: restricted_profiles.json, close_friends.json. They tell why followers left: request "Followers and following" again in JSON, for All time, and upload that export.',
      ),
    ).toBeTruthy();
  });

  it('names no missing list when the export held them all', async () => {
    await uploadedWith({ found: ['followers_1.json'], missing: [], pastFollowers: [] });
    expect(await screen.findByText('Read from your export: followers_1.json.')).toBeTruthy();
    expect(screen.queryByText(/^Not in this export/)).toBeNull();
    expect(screen.queryByText(/past insights/)).toBeNull();
  });

  it('says which follower counts the past insights added to the growth chart', async () => {
    const found = ['followers_1.json', 'following.json', 'past_instagram_insights/audience_insights.json'];
    await uploadedWith({
      found,
      missing: [],
      pastFollowers: [
        { date: '2026-08-27', followers: 4_505 },
        { date: '2026-11-25', followers: 4_812 },
      ],
    });
    expect(
      await screen.findByText(
        'From your past insights, your growth chart now has 4,505 followers on Aug 27, 2026 and 4,812 followers on Nov 25, 2026.',
      ),
    ).toBeTruthy();
  });

  it('says so when the past insights dated no follower count', async () => {
    await uploadedWith({
      found: ['followers_1.json', 'following.json', 'past_instagram_insights/audience_insights.json'],
      missing: [],
      pastFollowers: [],
    });
    expect(
      await screen.findByText(
        'Your past insights were read, but they hold no follower count with its dates: your growth chart starts with your uploads and syncs.',
      ),
    ).toBeTruthy();
  });

  it('takes no second press nor new files while uploading, and shows the success line', async () => {
    const { user, choose } = openCard();
    await choose(EXPORT);
    await user.click(uploadButton());
    const busy = await screen.findByRole('button', { name: 'Uploading your export' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByLabelText('Choose other files') as HTMLInputElement).disabled).toBe(true);
    await user.click(busy);
    await waitFor(() => expect(services.calls).toHaveLength(1));
    expect(uploadCall().files).toEqual(EXPORT);

    await services.settle('uploadExport', { output: PROFILE });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your export was analysed. Upload a newer export later to see your new and lost followers.',
    );
    expect(insights.send).toHaveBeenCalledExactlyOnceWith({ type: 'insights.refresh' });
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect((screen.getByLabelText('Choose other files') as HTMLInputElement).disabled).toBe(false);
  });

  it("shows the server's words as text, and 'Try again' uploads the same files", async () => {
    const { user, choose } = openCard();
    await choose(EXPORT);
    await user.click(uploadButton());
    await services.settle('uploadExport', {
      error: { status: 400, data: { error: { code: 'invalid-export', message: '<script>x</script>' } } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('<script>x</script>');
    expect(alert.querySelector('script')).toBeNull();
    expect(chosenNames()).toEqual(['followers_1.json', 'followers_2.json', 'following.json']);
    expect(insights.send).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The bar starts over for the new attempt.
    await waitFor(() => expect(services.calls).toHaveLength(2));
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(0);
    await services.settle('uploadExport', { error: new TypeError('Failed to fetch') });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect([uploadCall(0).files, uploadCall(1).files]).toEqual([EXPORT, EXPORT]);
  });
});
