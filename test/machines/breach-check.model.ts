/**
 * The model of the breach check (spec 2.11, 4, 7, 8) that both model-based tests walk: the machine
 * test (test/machines/breach-check.machine.test.ts) on live actors and the screen test
 * (test/screens/password-safety.test.tsx) on the real page.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import type { BreachedSite } from '../../contracts/breaches';
import { callFailure } from '../harness/call-failure';
import type { breachCheckMachine, BreachCheckEvent } from '../../machines/breach-check.machine';

export type Snapshot = SnapshotFrom<typeof breachCheckMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

export const EMAIL = 'trial@demo.test';

/** Loading the page, and 'Try again'. */
export const userEvents: BreachCheckEvent[] = [{ type: 'breachCheck.fetch', email: EMAIL }];

export const ADOBE: BreachedSite = {
  Name: 'Adobe',
  Title: 'Adobe',
  Domain: 'adobe.com',
  BreachDate: '2013-10-04',
  DataClasses: ['Email addresses', 'Password hints', 'Passwords', 'Usernames'],
  Description: '',
};

export const CANVA: BreachedSite = {
  Name: 'Canva',
  Title: 'Canva',
  Domain: 'canva.com',
  BreachDate: '2019-05-24',
  DataClasses: ['Email addresses', 'Geographic locations', 'Names', 'Passwords', 'Usernames'],
  Description: '',
};

/** The state a result leads to (spec 4), the sites then shown, and the analytics event it sends (spec 7). */
export interface BreachResult {
  result: EventObject;
  state: string;
  breaches: BreachedSite[];
  event: { name: string; fields: Record<string, unknown> };
}

/** A refusal of breachedaccount as src/services/call-failure.ts reads it: the status and the server's `error`. */
const refusal = (status: number, error: string) => callFailure({ status, text: error, serverText: error });

const pwnedError = (name: string, status: number | null, error: string) => ({
  name,
  fields: { error, status, email: EMAIL },
});

/** Every answer of breachedaccount as server/routes/functions.ts gives it, and a network failure. */
const RESULTS: BreachResult[] = [
  {
    result: done('fetchBreaches', [ADOBE, CANVA]),
    state: 'fetched',
    breaches: [ADOBE, CANVA],
    event: { name: 'Pwned success response', fields: { breachedSitesCount: 2 } },
  },
  {
    result: done('fetchBreaches', []),
    state: 'fetched',
    breaches: [],
    event: { name: 'Pwned success response', fields: { breachedSitesCount: 0 } },
  },
  {
    result: failed('fetchBreaches', refusal(404, 'No breaches found for this account')),
    state: 'fetched',
    breaches: [],
    event: { name: 'Pwned success response', fields: { breachedSitesCount: 0 } },
  },
  {
    result: failed('fetchBreaches', refusal(429, 'Too many requests, try again later')),
    state: 'notFetched.rateLimited',
    breaches: [],
    event: pwnedError('Pwned rate limit error', 429, 'Too many requests, try again later'),
  },
  {
    result: failed('fetchBreaches', refusal(502, 'Breach check is unavailable, try again later')),
    state: 'notFetched.failed',
    breaches: [],
    event: pwnedError('Pwned error', 502, 'Breach check is unavailable, try again later'),
  },
  {
    result: failed('fetchBreaches', callFailure({ text: 'Failed to fetch' })),
    state: 'notFetched.failed',
    breaches: [],
    event: pwnedError('Pwned error', null, 'Failed to fetch'),
  },
];

export function resultRow(event: EventObject): BreachResult | undefined {
  return RESULTS.find((row) => JSON.stringify(row.result) === JSON.stringify(event));
}

export const resultsIn = (snapshot: Snapshot): EventObject[] =>
  snapshot.matches('fetching') ? RESULTS.map((row) => row.result) : [];

/** The state as a dotted path, and the names of the sites shown. */
export function stateName(value: unknown): string {
  return typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>).map(([parent, child]) => `${parent}.${stateName(child)}`)[0];
}

export const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ state: stateName(snapshot.value), breaches: snapshot.context.breaches.map((site) => site.Name) });

export const parse = (expected: string) => JSON.parse(expected) as { state: string; breaches: string[] };
