// The security suite's own stack, started as `npm start` starts it, on its own ports, so
// it runs beside the `stack` and `stack-pg` projects.
import type { TestProject } from 'vitest/node';
import { setupStack } from '../stack.global-setup.ts';

export default function setup(project: TestProject) {
  return setupStack(project, {
    port: Number(process.env.SECURITY_STACK_PORT ?? 4198),
    authPort: Number(process.env.SECURITY_AUTH_EMULATOR_PORT ?? 9198),
    // Behind one trusted proxy, as in production: a test may speak from several client addresses.
    env: { TRUSTED_PROXY_HOPS: '1' },
  });
}
