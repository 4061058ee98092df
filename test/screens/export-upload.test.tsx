/**
 * The export upload card of the Analytics screen (issue 7) on its real actor with a fake
 * ig-uploadExport call: chosen files are listed, a bad selection says what is wrong, an upload
 * in progress takes no second press, the server's words stay text, 'Try again' sends the same
 * files, and a success says so and lets the app fetch the new document.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileDocument } from '../../content/profile-data';
import { ExportUpload } from '../../src/routes/_authed/dashboard/-analytics/export-upload';
import { services } from './model-screen';

const insights = vi.hoisted(() => ({ send: (() => {}) as (event: unknown) => void }));

vi.mock('../../src/services/profile', async () => (await import('./model-screen')).services.module({ uploadExport: 'uploadExport' }));
vi.mock('../../src/services/auth', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('../../src/app/insights', () => ({ insights }));

const PROFILE: ProfileDocument = { _insights: { status: 'completed' }, _updatedAt: { _seconds: 1_750_000_000 } };
const json = (name: string) => new File(['[]'], name, { type: 'application/json' });
const EXPORT = [json('followers_1.json'), json('followers_2.json'), json('following.json')];

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
const chosenNames = () =>
  within(screen.getByRole('list', { name: 'Chosen files' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('export upload card', () => {
  it('explains where the files come from, then lists the chosen files and offers the upload', async () => {
    const { choose } = openCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Analyse your own followers' })).toBeTruthy();
    expect(screen.getByText(/Accounts Center → Your information and permissions → Download your information/)).toBeTruthy();
    expect(screen.getByText(/connections\/followers_and_following/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    const input = screen.getByLabelText('Choose files') as HTMLInputElement;
    expect([input.type, input.multiple, input.accept]).toEqual(['file', true, '.json,application/json']);

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
    expect(screen.getByRole('alert').textContent).toBe('following.json is missing: choose it from the folder connections/followers_and_following.');
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(true);
    await user.click(uploadButton());
    expect(services.calls).toEqual([]);

    await choose([json('followers_1.json'), json('following.json')]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((uploadButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes no second press nor new files while uploading, and shows the success line', async () => {
    const { user, choose } = openCard();
    await choose(EXPORT);
    await user.click(uploadButton());
    const busy = await screen.findByRole('button', { name: 'Uploading your export' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByLabelText('Choose other files') as HTMLInputElement).disabled).toBe(true);
    await user.click(busy);
    await waitFor(() => expect(services.calls).toEqual([{ id: 'uploadExport', args: ['/functions', 'id-token', EXPORT] }]));

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
    await services.settle('uploadExport', { error: { status: 400, data: { error: { code: 'invalid-export', message: '<script>x</script>' } } } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('<script>x</script>');
    expect(alert.querySelector('script')).toBeNull();
    expect(chosenNames()).toEqual(['followers_1.json', 'followers_2.json', 'following.json']);
    expect(insights.send).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await services.settle('uploadExport', { error: new TypeError('Failed to fetch') });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect(services.calls.map((call) => call.args[2])).toEqual([EXPORT, EXPORT]);
  });
});
