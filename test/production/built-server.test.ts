/**
 * The built server (`npm run build`: dist-server/) as production runs it: plain JavaScript, no
 * TypeScript loader, on Postgres, its email through SMTP (a real peer here), Instagram and Stripe at
 * the URLs its settings name (here the development stack's stand-ins, where a deployment names
 * Meta's and Stripe's). The one rule relaxed, and only for identity: no network reaches Google's
 * identity service from here, so the server uses the stack's Auth emulator (on this machine, with
 * AUTH_EMULATOR_FOR_TESTS=loopback) in a project of its own, which holds no demo account.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Postgres } from '../../scripts/with-postgres.mjs';
import { startPostgres } from '../../scripts/with-postgres.mjs';
import { STAND_IN_PRICES } from '../../server/billing/config.ts';
import { STAND_IN_SECRET_FILE } from '../../server/config.ts';
import { startSmtpPeer } from '../harness/smtp-peer.ts';
import { exportFiles } from '../unit/profile-engine/fixtures/build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILT = path.join(ROOT, 'dist-server');
const standIns = inject('baseUrl');
const authEmulatorHost = inject('authEmulatorHost');
const PROJECT = 'demo-production-check';
const APP_ORIGIN = 'https://app.production-check.test';

let postgres: Postgres;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let server: ChildProcess;
let workDir: string;
let url: string;
let output = '';

/** What esbuild says of the bundle (scripts/build-server.mjs writes it). */
interface Metafile {
  inputs: Record<string, unknown>;
  outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
}

/** Production's settings, every one a deployment must give. */
async function productionEnv(): Promise<Record<string, string>> {
  const instagramSecret = await fs.readFile(path.join(inject('stackDataDir'), STAND_IN_SECRET_FILE), 'utf8');
  return {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    STATIC_DIR: path.join(ROOT, 'dist'),
    DATABASE_URL: postgres.url,
    APP_ORIGIN,
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
    AUTH_EMULATOR_FOR_TESTS: 'loopback',
    INSTAGRAM_APP_ID: 'stand-in-app',
    INSTAGRAM_APP_SECRET: instagramSecret.trim(),
    INSTAGRAM_OAUTH_BASE_URL: `${standIns}/dev/instagram/api`,
    INSTAGRAM_GRAPH_BASE_URL: `${standIns}/dev/instagram/graph`,
    INSTAGRAM_AUTHORIZE_URL: `${standIns}/dev/instagram/oauth/authorize`,
    STRIPE_SECRET_KEY: 'sk_test_production_check',
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
    STRIPE_API_URL: `${standIns}/dev/stripe`,
    STRIPE_PRICE_WEEKLY: STAND_IN_PRICES.weekly,
    STRIPE_PRICE_PREMIUM: STAND_IN_PRICES.premium,
    STRIPE_PRICE_GIFT: STAND_IN_PRICES.gift,
    STRIPE_PRICE_3MONTH: STAND_IN_PRICES.threemonth,
    STRIPE_PRICE_COURSE: STAND_IN_PRICES.course,
    STRIPE_PRICE_REPORT: STAND_IN_PRICES.report,
  };
}

function startBuiltServer(env: Record<string, string>): Promise<string> {
  // From a folder of its own: production keeps nothing on the server's disk.
  server = spawn(process.execPath, [path.join(BUILT, 'main.mjs')], { cwd: workDir, env });
  for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', () => {
      const ready = /^ready (\S+)$/m.exec(output);
      if (ready) resolve(ready[1]);
    });
    server.once('exit', (code) => reject(new Error(`the built server exited (${code}):\n${output}`)));
  });
}

/** A user in the server's own identity project, through the emulator's admin API. */
async function createUser(email: string) {
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email, password: randomBytes(12).toString('hex') }),
    },
  );
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT });
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'built-server-'));
  [postgres, smtp] = await Promise.all([startPostgres(), startSmtpPeer()]);
  url = await startBuiltServer(await productionEnv());
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await Promise.all([postgres?.stop(), smtp?.close()]);
  await fs.rm(workDir, { recursive: true, force: true });
});

