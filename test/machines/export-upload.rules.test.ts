/** The export upload's rules on the pure checks and a live actor with a fake ig-uploadExport call. */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  exportUploadMachine,
  selectionProblem,
  uploadFailureText,
  type UploadExportInput,
} from '../../machines/export-upload.machine';
import { flush } from '../harness/flush';
import { FakeActors } from '../harness/run-path';
import { stateName } from './breach-check.model';
import { toCallFailure } from '../../src/services/call-failure';
import {
  file,
  MISSING_FOLLOWING,
  MISSING_FOLLOWING_TEXT,
  OFFLINE,
  PROFILE,
  refusal,
  uploadedFiles,
  VALID,
} from './export-upload.model';

const MB = 1024 * 1024;
const FOLDER = 'the folder connections/followers_and_following';

const REQUEST_JSON = 'In Instagram, request only "Followers and following", in JSON format';

describe('selection check', () => {
  it.each([
    ["Instagram's ZIP as it is", ['instagram-someone-2025-01-01.zip']],
    ['a ZIP named in capitals', ['EXPORT.ZIP']],
    ['followers_1.json and following.json', ['followers_1.json', 'following.json']],
    ['several followers files', ['followers_1.json', 'followers_2.json', 'followers_3.json', 'following.json']],
    ['an older export with followers.json', ['followers.json', 'following.json']],
    ['names in any case', ['Followers_1.JSON', 'FOLLOWING.JSON']],
  ])('accepts %s', (_name, names) => {
    expect(selectionProblem(names.map((name) => file(name)))).toBeNull();
  });

  it.each([
    ['following.json missing', ['followers_1.json', 'followers_2.json'], MISSING_FOLLOWING_TEXT],
    ['the followers files missing', ['following.json'], `followers_1.json is missing: choose it from ${FOLDER}.`],
    ['both missing', [], `followers_1.json and following.json are missing: choose them from ${FOLDER}.`],
    [
      'files from elsewhere in the export',
      ['followers_1.json', 'following.json', 'close_friends.json', 'posts_1.json', 'photo.jpg'],
      "Not part of the followers export: posts_1.json, photo.jpg. Choose the export's ZIP, or followers_1.json (followers_2.json … if present), following.json and the other JSON files of connections/followers_and_following.",
    ],
    [
      'a ZIP with the JSON files',
      ['export.zip', 'followers_1.json', 'following.json'],
      'Choose the ZIP on its own, or the JSON files from it without the ZIP.',
    ],
    [
      'two ZIPs',
      ['export.zip', 'export (1).zip'],
      'Choose the ZIP on its own, or the JSON files from it without the ZIP.',
    ],
    [
      'the files of an HTML export',
      ['followers_1.html', 'following.html'],
      'This export is in HTML format. In Instagram, request your information again and choose the JSON format.',
    ],
    [
      'two following.json',
      ['followers_1.json', 'following.json', 'Following.json'],
      'Choose each file once: following.json is in the selection more than once.',
    ],
  ])('names what is wrong: %s', (_name, names, text) => {
    expect(selectionProblem(names.map((name) => file(name)))).toBe(text);
  });

  it('refuses more than 24 files, and files larger than 25 MB together', () => {
    const optional = ['blocked_profiles.json', 'restricted_accounts.json', 'recently_unfollowed_profiles.json'];
    const files = [
      ...Array.from({ length: 21 }, (_, i) => file(`followers_${i + 1}.json`)),
      file('following.json'),
      ...optional.map((name) => file(name)),
    ];
    expect(selectionProblem(files)).toBe(
      'You chose 25 files. Choose at most 24: the JSON files of the folder connections/followers_and_following.',
    );
    // The folder's optional lists, in their newer and older names, are part of the export.
    expect(selectionProblem(files.slice(1))).toBeNull();
    const tooLarge = "These files are larger than 25 MB together. Choose the export's ZIP instead: it is far smaller.";
    expect(selectionProblem([file('followers_1.json', 20 * MB), file('following.json', 5 * MB + 1)])).toBe(tooLarge);
    expect(selectionProblem([file('followers_1.json', 20 * MB), file('following.json', 5 * MB)])).toBeNull();
  });

  it('refuses a ZIP larger than 25 MB: an export with photos and videos', () => {
    expect(selectionProblem([file('export.zip', 25 * MB + 1)])).toBe(
      `This ZIP is larger than 25 MB: it holds more than your followers. ${REQUEST_JSON}, and choose that ZIP.`,
    );
    expect(selectionProblem([file('export.zip', 25 * MB)])).toBeNull();
  });
});

