// The stack the browser paths drive: started as `npm start` starts it, on its own port and data
// folder, serving a test build that records coverage on the app's actors (dist-flow-coverage/).
// Behind a trusted proxy as in production, so each path can be its own client address
// (X-Forwarded-For) and per-address limits apply per path, as they would per user.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../scripts/stack.mjs';

export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'profile-analyzer-browser-paths-'));
  const stack = await startStack({
    port: Number(process.env.BROWSER_PATHS_PORT ?? 4197),
    dataDir,
    staticDir: 'dist-flow-coverage',
    buildEnv: { VITE_FLOW_COVERAGE: '1' },
    env: { TRUSTED_PROXY_HOPS: '1' },
  });
  project.provide('baseUrl', stack.url);
  return async () => {
    await stack.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
