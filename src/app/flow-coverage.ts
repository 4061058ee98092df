/**
 * Test builds only (VITE_FLOW_COVERAGE=1; src/app/inspector.ts loads this then, and no other build
 * contains it): what the app's own actors do, for the browser paths (test/browser-paths) to
 * measure coverage on the live actors in the page. Every machine actor's states entered and
 * transition definitions taken (keyed as the model-based suites key them), the pairs taken back
 * to back and the latest state value, gathered under `window.__flowCoverage` by machine id.
 */
import type { AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { transitionKey } from '../../scripts/flow-reading/transitions';

export interface MachineCoverage {
  /** The state value of the machine's latest actor. */
  value: unknown;
  /** Every state value it took, in order: a state left at once (nothing to wait for) is still seen. */
  history: unknown[];
  states: string[];
  transitions: string[];
  pairs: string[];
}

declare global {
  interface Window {
    __flowCoverage?: Record<string, MachineCoverage>;
  }
}

const lastTransition = new WeakMap<object, string>();

function record(machineId: string): MachineCoverage {
  const all = (window.__flowCoverage ??= {});
  return (all[machineId] ??= { value: null, history: [], states: [], transitions: [], pairs: [] });
}

const add = (list: string[], item: string) => {
  if (!list.includes(item)) list.push(item);
};

export function recordFlowCoverage(inspection: InspectionEvent) {
  if (inspection.type !== '@xstate.microstep' && inspection.type !== '@xstate.snapshot') return;
  const machine = (inspection.actorRef as { logic?: { id?: string; root?: unknown } }).logic;
  if (!machine?.root || !machine.id) return;
  const coverage = record(machine.id);
  const value = (inspection.snapshot as { value?: unknown }).value ?? null;
  if (JSON.stringify(value) !== JSON.stringify(coverage.value)) coverage.history.push(value);
  coverage.value = value;
  const nodes = ((inspection.snapshot as { _nodes?: AnyStateNode[] })._nodes ?? []).filter((node) => node.parent);
  for (const node of nodes) add(coverage.states, node.id);
  if (inspection.type !== '@xstate.microstep') return;
  for (const transition of (inspection as { _transitions?: AnyTransitionDefinition[] })._transitions ?? []) {
    const key = transitionKey(transition);
    add(coverage.transitions, key);
    const last = lastTransition.get(inspection.actorRef);
    if (last) add(coverage.pairs, `${last} → ${key}`);
    lastTransition.set(inspection.actorRef, key);
  }
}
