/** The server app built in memory, in or outside production, for tests of what it mounts where. */
import os from 'node:os';
import { createApp } from '../../server/app';
import { developmentRoutes } from '../../server/dev/routes';
import { systemClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import type { AppDeps } from '../../server/deps';

export function appFor(production: boolean) {
  const config = { ...loadConfig({ APP_ENV: 'development', PORT: '4000', STATIC_DIR: os.tmpdir() }), production };
  const silent = { info() {}, debug() {}, warn() {}, error() {} };
  // Only what building the app and answering the dev pages touch.
  const deps = { config, clock: systemClock, logger: silent, auth: {}, jobs: {} } as unknown as AppDeps;
  return createApp(deps, production ? undefined : developmentRoutes(deps));
}
