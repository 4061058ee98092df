/**
 * A paid feature answers only to those who paid. The walk goes over
 * the endpoint table (contracts/endpoints.ts) against the running server: every call that is not
 * for anyone refuses an anonymous caller, every subscriber call refuses a signed-in account
 * without an authorising subscription, and every extra-only call a subscriber who lacks the extra.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { refusalBody, type Endpoint } from '../../contracts/endpoint-declaration.ts';
import { ENDPOINTS } from '../../contracts/endpoints.ts';
import { FIRST_SCREEN_COOKIE } from '../../contracts/first-screen.ts';
import { PAGE_SESSION_COOKIE } from '../../contracts/rendered-pages.ts';
import { exportZip } from '../../server/dev/instagram/export-zip.ts';
import { api, bearer, idTokenFor, signUpSubscriber, uniqueEmail } from '../server/helpers.ts';
import { pageSessionOf } from '../server/pages.ts';

/** A value for each path parameter of a guarded endpoint (a new one fails the walk until named here). */
const SAMPLE_PARAMS: Record<string, string> = { lesson: 'Lesson_n1.pdf' };

const samplePath = (path: string) =>
  path.replace(/:(\w+)(\{.*\})?$/, (_, name: string) => {
    if (!(name in SAMPLE_PARAMS)) throw new Error(`No sample for :${name} in ${path}`);
    return SAMPLE_PARAMS[name];
  });

const guarded = Object.entries(ENDPOINTS as Record<string, Endpoint>).filter(([, e]) => e.access !== 'anyone');
const forSubscribers = guarded.filter(([, e]) => e.access !== 'signed-in');
const forOwners = guarded.filter(([, e]) => e.access === 'course-owner' || e.access === 'report-owner');

/** Calls an endpoint as `email` (bearer token or page session, as it declares), or as nobody. */
async function callAs(endpoint: Endpoint, email?: string): Promise<Response> {
  const path = samplePath(endpoint.path);
  if (endpoint.via === 'page-session') {
    const session = email ? (await pageSessionOf(email)).value : '';
    const cookie = email ? `${PAGE_SESSION_COOKIE}=${session}; ${FIRST_SCREEN_COOKIE}=default` : '';
    return api(path, { method: endpoint.method, headers: { cookie } });
  }
  const headers = { 'content-type': 'text/plain', ...(email ? bearer(await idTokenFor(email)) : {}) };
  return api(path, { method: endpoint.method, headers, body: endpoint.method === 'GET' ? undefined : '{}' });
}

describe('the endpoint table, walked against the running server', () => {
  /** A subscriber who bought nothing else (the demo accounts' purchases change as other suites buy). */
  let subscriber: string;
  beforeAll(async () => {
    subscriber = (await signUpSubscriber(uniqueEmail('walk'))).email;
  });

  it.each(guarded)('%s refuses an anonymous caller (401, in its envelope)', async (_, endpoint) => {
    const response = await callAs(endpoint);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(
      refusalBody(endpoint.envelope ?? 'plain', 401, {
        message: endpoint.via === 'page-session' ? 'Sign in to open this' : 'Missing bearer token',
      }),
    );
  });

  it.each(forSubscribers)('%s refuses a signed-in account without a subscription (403)', async (_, endpoint) => {
    const response = await callAs(endpoint, 'nosub@demo.test');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(
      refusalBody(endpoint.envelope ?? 'plain', 403, { message: 'This needs an active subscription' }),
    );
  });

  it.each(forOwners)('%s refuses a subscriber who did not buy the extra (403)', async (_, endpoint) => {
    const response = await callAs(endpoint, subscriber);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(
      refusalBody(endpoint.envelope ?? 'plain', 403, { message: expect.stringMatching(/is not among your purchases/) }),
    );
  });

  it.each(forSubscribers.filter(([, e]) => !forOwners.some(([, owned]) => owned === e)))(
    '%s lets a subscriber through the guard',
    async (_, endpoint) => {
      expect([401, 403]).not.toContain((await callAs(endpoint, subscriber)).status);
    },
  );

  it.each(forOwners)("%s lets the extra's owner through the guard", async (_, endpoint) => {
    expect([401, 403]).not.toContain((await callAs(endpoint, 'premium@demo.test')).status);
  });
});

describe('finding 2: an account without a subscription gets no paid feature', () => {
  const asNosub = async (name: string, init: RequestInit = {}) =>
    api(`/functions/${name}`, {
      method: 'POST',
      ...init,
      headers: { ...bearer(await idTokenFor('nosub@demo.test')), ...init.headers },
    });

  it('uploads no export and gets no analysis', async () => {
    const form = new FormData();
    const { fileName, bytes } = exportZip('mid', 1);
    form.append('files', new File([new Uint8Array(bytes)], fileName, { type: 'application/zip' }));
    expect((await asNosub('ig-uploadExport', { body: form })).status).toBe(403);
    expect((await asNosub('ig-getProfileData')).status).toBe(403);
  });

  it('connects no Instagram, has no report emailed and runs no breach check', async () => {
    expect((await asNosub('ig-connectStart')).status).toBe(403);
    const report = JSON.stringify({ email: 'nosub@demo.test', uid: 'demo-nosub', hostname: 'localhost' });
    expect((await asNosub('ig-getPdfReport', { body: report, headers: { 'content-type': 'text/plain' } })).status).toBe(
      403,
    );
    expect((await asNosub('breachedaccount?account=nosub%40demo.test')).status).toBe(403);
  });
});
