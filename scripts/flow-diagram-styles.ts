/**
 * The diagrams' two colourings (flow-diagram.ts): what tests cover each transition (the committed
 * docs/flows/*.svg), and what a change did since a git ref (the overlay of `npm run flows -- --base`).
 */
import type { AnyStateMachine } from 'xstate';
import type { Change, MachineDiff } from './flow-reading/machine-diff';
import { allTransitions } from './flow-reading/transitions';
import type { DiagramStyle, Paint } from './flow-diagram';

/** Transition keys (see flow-reading/transitions.ts) covered by each kind of test. */
export interface FlowCoverage {
  model: readonly string[];
  browser: readonly string[];
}

const COVERAGE: Record<'browser' | 'model' | 'none', Paint & { text: string }> = {
  browser: { id: 'browser', colour: '#1b7a3d', text: 'tested in the browser and on the machine' },
  model: { id: 'model', colour: '#2458c6', text: 'tested on the machine (model paths)' },
  none: { id: 'none', colour: '#c62828', dashed: true, text: 'not tested' },
};

/** Green in the browser and on the machine, blue on the machine only, red and dashed not at all. */
export function coverageStyle(machine: AnyStateMachine, coverage: FlowCoverage): DiagramStyle {
  const levelOf = (key: string) =>
    coverage.browser.includes(key) ? COVERAGE.browser : coverage.model.includes(key) ? COVERAGE.model : COVERAGE.none;
  const keys = allTransitions(machine).map((transition) => transition.key);
  return {
    transition: levelOf,
    legend: Object.values(COVERAGE).map(({ text, ...paint }) => ({
      paint,
      text: `${text}: ${keys.filter((key) => levelOf(key).id === paint.id).length} of ${keys.length}`,
    })),
  };
}

/**
 * Paul Tol's "bright" scheme (colour-blind safe; personal.sron.nl/~pault): blue, purple and red,
 * none of them the flows page's orange for the current state, with a dash for the changed and the
 * removed, so no pair is told apart by hue alone; what stayed is thin and grey.
 */
const CHANGE: Record<Change | 'same', Paint> = {
  added: { id: 'added', colour: '#4477aa', width: 2.5 },
  changed: { id: 'changed', colour: '#aa3377', dashed: true, width: 2.5 },
  removed: { id: 'removed', colour: '#ee6677', dashed: true },
  same: { id: 'same', colour: '#80868b', width: 1 },
};

/** The overlay: states and transitions added or changed since <since> drawn in colour, the removed listed. */
export function changeStyle(diff: MachineDiff, since: string): DiagramStyle {
  const transitions = new Map(diff.transitions.flatMap(({ key, change }) => (key ? [[key, CHANGE[change]]] : [])));
  const states = new Map(diff.states.map(({ path, change }) => [path, CHANGE[change]]));
  const count = (change: Change) =>
    diff.states.filter((state) => state.change === change).length +
    diff.transitions.filter((transition) => transition.change === change).length;
  return {
    transition: (key) => transitions.get(key) ?? CHANGE.same,
    state: (path) => states.get(path),
    legend: [
      { paint: CHANGE.added, text: `added since ${since}: ${count('added')} (states outlined)` },
      {
        paint: CHANGE.changed,
        text: `changed since ${since}: ${count('changed')} (targets or actions; a state's description, actions or calls)`,
      },
      { paint: CHANGE.same, text: 'unchanged' },
    ],
    notes: [
      ...diff.states.filter(({ change }) => change === 'removed').map(({ path }) => `removed: state ${path}`),
      ...diff.transitions.filter(({ change }) => change === 'removed').map(({ line }) => `removed: ${line}`),
    ].map((text) => ({ paint: CHANGE.removed, text })),
  };
}
