// A server started before its build: the rendered pages come once the build is there,
// without a restart, since a failed import of the render module is tried again on the next request.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { FIRST_SCREEN_COOKIE } from '../../contracts/first-screen.ts';
import { PAGE_SESSION_COOKIE } from '../../contracts/rendered-pages.ts';
import { pageSessionOf } from './pages.ts';

const authEmulatorHost = inject('authEmulatorHost');

let folder: string;
let server: ChildProcess;
let serverUrl: string;

/** Where the server looks for the build, not there yet when it starts. */
const staticDir = () => path.join(folder, 'dist');

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'server-before-build-'));
  // A server of its own (its own data folder, the stack's Auth emulator), as `npm start` runs it.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/dev/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      APP_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(folder, 'data'),
      STATIC_DIR: staticDir(),
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  serverUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk) => {
      output += chunk;
      const ready = /^ready (\S+)$/m.exec(output);
      if (ready) resolve(ready[1]);
    });
    server.on('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
  });
});

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await fs.rm(folder, { recursive: true, force: true });
});

describe('a server started before its build', () => {
  it('renders My Plan once the build is there, without a restart', async () => {
    const { value } = await pageSessionOf('premium@demo.test');
    const cookie = `${PAGE_SESSION_COOKIE}=${value}; ${FIRST_SCREEN_COOKIE}=default.course`;
    const myPlan = async () => {
      const response = await fetch(new URL('/dashboard/my-plan', serverUrl), {
        headers: { accept: 'text/html', cookie },
      });
      return { status: response.status, html: await response.text() };
    };
    expect((await myPlan()).html).not.toContain('>My active plan</h2>');

    await fs.symlink(path.resolve('dist'), staticDir());
    const { status, html } = await myPlan();
    expect(status).toBe(200);
    expect(html).toContain('>My active plan</h2>');
  });
});
