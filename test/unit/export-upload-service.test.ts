// The export upload call over a fake XMLHttpRequest: what it sends, the bytes-sent
// reports, and failures shaped as the ky client's (FetchError with the server's words, network
// error, timeout, abort), each reported to the offline notice as the ky client reports it.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFailureText } from '../../machines/export-upload.machine';
import { toCallFailure } from '../../src/services/call-failure';
import { FetchError } from '../../src/services/http';
import { onNetworkReach } from '../../src/services/network-reach';
import { uploadExport } from '../../src/services/profile';

/** The browser's XMLHttpRequest as far as the upload uses it, driven by the test. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload = {
    onprogress: null as ((event: Partial<ProgressEvent>) => void) | null,
    onload: null as (() => void) | null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    Object.assign(this, { method, url });
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }

  answer(status: number, body: string) {
    this.upload.onload?.();
    Object.assign(this, { status, responseText: body });
    this.onload?.();
  }
}

vi.stubGlobal('XMLHttpRequest', FakeXhr);
afterAll(() => vi.unstubAllGlobals());

const DOCUMENT = { _insights: { status: 'completed' }, _updatedAt: { _seconds: 1_750_000_000 } };
const ZIP = new File([new Uint8Array(1_000)], 'instagram-someone.zip', { type: 'application/zip' });

let reach: boolean[] = [];
onNetworkReach((answered) => reach.push(answered));

function startUpload(files = [ZIP], signal?: AbortSignal) {
  const sent: number[] = [];
  const result = uploadExport('https://functions.test/', 'id-token', files, {
    onProgress: (share) => sent.push(share),
    signal,
  });
  // Settled or not, the result is awaited by each test: no unhandled rejection meanwhile.
  result.catch(() => {});
  return { result, sent, xhr: FakeXhr.sent.at(-1)! };
}

beforeEach(() => {
  FakeXhr.sent = [];
  reach = [];
});

describe('export upload call', () => {
  it('posts the files as multipart `files` parts with the ID token, reports the share sent, and answers the document', async () => {
    const files = [new File(['[]'], 'followers_1.json'), new File(['[]'], 'following.json')];
    const { result, sent, xhr } = startUpload(files);
    expect([xhr.method, xhr.url, xhr.headers, xhr.timeout]).toEqual([
      'POST',
      'https://functions.test/ig-uploadExport',
      { authorization: 'Bearer id-token' },
      120_000,
    ]);
    expect(xhr.body!.getAll('files').map((part) => (part as File).name)).toEqual([
      'followers_1.json',
      'following.json',
    ]);

    xhr.progress(250, 1_000);
    xhr.progress(0, 0, false); // a browser that cannot tell the total: nothing to report
    xhr.answer(200, JSON.stringify(DOCUMENT));
    await expect(result).resolves.toEqual(DOCUMENT);
    // All bytes sent (the upload's load event) before the server answered.
    expect(sent).toEqual([0.25, 1]);
    expect(reach).toEqual([true]);
  });

  it("refuses with a FetchError carrying the server's words, which the card shows", async () => {
    const { result, xhr } = startUpload();
    const refusal = { error: { code: 'html-export', message: 'This export is in HTML format.' } };
    xhr.answer(400, JSON.stringify(refusal));
    const error = await result.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(FetchError);
    expect([(error as FetchError).status, (error as FetchError).data]).toEqual([400, refusal]);
    expect(uploadFailureText(toCallFailure(error))).toBe('This export is in HTML format.');

    const proxyPage = startUpload();
    proxyPage.xhr.answer(502, '<html>Bad gateway</html>');
    await expect(proxyPage.result).rejects.toEqual(new FetchError(502, undefined));
    expect(reach).toEqual([true, true]);
  });

  it('fails as fetch does without an answer, on timeout and when the card goes away', async () => {
    const offline = startUpload();
    offline.xhr.onerror?.();
    await expect(offline.result).rejects.toThrow(TypeError);

    const slow = startUpload();
    slow.xhr.ontimeout?.();
    await expect(slow.result).rejects.toMatchObject({ name: 'TimeoutError' });

    const controller = new AbortController();
    const leaving = startUpload([ZIP], controller.signal);
    controller.abort();
    expect(leaving.xhr.aborted).toBe(true);
    await expect(leaving.result).rejects.toMatchObject({ name: 'AbortError' });
    // Only the network error says the network is down; a timeout or an abort tells nothing.
    expect(reach).toEqual([false]);
  });
});
