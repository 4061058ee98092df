/**
 * How a machine's flow reads for a person (QA's test plans, the flows page): one wording table per
 * machine, keyed by the events it answers as the diagrams label them: a user event's type
 * (`survey.select`), a call's answer (`done:purchasePremium`, `error:purchasePremium`) or a delay
 * (`after:loaderStepDelay`). Each entry turns the event the model sends into a step in words, in
 * the screen's own copy where there is one. test/unit/flow-wording.test.ts keeps every table
 * complete. Data: imports nothing of the app.
 */

/** An event as the model paths send it: its type and whatever it carries. */
export interface WordedEvent {
  type: string;
  [field: string]: unknown;
}

export interface FlowWording {
  /** A case's precondition: the machine's input (and the account or screen it stands for). */
  precondition: (input: unknown) => string;
  /**
   * Per event label, the step in words. `at` holds the paths of the states the machine is in before
   * the step (`['changePlan', 'changePlan.offer']`), for events whose words depend on the screen.
   */
  steps: Record<string, (event: WordedEvent, at: readonly string[]) => string>;
}

/** The label of a model event: `done:<invoke id>`, `error:<invoke id>`, `after:<delay>`, or its type. */
export function eventLabel(type: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]}:${actor[2]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  return after ? `after:${after[1]}` : type;
}

/** The wording of one event; a missing entry reads as the label, which the completeness test refuses. */
export function stepInWords(wording: FlowWording, event: WordedEvent, at: readonly string[]): string {
  const label = eventLabel(event.type);
  return wording.steps[label]?.(event, at) ?? label;
}
