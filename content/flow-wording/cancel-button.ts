/** My Plan's Cancel button (machines/cancel-button.machine.ts) in words: see wording.ts. */
import { FETCHING_PLANS_WINDOW_MS } from '../constants';
import type { FlowWording } from './wording';

interface Subscription {
  startedAt: string | null;
  canceled: boolean;
  now: number;
}

const HOUR = 3_600_000;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
const hasZone = (startedAt: string) => /(Z|[+-]\d{2}:?\d{2})$/i.test(startedAt.trim());

/** 'started 20 hours ago and is active'; a start without a time zone is read as UTC. */
function facts({ startedAt, canceled, now }: Subscription): string {
  const status = canceled ? 'canceled' : 'active';
  if (!startedAt) return `has no known start time and is ${status}`;
  const ms = now - Date.parse(hasZone(startedAt) ? startedAt : `${startedAt}Z`);
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.round((ms % HOUR) / 60_000);
  const ago = minutes ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')} ago` : `${plural(hours, 'hour')} ago`;
  const zone = hasZone(startedAt) ? '' : ' (its start time written without a time zone)';
  return `started ${ago}${zone} and is ${status}`;
}

export const wording: FlowWording = {
  precondition: (input) => `A subscriber on My Plan whose subscription ${facts(input as Subscription)}.`,
  steps: {
    'subscription.updated': (event) =>
      `The app reads the subscription again: it ${facts(event as unknown as Subscription)}`,
    'after:fetchingWindowLeft': () =>
      `${FETCHING_PLANS_WINDOW_MS / HOUR} hours have passed since the subscription started`,
  },
};
