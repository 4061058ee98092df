/**
 * QA's readable test plan of a machine: the fewest model paths that together take every transition
 * (chosen greedily from the one-path-per-transition set, over every input), written as numbered
 * cases a person can run by hand. Each case has a stable id (a hash of its input and events: it
 * stays while the path is unchanged), a precondition, and steps in words from the machine's wording
 * table (content/flow-wording/), each followed by what is expected: the description of every state
 * the machine is then in (`description` in the machine file, which Stately's tools show too).
 */
import { createHash } from 'node:crypto';
import {
  getInitialSnapshot,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InputFrom,
} from 'xstate';
import { csvText } from '../../src/dev-flows/csv';
import { stepInWords, type FlowWording, type WordedEvent } from '../../content/flow-wording/wording';
import { modelGraph, type ModelOptions, type ModelStep } from './model-paths';

interface PlanStep {
  action: string;
  expected: string;
}

export interface PlanCase {
  id: string;
  precondition: string;
  start: string;
  steps: PlanStep[];
}

interface Candidate<TMachine extends AnyStateMachine> {
  input: InputFrom<TMachine>;
  steps: ModelStep[];
  transitions: Set<string>;
}

/** Every path of one transition each, with the transitions it takes on the way. */
function candidates<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
  input: InputFrom<TMachine>,
): Candidate<TMachine>[] {
  const { edges, shortest } = modelGraph(machine, { ...options, input });
  const edgeAt = new Map(edges.map((edge) => [`${edge.from}\n${JSON.stringify(edge.event)}`, edge]));
  const [initialKey] = [...shortest.keys()];
  return edges.map((last) => {
    const steps = [...shortest.get(last.from)!, { event: last.event, expected: last.to }];
    const transitions = new Set<string>();
    let at = initialKey;
    for (const step of steps) {
      for (const key of edgeAt.get(`${at}\n${JSON.stringify(step.event)}`)?.transitions ?? []) transitions.add(key);
      at = step.expected;
    }
    return { input, steps, transitions };
  });
}

/** Greedy set cover: the path adding most transitions not yet taken, the shorter on a tie, until none is left. */
function fewestCovering<TMachine extends AnyStateMachine>(all: Candidate<TMachine>[]): Candidate<TMachine>[] {
  const remaining = new Set(all.flatMap((candidate) => [...candidate.transitions]));
  const chosen: Candidate<TMachine>[] = [];
  while (remaining.size) {
    const gain = (candidate: Candidate<TMachine>) =>
      [...candidate.transitions].filter((key) => remaining.has(key)).length;
    const best = all.reduce((a, b) =>
      gain(b) > gain(a) || (gain(b) === gain(a) && b.steps.length < a.steps.length) ? b : a,
    );
    chosen.push(best);
    for (const key of best.transitions) remaining.delete(key);
  }
  return chosen;
}

/** What a person sees in a state: the description of each state the machine is in, innermost first. */
function statesInWords(snapshot: AnyMachineSnapshot): string {
  const leaves = (snapshot._nodes as AnyStateNode[]).filter((node) => node.type === 'atomic' || node.type === 'final');
  return leaves.map((node) => node.description ?? `(${node.path.join('.')} has no description)`).join(' ');
}

/**
 * The fewest model paths that together take every transition the usable events can reach (the
 * browser paths leave out events a browser cannot bring about).
 */
export function coveringPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  inputs: Array<InputFrom<TMachine>>,
  options: ModelOptions<TMachine>,
  usable: (event: EventObject) => boolean = () => true,
): Array<{ input: InputFrom<TMachine>; steps: ModelStep[] }> {
  const all = inputs
    .flatMap((input) => candidates(machine, options, input))
    .filter((candidate) => candidate.steps.every((step) => usable(step.event)));
  return fewestCovering(all);
}

