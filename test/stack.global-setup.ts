// Starts the real stack once for the `stack` test project, as `npm start` does, on its own port and
// a fresh data folder, so runs never see each other's data. (Not 4190: fetch refuses that port.)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, tail, type StackOptions } from '../scripts/stack.mjs';

/** Also used by the Postgres project's setup (test/stack-pg.global-setup.ts). */
export async function setupStack(
  project: TestProject,
  options: Pick<StackOptions, 'port' | 'authPort' | 'databaseUrl' | 'env'>,
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'profile-analyzer-stack-'));
  // The image proxy test's own image server (a fixed port, as the stack reads its allow-list at start),
  // and the stack itself: the Instagram stand-in's post pictures.
  const images = [
    'https://*.cdninstagram.com',
    'https://*.fbcdn.net',
    'http://127.0.0.1:47911',
    'http://*.image-proxy.test:47911',
    `http://127.0.0.1:${options.port ?? 4173}`,
  ];
  process.env.IMAGE_PROXY_ALLOW = images.join(',');
  const stack = await startStack({ ...options, dataDir });
  project.provide('baseUrl', stack.url);
  project.provide('authEmulatorHost', stack.authEmulatorHost);
  project.provide('stackDataDir', dataDir);
  return async () => {
    await stack.stop();
    // The logs are gone with the folder: when a test of this project failed, print what they said.
    if (project.vitest.state.getTestModules().some((item) => item.project.name === project.name && !item.ok()))
      process.stderr.write(`\nThe ${project.name} project's stack said:\n${await logsOfFailedRun(dataDir)}\n`);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

/** The server's warnings and errors (pino levels 40 and up), and the ends of its and the emulator's logs. */
async function logsOfFailedRun(dataDir: string): Promise<string> {
  const lines = (await fs.readFile(path.join(dataDir, 'server.log'), 'utf8').catch(() => '')).split('\n');
  const warnings = lines.filter((line) => /^\{"level":[4-6]0,/.test(line));
  return [
    `server.log, its last ${Math.min(40, warnings.length)} warnings and errors:`,
    ...warnings.slice(-40),
    'server.log, its last lines:',
    ...lines.slice(-20),
    'auth-emulator.log, its last lines:',
    await tail(path.join(dataDir, 'auth-emulator.log'), 20),
  ].join('\n');
}

export default function setup(project: TestProject) {
  // Its own Auth emulator port (the end-to-end project keeps 9099, which the built SPA points at).
  return setupStack(project, {
    port: Number(process.env.STACK_PORT ?? 4195),
    authPort: Number(process.env.AUTH_EMULATOR_PORT ?? 9195),
  });
}
