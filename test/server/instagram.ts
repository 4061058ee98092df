// Connecting Instagram through the local stand-in over real HTTP, as the app and a browser would.
import { expect } from 'vitest';
import type { StandInAccountKey } from '../../server/dev/instagram/accounts.ts';
import { bearer, post, signUpSubscriber, uniqueEmail, type TestAccount } from './helpers.ts';

export const json = { 'content-type': 'application/json' };
export const call = (name: string, token: string, body?: unknown) =>
  post(`/functions/${name}`, body ?? {}, { ...bearer(token), ...json });
export const statusOf = async (account: TestAccount) => (await call('ig-connectionStatus', account.token)).json();

export async function startConnect(account: TestAccount): Promise<string> {
  const answer = await call('ig-connectStart', account.token);
  expect(answer.status).toBe(200);
  return (await answer.json()).authorizeUrl;
}

/** The consent page's choice (an account, or Cancel) and where Instagram sends the browser back. */
export async function consent(authorizeUrl: string, choice: StandInAccountKey | 'cancel'): Promise<URL> {
  const page = await (await fetch(authorizeUrl)).text();
  const links = [...page.matchAll(/href="([^"]+)"/g)].map(([, href]) => href.replaceAll('&amp;', '&'));
  const link = links.find((href) =>
    choice === 'cancel' ? href.includes('/authorize/deny?') : href.endsWith(`&account=${choice}`),
  )!;
  const answer = await fetch(new URL(link, authorizeUrl), { redirect: 'manual' });
  return new URL(answer.headers.get('location')!);
}

export const finish = async (account: TestAccount, body: unknown) => {
  const answer = await call('ig-connectFinish', account.token, body);
  return { status: answer.status, body: await answer.json() };
};

/** A new account (a subscriber unless `signUp` makes another) connected to a stand-in account. */
export async function connected(
  key: StandInAccountKey,
  signUp: (email: string) => Promise<TestAccount> = signUpSubscriber,
): Promise<TestAccount> {
  const account = await signUp(uniqueEmail(`ig-${key}`));
  const back = await consent(await startConnect(account), key);
  expect(
    await finish(account, { state: back.searchParams.get('state'), code: back.searchParams.get('code') }),
  ).toMatchObject({ status: 200 });
  return account;
}

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
  }
}