export function testPlan<TMachine extends AnyStateMachine>(
  machine: TMachine,
  inputs: Array<InputFrom<TMachine>>,
  options: ModelOptions<TMachine>,
  wording: FlowWording,
): PlanCase[] {
  const chosen = coveringPaths(machine, inputs, options);
  return chosen.map(({ input, steps }) => {
    let snapshot = getInitialSnapshot(machine, input) as AnyMachineSnapshot;
    const start = statesInWords(snapshot);
    const planSteps = steps.map(({ event }) => {
      const at = (snapshot._nodes as AnyStateNode[]).map((node) => node.path.join('.')).filter(Boolean);
      [snapshot] = transition(machine, snapshot as never, event as never) as [AnyMachineSnapshot, unknown];
      return { action: stepInWords(wording, event as WordedEvent, at), expected: statesInWords(snapshot) };
    });
    const signature = JSON.stringify({
      input: input ?? null,
      events: steps.map(({ event }: { event: EventObject }) => event),
    });
    const id = `${machine.id}-${createHash('sha1').update(signature).digest('hex').slice(0, 8)}`;
    return { id, precondition: wording.precondition(input), start, steps: planSteps };
  });
}

/**
 * The model's inputs and every distinct event it sends, for the flows page to simulate the machine
 * with (its buttons send these events; what JSON cannot carry, such as an Error's message, is lost).
 */
export function modelSamples<TMachine extends AnyStateMachine>(
  machine: TMachine,
  inputs: Array<InputFrom<TMachine>>,
  options: ModelOptions<TMachine>,
) {
  const events = new Map<string, EventObject>();
  for (const input of inputs) {
    for (const { event } of modelGraph(machine, { ...options, input }).edges) events.set(JSON.stringify(event), event);
  }
  return { inputs: inputs.map((input) => input ?? null), events: [...events.values()] };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One case as Markdown under the given heading: precondition, start, then the steps as a table. */
export function caseMarkdown(heading: string, plan: PlanCase): string[] {
  return [
    heading,
    '',
    `**Precondition:** ${plan.precondition}`,
    '',
    `**At the start:** ${plan.start}`,
    '',
    '| # | Step | Expected |',
    '| --- | --- | --- |',
    ...plan.steps.map((step, stepIndex) => `| ${stepIndex + 1} | ${cell(step.action)} | ${cell(step.expected)} |`),
    '',
  ];
}

export function planMarkdown(
  machine: AnyStateMachine,
  cases: PlanCase[],
  summary: string,
  transitions: number,
): string {
  const id = machine.id;
  return [
    `<!-- Generated by \`npm run test:plans\` from machines/ and content/flow-wording/: do not edit by hand, a test fails when it is out of date. -->`,
    '',
    `# Test plan: ${id}`,
    '',
    summary,
    '',
    `${cases.length} cases that together take all ${transitions} transitions of the machine. A case's id stays the same while its path does.`,
    `The same plan as a table: [${id}.csv](${id}.csv); as Gherkin: [${id}.feature](${id}.feature); to import into Xray: [${id}.xray.csv](${id}.xray.csv), into TestRail: [${id}.testrail.csv](${id}.testrail.csv). The diagram: [docs/flows/${id}.md](../flows/${id}.md).`,
    '',
    ...cases.flatMap((plan, index) => caseMarkdown(`## Case ${index + 1}: \`${plan.id}\``, plan)),
  ].join('\n');
}

export const PLAN_CSV_HEADER = ['case', 'id', 'precondition', 'step', 'action', 'expected'];

/** The plan's own table, one row per step (step 0: what the screen shows at the start). */
export function planCsv(cases: PlanCase[]): string {
  const rows = [PLAN_CSV_HEADER];
  cases.forEach((plan, index) => {
    rows.push([String(index + 1), plan.id, plan.precondition, '0', '(start)', plan.start]);
    plan.steps.forEach((step, stepIndex) =>
      rows.push([String(index + 1), plan.id, plan.precondition, String(stepIndex + 1), step.action, step.expected]),
    );
  });
  return csvText(rows);
}
