/** Analytics' growth chart (machines/growth-chart.machine.ts) in words: see wording.ts. */
import type { ProfileHistory } from '../../contracts/profile-history';
import { countedPoints, OPENING_GROWTH_DAYS } from '../../domain/growth-series';
import { GROWTH_COPY as COPY, GROWTH_RANGES } from '../growth';
import type { FlowWording, WordedEvent } from './wording';

const rangeLabel = (days: unknown) => GROWTH_RANGES.find((range) => range.days === days)?.label ?? String(days);

function historyAnswer(event: WordedEvent): string {
  const days = countedPoints((event.output as ProfileHistory).points).length;
  const counted = days === 1 ? '1 day' : `${days} days`;
  return days < 2
    ? `The history call answers follower counts on ${counted}; the section says '${COPY.empty}'`
    : `The history call answers follower counts on ${counted}; the chart, its bars and its table show them`;
}

export const wording: FlowWording = {
  precondition: () =>
    `A signed-in subscriber whose account has a source opens Analytics; the growth chart asks for the last ${OPENING_GROWTH_DAYS} days.`,
  steps: {
    'growth.range': (event) => `Press '${rangeLabel(event.days)}' above the chart`,
    'growth.retry': () => `Press '${COPY.tryAgain}'`,
    'growth.figuresChanged': () =>
      'An upload or a sync is analysed while Analytics is open: the app fetches the newer analysis, and the chart asks for its range again',
    'done:loadHistory': historyAnswer,
    'error:loadHistory': () =>
      `The history call fails (network down or the server answers 500); the section says '${COPY.failed}'`,
  },
};
