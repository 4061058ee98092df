// ig-getPdfReport: a real multi-page PDF of the caller's profile document, emailed as a link.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { profileHistory } from '../../contracts/profile-history.ts';
import { pageText } from '../harness/pdf-text.ts';
import { api, idTokenFor, post } from './helpers.ts';
import { callFunction, callUntilLimited, createReportOwner, mailTo } from './functions-helpers.ts';

const reportRequest = (email: string, uid: string, hostname = 'localhost') => ({ email, uid, hostname });

/** uid of a demo account, read from its token (base64url JSON payload; the emulator's tokens are unsigned). */
function uidOf(idToken: string): string {
  return JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()).user_id;
}

describe('ig-getPdfReport', () => {
  it('emails a link to a multi-page PDF for the brand of the host name', async () => {
    const token = await idTokenFor('premium@demo.test');
    const response = await callFunction(
      'ig-getPdfReport',
      token,
      reportRequest('premium@demo.test', uidOf(token), 'app.orbit.example'),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const mail = await mailTo('premium@demo.test');
    expect(mail?.subject).toBe('Your Orbit profile report');
    const link = /https?:\/\/\S+\/reports\/[0-9a-f]{32}\.pdf/.exec(mail?.body ?? '')?.[0];
    expect(link).toBeDefined();

    const download = await fetch(link!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getTitle()).toContain('Orbit');

    // The demo account's history, as its growth chart reads it, is in the report.
    const history = profileHistory.parse(await (await callFunction('ig-profileHistory', token, { days: 90 })).json());
    const text = pdf.getPages().map(pageText).join('\n');
    const signed = (change: number | null) => (change! > 0 ? '+' : '') + change!.toLocaleString('en-US');
    expect(text).toContain(`${history.points.at(-1)!.followers!.toLocaleString('en-US')} followers on`);
    expect(text).toContain(
      `Since last week: ${signed(history.sinceLastWeek)} · Since last month: ${signed(history.sinceLastMonth)}`,
    );
    // And the demo's evening hits name its best time.
    expect(text).toMatch(/Best time: \d\d:00–\d\d:00, [\d.]+× your median engagement/);
  });

  it('answers 404 for an unknown report token', async () => {
    const response = await api(`/reports/${'0'.repeat(32)}.pdf`);
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty('error');
  });

  it('answers 404 without a profile document and 409 while the analysis is pending', async () => {
    const account = await createReportOwner('report-none');
    expect(
      (await callFunction('ig-getPdfReport', account.token, reportRequest(account.email, account.uid))).status,
    ).toBe(404);
    await post('/dev/first-analysis/restart'); // fresh@'s analysis starts with this token's first request
    const fresh = await idTokenFor('fresh@demo.test');
    expect((await callFunction('ig-getPdfReport', fresh, reportRequest('fresh@demo.test', uidOf(fresh)))).status).toBe(
      409,
    );
  });

  it("refuses another user's uid or email (403), bad input (400) and a missing token (401)", async () => {
    const account = await createReportOwner('report-owner');
    const other = reportRequest('premium@demo.test', 'demo-premium');
    expect(
      (
        await callFunction('ig-getPdfReport', account.token, {
          ...reportRequest(account.email, account.uid),
          uid: other.uid,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callFunction('ig-getPdfReport', account.token, {
          ...reportRequest(account.email, account.uid),
          email: other.email,
        })
      ).status,
    ).toBe(403);
    const { hostname: _hostname, ...withoutHost } = reportRequest(account.email, account.uid);
    for (const body of [
      {},
      withoutHost,
      { ...reportRequest(account.email, account.uid), uid: 7 },
      { ...reportRequest(account.email, account.uid), hostname: '<script>' },
    ]) {
      const response = await callFunction('ig-getPdfReport', account.token, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
    expect((await callFunction('ig-getPdfReport', undefined, reportRequest(account.email, account.uid))).status).toBe(
      401,
    );
  });

  it('says which field of a refused request is wrong, and why, in words', async () => {
    const account = await createReportOwner('report-fields');
    const request = reportRequest(account.email, account.uid);
    for (const [body, error] of [
      [{ ...request, hostname: '<script>' }, 'hostname: must be a host name'],
      [{ ...request, uid: 7 }, 'uid: Invalid input: expected string, received number'],
      [{ ...request, email: 'not-an-email' }, 'email: Invalid email address'],
    ] as const) {
      const response = await callFunction('ig-getPdfReport', account.token, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
  });

  it('limits an account to 3 reports an hour, answering 429 with Retry-After', async () => {
    const account = await createReportOwner('report-limit');
    const { passed, limited } = await callUntilLimited(
      () => callFunction('ig-getPdfReport', account.token, reportRequest(account.email, account.uid)),
      { maxCalls: 6, windowMs: 3_600_000 },
    );
    expect(passed).toBe(3);
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
