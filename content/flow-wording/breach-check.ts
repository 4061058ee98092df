/** Password safety's breach check (machines/breach-check.machine.ts) in words: see wording.ts. */
import { breachCountText, PASSWORD_SAFETY_COPY as COPY } from '../password-safety';
import type { FlowWording, WordedEvent } from './wording';

const NO_BREACH = `the screen says '${COPY.goodNews}' and '${COPY.noBreaches}'`;

function breachFailure(event: WordedEvent): string {
  const status = (event.error as { status?: number } | null | undefined)?.status;
  if (status === 404) return `The breach call answers 404 (the email is in no known breach); ${NO_BREACH}`;
  if (status === 429) return 'The breach call fails with 429 (too many requests)';
  return status ? `The breach call fails with ${status}` : 'The breach call gets no answer (network down)';
}

export const wording: FlowWording = {
  precondition: () => 'A subscriber signed in as trial@demo.test, on the dashboard.',
  steps: {
    'breachCheck.fetch': (event) =>
      `Open '${COPY.title}' from the dashboard, or press '${COPY.tryAgain}' there (the check is for ${event.email ?? 'the signed-in email'})`,
    'done:fetchBreaches': (event) => {
      const sites = Array.isArray(event.output)
        ? (event.output as Array<{ Name: string }>).map((site) => site.Name)
        : [];
      return sites.length
        ? `The breach call answers ${sites.length} breached sites (${sites.join(', ')}); the screen says '${COPY.compromised}' and '${breachCountText(sites.length)}'`
        : `The breach call answers an empty list; ${NO_BREACH}`;
    },
    'error:fetchBreaches': breachFailure,
  },
};
