/**
 * What every part of the stand-in shares: the state, the time each customer lives in (its test
 * clock's frozen time, else the server's clock), events, and saving.
 */
import type { Logger } from '../../logger.ts';
import { newId } from './ids.ts';
import type { StripeEvent } from './objects.ts';
import type { State } from './store.ts';
import { unix } from './time.ts';

export const API_VERSION = '2026-10-28.endive';

export interface Core {
  state: State;
  logger: Logger;
  /** Unix seconds for this customer: its test clock's frozen time, else the server's clock. */
  now(customerId?: string | null): number;
  /** Runs `work` with the time fixed (a due renewal or retry is processed at its own time). */
  at<T>(time: number, work: () => T): T;
  /** Records an event for the object as it is now (and queues its delivery). */
  emit(type: string, object: { id: string }, previous?: Record<string, unknown>): StripeEvent;
  changed(): void;
  /** Runs `work` with its events recorded but not delivered (demo seeding). */
  quietly<T>(work: () => T): T;
  /** Where the buyer's browser reaches the stand-in's pages (http://<host>/dev/stripe). */
  publicBase: string;
  /** The API request being answered (events record it). */
  request: { id: string | null; idempotency_key: string | null };
}

export function createCore(options: {
  state: State;
  logger: Logger;
  clock: { now(): Date };
  publicBase: string;
  changed(): void;
  deliver(event: StripeEvent, objectId: string): void;
}): Core {
  const { state } = options;
  let fixed: number | null = null;
  let quiet = false;
  const core: Core = {
    state,
    logger: options.logger,
    publicBase: options.publicBase,
    request: { id: null, idempotency_key: null },
    now(customerId) {
      if (fixed !== null) return fixed;
      const clockId = customerId ? state.customers[customerId]?.test_clock : null;
      const clock = clockId ? state.testClocks[clockId] : undefined;
      return clock ? clock.frozen_time : unix(options.clock.now());
    },
    at(time, work) {
      const before = fixed;
      fixed = time;
      try {
        return work();
      } finally {
        fixed = before;
      }
    },
    emit(type, object, previous) {
      const customer = (object as { customer?: unknown }).customer;
      const event: StripeEvent = {
        id: newId('evt'),
        object: 'event',
        api_version: API_VERSION,
        created: core.now(typeof customer === 'string' ? customer : null),
        data: { object: structuredClone(object), ...(previous && { previous_attributes: previous }) },
        livemode: false,
        pending_webhooks: 1,
        request: { ...core.request },
        type,
      };
      state.events[event.id] = event;
      options.changed();
      if (!quiet) options.deliver(event, object.id);
      return event;
    },
    changed: options.changed,
    quietly(work) {
      const before = quiet;
      quiet = true;
      try {
        return work();
      } finally {
        quiet = before;
      }
    },
  };
  return core;
}

/** `previous_attributes` of an `*.updated` event: the top-level fields that changed, as they were. */
export function previousAttributes(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(value)) previous[key] = old[key] ?? null;
  }
  return previous;
}