describe('upload failure text', () => {
  it.each([
    [
      'a 400 shows the server message',
      {
        status: 400,
        data: { error: { code: 'invalid-export', message: 'following.json: the file is not valid JSON' } },
      },
      'following.json: the file is not valid JSON',
    ],
    [
      'a 413 shows the server message',
      { status: 413, data: { error: { code: 'too-large', message: 'The files are larger than 25 MB' } } },
      'The files are larger than 25 MB',
    ],
    [
      'a 429 shows the rate-limit text',
      { status: 429, data: { error: 'Too many requests, try again later' } },
      'Too many requests, try again later',
    ],
    ['a 400 without a message is generic', { status: 400, data: undefined }, 'Something went wrong'],
    ['a 401 is generic', { status: 401, data: { error: 'Unauthorized' } }, 'Something went wrong'],
    ['a 500 is generic', { status: 500, data: { error: 'Internal error' } }, 'Something went wrong'],
    ['a network failure is generic', new TypeError('Failed to fetch'), 'Something went wrong'],
  ])('%s', (_name, error, text) => {
    expect(uploadFailureText(toCallFailure(error))).toBe(text);
  });
});

function start() {
  const fakes = new FakeActors();
  const profileUpdated = vi.fn();
  const machine = exportUploadMachine.provide({
    actors: { uploadExport: fakes.logic('uploadExport') } as never,
    actions: { profileUpdated },
  });
  const actor = createActor(machine).start();
  const state = () => stateName(actor.getSnapshot().value);
  const message = () => actor.getSnapshot().context.message;
  const answer = async (outcome: { output: unknown } | { error: unknown }) => {
    fakes.settle('uploadExport', outcome);
    await flush();
  };
  return { actor, fakes, state, message, answer, profileUpdated };
}

