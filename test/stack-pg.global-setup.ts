// The `stack-pg` project: the same stack on a throwaway real Postgres cluster, on its own ports
// (its own Auth emulator too, so it can run beside the `stack` project, which keeps 9099).
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../scripts/with-postgres.mjs';
import { setupStack } from './stack.global-setup.ts';

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  try {
    const teardownStack = await setupStack(project, {
      port: Number(process.env.STACK_PG_PORT ?? 4196),
      authPort: Number(process.env.AUTH_EMULATOR_PG_PORT ?? 9196),
      databaseUrl: postgres.url,
    });
    project.provide('postgresAdminUrl', postgres.adminUrl);
    return async () => {
      await teardownStack();
      await postgres.stop();
    };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}
