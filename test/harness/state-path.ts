/** A state value as a dotted path, as machines/state-paths.ts `StatePath` names it: `{ form: 'failed' }` → 'form.failed'. */
import type { StateValue } from 'xstate';

export const statePath = (value: StateValue): string =>
  typeof value === 'string' ? value : Object.entries(value).map(([key, child]) => `${key}.${statePath(child!)}`)[0];