describe('export upload rules', () => {
  it('uploads only a good selection, and ignores presses and new selections while uploading', async () => {
    const s = start();
    s.actor.send({ type: 'upload.submit' });
    expect(s.state()).toBe('choosing.idle');
    s.actor.send({ type: 'upload.select', files: MISSING_FOLLOWING });
    expect([s.state(), s.message()]).toEqual(['choosing.invalid', MISSING_FOLLOWING_TEXT]);
    s.actor.send({ type: 'upload.submit' });
    expect(s.state()).toBe('choosing.invalid');

    s.actor.send({ type: 'upload.select', files: VALID });
    expect([s.state(), s.message()]).toEqual(['choosing.chosen.ready', null]);
    s.actor.send({ type: 'upload.submit' });
    s.actor.send({ type: 'upload.submit' });
    s.actor.send({ type: 'upload.select', files: MISSING_FOLLOWING });
    expect(s.state()).toBe('uploading.sending');
    expect(uploadedFiles(s.fakes.calls)).toEqual([{ id: 'uploadExport', files: VALID }]);
    expect(s.actor.getSnapshot().context.files).toBe(VALID);
  });

  it('shows the progress the upload reports to the machine it is given, then analysing once every byte is sent', async () => {
    const s = start();
    s.actor.send({ type: 'upload.select', files: VALID });
    s.actor.send({ type: 'upload.submit' });
    const { progressTo } = s.fakes.calls[0].input as UploadExportInput;
    const shown = () => [s.state(), s.actor.getSnapshot().context.progress];
    expect(shown()).toEqual(['uploading.sending', 0]);
    progressTo.send({ type: 'upload.progress', progress: 0.25 });
    expect(shown()).toEqual(['uploading.sending', 0.25]);
    progressTo.send({ type: 'upload.progress', progress: 1 });
    expect(shown()).toEqual(['uploading.analysing', 1]);
    // A late report changes nothing.
    progressTo.send({ type: 'upload.progress', progress: 0.5 });
    expect(shown()).toEqual(['uploading.analysing', 1]);

    await s.answer({ error: refusal(500, 'Internal error') });
    s.actor.send({ type: 'upload.submit' });
    expect(shown()).toEqual(['uploading.sending', 0]);
  });

  it('keeps the files on a failure and uploads the same files again on Try again', async () => {
    const s = start();
    s.actor.send({ type: 'upload.select', files: VALID });
    s.actor.send({ type: 'upload.submit' });
    await s.answer({ error: refusal(429, 'Too many requests, try again later') });
    expect([s.state(), s.message()]).toEqual(['choosing.chosen.failed', 'Too many requests, try again later']);
    expect(s.actor.getSnapshot().context.files).toBe(VALID);

    s.actor.send({ type: 'upload.submit' });
    expect([s.state(), s.message()]).toEqual(['uploading.sending', null]);
    expect(uploadedFiles(s.fakes.calls)).toEqual([
      { id: 'uploadExport', files: VALID },
      { id: 'uploadExport', files: VALID },
    ]);
    await s.answer({ output: PROFILE });
    expect(s.state()).toBe('choosing.uploaded');
    expect(s.profileUpdated).toHaveBeenCalledOnce();
  });

  it('lets the app fetch the new document once per successful upload, never on a failure', async () => {
    const s = start();
    const upload = async (outcome: { output: unknown } | { error: unknown }) => {
      s.actor.send({ type: 'upload.select', files: VALID });
      s.actor.send({ type: 'upload.submit' });
      await s.answer(outcome);
    };
    await upload({ output: PROFILE });
    expect(s.profileUpdated).toHaveBeenCalledTimes(1);
    await upload({ error: OFFLINE });
    expect(s.profileUpdated).toHaveBeenCalledTimes(1);
    // Two uploads: the second one is what shows new and lost followers.
    await upload({ output: PROFILE });
    expect(s.profileUpdated).toHaveBeenCalledTimes(2);
  });

  it('starts over on a new selection after an upload, a failure or a bad selection; a cancelled dialog changes nothing', async () => {
    const s = start();
    s.actor.send({ type: 'upload.select', files: VALID });
    s.actor.send({ type: 'upload.submit' });
    await s.answer({ output: PROFILE });
    s.actor.send({ type: 'upload.select', files: [] });
    expect(s.state()).toBe('choosing.uploaded');

    const next = [file('followers_1.json'), file('followers_2.json'), file('following.json')];
    s.actor.send({ type: 'upload.select', files: next });
    expect([s.state(), s.actor.getSnapshot().context.files]).toEqual(['choosing.chosen.ready', next]);
    s.actor.send({ type: 'upload.submit' });
    await s.answer({ error: refusal(400, 'followers_2.json: the file is not valid JSON', 'invalid-export') });
    expect([s.state(), s.message()]).toEqual([
      'choosing.chosen.failed',
      'followers_2.json: the file is not valid JSON',
    ]);

    s.actor.send({ type: 'upload.select', files: MISSING_FOLLOWING });
    expect([s.state(), s.message()]).toEqual(['choosing.invalid', MISSING_FOLLOWING_TEXT]);
    s.actor.send({ type: 'upload.select', files: VALID });
    expect([s.state(), s.message(), s.actor.getSnapshot().context.files]).toEqual([
      'choosing.chosen.ready',
      null,
      VALID,
    ]);
  });
});
