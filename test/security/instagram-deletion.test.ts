/**
 * Deleting Instagram data is whole, and Meta's signed_request acts
 * once, while fresh. A disconnect removes the emailed report made from Instagram's data (its link
 * stops working); a signed_request issued long ago is refused, and the same one again answers the
 * deletion it made instead of deleting anew.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { standInAccount } from '../../server/dev/instagram/accounts.ts';
import { api, mailsWithSubject, post, signUpReportOwner, standInApp } from '../server/helpers.ts';
import { call, connected, json, until } from '../server/instagram.ts';

const signed = (issuedAt: number) => {
  const payload = { algorithm: 'HMAC-SHA256', user_id: standInAccount('mid').userId, issued_at: issuedAt };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${createHmac('sha256', standInApp.appSecret).update(body).digest('base64url')}.${body}`;
};
const deletionRequest = (signedRequest: string) =>
  api('/meta/data-deletion', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ signed_request: signedRequest }).toString(),
  });
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('finding 5: disconnecting deletes the reports made from Instagram', () => {
  it("takes the emailed report's link down with the rest", async () => {
    const account = await connected('small', signUpReportOwner);
    // The first sync runs at once; the report waits for its analysis.
    await until(
      async () => (await (await call('ig-getProfileData', account.token)).json())._insights?.status,
      (status) => status === 'completed',
    );
    const report = await call('ig-getPdfReport', account.token, {
      email: account.email,
      uid: account.uid,
      hostname: 'localhost',
    });
    expect(report.status).toBe(200);
    const [mail] = await mailsWithSubject(account.email, /profile report/, 20_000);
    const link = /https?:\/\/\S+\/reports\/[0-9a-f]{32}\.pdf/.exec(mail?.body ?? '')?.[0];
    expect((await fetch(link!)).status).toBe(200);

    expect(
      (await post('/functions/ig-disconnect', {}, { authorization: `Bearer ${account.token}`, ...json })).status,
    ).toBe(200);
    expect((await fetch(link!)).status).toBe(404);
  });
});

describe("finding 12: Meta's signed_request", () => {
  it('is refused when issued long ago (2001)', async () => {
    const answer = await deletionRequest(signed(Date.UTC(2001, 0, 1) / 1000));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Expired signed_request' });
  });

  it('acts once: the same request again answers the deletion it made', async () => {
    const request = signed(nowSeconds());
    const first = await deletionRequest(request);
    expect(first.status).toBe(200);
    const { confirmation_code: code } = await first.json();
    const again = await deletionRequest(request);
    expect([again.status, (await again.json()).confirmation_code]).toEqual([200, code]);
    const fresh = await deletionRequest(signed(nowSeconds() + 1));
    expect((await fresh.json()).confirmation_code).not.toBe(code);
  });
});
