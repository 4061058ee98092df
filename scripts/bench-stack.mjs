// A stack of its own for a benchmark (no SPA build: pages are measured by bench:web), on BENCH_PORT
// and BENCH_AUTH_PORT (default 4198 and 9198), PGlite or DATABASE_URL's Postgres, in a data folder
// of its own that `stop` removes.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack } from './stack.mjs';

export async function startBenchStack(name) {
  process.env.SKIP_SPA_BUILD = '1';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `profile-analyzer-bench-${name}-`));
  const stack = await startStack({
    port: Number(process.env.BENCH_PORT ?? 4198),
    authPort: Number(process.env.BENCH_AUTH_PORT ?? 9198),
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
  });
  return {
    ...stack,
    dataDir,
    stop: async () => {
      await stack.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