describe('the built server in production', () => {
  it('holds no development code, loads no TypeScript and needs only the production dependencies', async () => {
    const { inputs, outputs } = JSON.parse(await fs.readFile(path.join(BUILT, 'meta.json'), 'utf8')) as Metafile;
    const sources = Object.keys(inputs);
    expect(sources).toContain('server/main.ts');
    expect(sources.filter((source) => source.startsWith('server/dev/'))).toEqual([]);
    const { dependencies } = JSON.parse(await fs.readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const packages = Object.values(outputs).flatMap(({ imports }) =>
      imports.filter((entry) => entry.external && !entry.path.startsWith('node:')).map((entry) => entry.path),
    );
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.map(packageOf).filter((name) => !(name in dependencies))).toEqual([]);
    for (const bundle of ['main.mjs', 'profile-worker.mjs'])
      expect(await fs.readFile(path.join(BUILT, bundle), 'utf8')).not.toMatch(/from ["']tsx|\.ts["']\)/);
    expect(output).toContain('"db":"postgres"');
  });

  it('serves the app', async () => {
    const page = await fetch(`${url}/sign-in`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('mounts nothing under /dev/', async () => {
    for (const [method, pathname] of [
      ['GET', '/dev/mailbox'],
      ['POST', '/dev/clock'],
      ['POST', '/dev/jobs/renewals'],
      ['GET', '/dev/flows'],
      ['GET', '/dev/stripe/v1/prices'],
      ['GET', '/dev/instagram/oauth/authorize'],
    ])
      expect((await fetch(`${url}${pathname}`, { method })).status, pathname).toBe(404);
  });

  it('refuses what production refuses: calls without a sign-in, unsigned webhooks, plans without a payment', async () => {
    const call = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await call('/functions/ig-getProfileData', {})).status).toBe(401);
    expect((await call('/functions/ig-profileHistory', {}, { authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await call('/api/billing/webhook', { type: 'checkout.session.completed' })).status).toBe(400);
    expect((await call('/rec/create-subscription', { plan_id: 'ig_premium_one_month' })).status).toBe(401);
  });

  it('starts a checkout at the Stripe its settings name', async () => {
    const response = await fetch(`${url}/checkout`, {
      method: 'POST',
      body: new URLSearchParams({ plan_code: 'ig_weekly_trial', email: 'buyer@production-check.test' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${standIns}/dev/stripe/`));
  });

  it('emails through SMTP, with links to APP_ORIGIN', async () => {
    const email = `reset-${randomBytes(4).toString('hex')}@production-check.test`;
    await createUser(email);
    const response = await fetch(`${url}/api/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(await response.json()).toEqual({ success: true });
    const sentTo = () => smtp.messages.find((message) => message.includes(`To: ${email}`));
    await expect.poll(sentTo, { timeout: 10_000 }).toBeDefined();
    // Quoted-printable: lines end in soft breaks.
    expect(sentTo()!.replace(/=\r?\n/g, '')).toContain(`${APP_ORIGIN}/set-password?oobCode=`);
  });

  it('runs a profile job in the built worker', async () => {
    const worker = new Worker(path.join(BUILT, 'profile-worker.mjs'), {
      workerData: {
        parts: { uid: 'built-worker', exports: [], now: new Date() },
        upload: exportFiles({
          followers: [{ username: 'ann' }, { username: 'bob' }],
          following: [{ username: 'ann' }, { username: 'cy' }],
        }),
      },
    });
    const answer = await new Promise<{ ok: boolean; result?: { document?: { _sources: string[] } } }>(
      (resolve, reject) => worker.once('message', resolve).once('error', reject),
    );
    expect(answer.ok).toBe(true);
    expect(answer.result?.document?._sources).toEqual(['export']);
  });

  it('wrote nothing to its own disk', async () => {
    expect(await fs.readdir(workDir)).toEqual([]);
  });
});
