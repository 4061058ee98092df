/**
 * Production is the default, and development is asked for by name.
 * The server started without APP_ENV=development refuses to run beside the Auth emulator (whose
 * tokens are unsigned), a misspelt APP_ENV is refused rather than guessed, and outside development
 * it refuses to start while a demo account (published password) exists.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDb, type Db } from '../../server/db/adapter.ts';
import { migrate } from '../../server/db/migrate.ts';
import { demoAccountsPresent, refuseDemoAccounts } from '../../server/demo-guard.ts';
import { insertSubscription } from '../../server/subscriptions.ts';

const authEmulatorHost = inject('authEmulatorHost');

/** Starts the server as an operator would, with `env` only; its exit code and what it printed. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        output += chunk;
        // It started after all: stop it, the test has its answer.
        if (/^ready /m.test(output)) child.kill('SIGKILL');
      });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('production by default', () => {
  it.each<Record<string, string>>([{}, { NODE_ENV: 'development' }, { NODE_ENV: 'Production' }])(
    'refuses to start with the emulator when development is not asked for (%o)',
    async (env) => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'production-default-'));
      const { code, output } = await startServer({
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
        DATA_DIR: dataDir,
        ...env,
      });
      await fs.rm(dataDir, { recursive: true, force: true });
      expect(output).not.toMatch(/^ready /m);
      expect(code).toBe(1);
      expect(output).toContain('Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set in production');
      expect(output).not.toMatch(/^ready /m);
    },
  );

  it('refuses an APP_ENV it does not know', async () => {
    const { code, output } = await startServer({ APP_ENV: 'Development' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid APP_ENV: Development');
  });
});

describe('demo accounts outside development', () => {
  let dataDir: string;
  let db: Db;
  const apps: ReturnType<typeof initializeApp>[] = [];
  const authOf = (projectId: string) => {
    const app = initializeApp({ projectId }, `demo-guard-${projectId}`);
    apps.push(app);
    return getAuth(app);
  };

  beforeAll(async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-guard-'));
    db = await openDb({ dataDir });
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await Promise.all(apps.map((app) => deleteApp(app)));
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('stop the start when Firebase knows one (the stack seeded them in its project)', async () => {
    const auth = authOf('demo-profile-analyzer');
    expect(await demoAccountsPresent(auth, db)).toEqual(
      expect.arrayContaining(['premium@demo.test', 'trial@demo.test']),
    );
    await expect(refuseDemoAccounts(auth, db)).rejects.toThrow(
      /Refusing to start: demo accounts exist \(.*premium@demo\.test/,
    );
  });

  it('stop the start when the database holds one, and let a clean project start', async () => {
    const auth = authOf('demo-clean-project');
    await expect(refuseDemoAccounts(auth, db)).resolves.toBeUndefined();
    await insertSubscription(db, {
      uid: null,
      bundle: 'b',
      plan_code: 'ig_weekly_trial',
      status: 'active',
      started_at: new Date(),
      main_plan: true,
      email: 'gift@demo.test',
    });
    expect(await demoAccountsPresent(auth, db)).toEqual(['gift@demo.test']);
  });
});
