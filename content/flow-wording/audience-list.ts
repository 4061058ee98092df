/** An audience category's list (machines/audience-list.machine.ts) in words: see wording.ts. */
import type { AudienceListPage } from '../../contracts/audience-lists';
import type { CallFailure } from '../../domain/call-failure';
import { AUDIENCE_LIST_COPY as COPY, failureTextOr, SEARCH_DELAY_MS } from '../audience-lists';
import { AUDIENCE_LABELS } from '../profile-data';
import type { FlowWording, WordedEvent } from './wording';

/** What a failed call answered, and the words the screen then shows in red. */
function failed(call: string, fallback: string) {
  return (event: WordedEvent) => {
    const failure = event.error as CallFailure;
    const answer = failure.status ? `fails with ${failure.status}` : 'gets no answer (network down)';
    if (failure.status === 409) return `The ${call} ${answer}: the category is locked`;
    return `The ${call} ${answer}; the screen says '${failureTextOr(fallback, failure)}'`;
  };
}

function pageAnswer(event: WordedEvent): string {
  const page = event.output as AudienceListPage;
  const accounts = page.items.map((member) => member.username).join(', ') || 'no account';
  const more = page.next ? `, and more after them ('${COPY.showMore}')` : ', the last of the list';
  return `The list call answers ${accounts}${more} (${page.total} in the category)`;
}

export const wording: FlowWording = {
  precondition: (input) =>
    `A signed-in subscriber with analysed followers opens '${AUDIENCE_LABELS[(input as { category: keyof typeof AUDIENCE_LABELS }).category]}' on Analytics.`,
  steps: {
    'audience.search': (event) =>
      event.text ? `Type '${String(event.text)}' in '${COPY.searchLabel}'` : `Empty '${COPY.searchLabel}'`,
    'after:searchDelay': () => `Typing pauses for ${SEARCH_DELAY_MS / 1000} seconds`,
    'audience.more': () => `Press '${COPY.showMore}'`,
    'audience.retry': () => `Press '${COPY.tryAgain}'`,
    'audience.download': () => `Press '${COPY.downloadCsv}'`,
    'done:loadPage': pageAnswer,
    'error:loadPage': failed('list call', COPY.listFailed),
    'done:downloadCsv': () =>
      `The CSV call answers the file; the browser saves it and the screen says '${COPY.csvSaved}'`,
    'error:downloadCsv': failed('CSV call', COPY.csvFailed),
  },
};
