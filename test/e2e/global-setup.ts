// The end-to-end project's stack, on its own port beside the server files' stack, and on the
// Auth emulator port 9099 that the built SPA points at.
import type { TestProject } from 'vitest/node';
import { setupStack } from '../stack.global-setup.ts';

export default function setup(project: TestProject) {
  return setupStack(project, { port: Number(process.env.E2E_STACK_PORT ?? 4199) });
}
