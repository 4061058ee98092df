/**
 * One audience category's list (Analytics' category cards opened): it loads the first page at
 * once, then the next page on 'Show more' (appended) until the last one. Typing a search drops the
 * pages shown and, after a short pause in the typing, loads the first page of the accounts whose
 * username contains it; a newer search supersedes a page still loading (its answer is dropped).
 * A failed page says why and 'Try again' asks for the same page again. Beside the list, 'Download
 * CSV' saves the category (or the search's matches) as a file while the list stays usable. A
 * category the sources cannot give (409) is locked, and nothing more happens. Pure: the calls
 * arrive through `.provide()`.
 */
import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import type {
  AudienceCsvQuery,
  AudienceListPage,
  AudienceListQuery,
  AudienceMember,
} from '../contracts/audience-lists';
import { SEARCH_DELAY_MS } from '../content/audience-lists';
import type { AudienceCategoryKey } from '../contracts/profile';
import { failureOf, type CallFailure } from '../domain/call-failure';
import { notProvided } from './not-provided';

/** Characters no username has (contracts/audience-lists.ts): typed ones, a leading '@' say, are left out. */
const NOT_IN_USERNAMES = /[^A-Za-z0-9._]/g;
const MAX_USERNAME_LENGTH = 30;

export interface AudienceListInput {
  category: AudienceCategoryKey;
}

export interface AudienceListContext {
  category: AudienceCategoryKey;
  /** The search in force: part of a username; '' lists the whole category. */
  search: string;
  /** The pages loaded for that search, in order. */
  members: AudienceMember[];
  /** Accounts in the whole category, from the latest page (null before the first). */
  total: number | null;
  /** Where the next page starts; null before the first page of a search and after the last. */
  next: string | null;
  /** Why the latest page failed (read only while it has). */
  listFailure: CallFailure | null;
  /** Why the latest CSV download failed (read only while it has). */
  csvFailure: CallFailure | null;
}

export type AudienceListEvent =
  | { type: 'audience.search'; text: string }
  | { type: 'audience.more' }
  | { type: 'audience.retry' }
  | { type: 'audience.download' };

/** What is typed, as a username can start: characters no username has are left out. */
export const searchOf = (text: string) => text.replace(NOT_IN_USERNAMES, '').slice(0, MAX_USERNAME_LENGTH);

const typedSearch = ({ event }: { event: Extract<AudienceListEvent, { type: 'audience.search' }> }) => ({
  search: searchOf(event.text),
});
const loadedPage = ({ event }: { event: DoneActorEvent<AudienceListPage> }) => ({ page: event.output });
const callFailure = ({ event }: { event: ErrorActorEvent }) => ({ failure: failureOf(event.error) });

const csvQuery = ({ context }: { context: AudienceListContext }): AudienceCsvQuery => ({
  category: context.category,
  ...(context.search && { search: context.search }),
});
/** The search's next page: the first while none is shown. */
const pageQuery = ({ context }: { context: AudienceListContext }): AudienceListQuery => ({
  ...csvQuery({ context }),
  ...(context.next && { after: context.next }),
});

export const audienceListMachine = setup({
  types: {
    context: {} as AudienceListContext,
    events: {} as AudienceListEvent,
    input: {} as AudienceListInput,
  },
  actors: {
    loadPage: fromPromise<AudienceListPage, AudienceListQuery>(notProvided('loadPage')),
    /** Hands the CSV file to the browser as a download. */
    downloadCsv: fromPromise<void, AudienceCsvQuery>(notProvided('downloadCsv')),
  },
  actions: {
    // A new search starts from its own first page: the old search's pages go.
    startSearch: assign((_, { search }: { search: string }) => ({ search, members: [], next: null })),
    appendPage: assign(({ context }, { page }: { page: AudienceListPage }) => ({
      members: [...context.members, ...page.items],
      total: page.total,
      next: page.next,
    })),
    assignListFailure: assign((_, { failure }: { failure: CallFailure }) => ({ listFailure: failure })),
    assignCsvFailure: assign((_, { failure }: { failure: CallFailure }) => ({ csvFailure: failure })),
  },
  guards: {
    // Typing only characters no username has changes nothing.
    changesSearch: ({ context }, { search }: { search: string }) => search !== context.search,
    hasNextPage: (_, { page }: { page: AudienceListPage }) => page.next !== null,
    // 409: the sources cannot give this category (Analytics' card says what would unlock it).
    isLocked: (_, { failure }: { failure: CallFailure }) => failure.status === 409,
  },
  delays: {
    searchDelay: SEARCH_DELAY_MS,
  },
}).createMachine({
  id: 'audienceList',
  context: ({ input }) => ({
    category: input.category,
    search: '',
    members: [],
    total: null,
    next: null,
    listFailure: null,
    csvFailure: null,
  }),
  initial: 'open',
  states: {
    // The list and its CSV download, side by side.
    open: {
      description:
        "The category's screen: its name, the search field 'Search by username', 'Download CSV' and the list.",
      type: 'parallel',
      states: {
        list: {
          description: 'The accounts of the category (or of the search), page after page.',
          initial: 'loading',
          on: {
            'audience.search': {
              guard: { type: 'changesSearch', params: typedSearch },
              target: '.typing',
              actions: { type: 'startSearch', params: typedSearch },
            },
          },
          states: {
            // Each letter typed starts the pause again.
            typing: {
              description: 'A search is being typed: the list is empty and says it is searching.',
              after: { searchDelay: 'loading' },
            },
            // The first page of the search, or the next page after those shown.
            loading: {
              description:
                "A page is loading: the first one behind a loader, or the next one under the accounts shown, with 'Show more' busy.",
              invoke: {
                id: 'loadPage',
                src: 'loadPage',
                input: pageQuery,
                onDone: [
                  {
                    guard: { type: 'hasNextPage', params: loadedPage },
                    target: 'more',
                    actions: { type: 'appendPage', params: loadedPage },
                  },
                  { target: 'end', actions: { type: 'appendPage', params: loadedPage } },
                ],
                onError: [
                  { guard: { type: 'isLocked', params: callFailure }, target: '#audienceList.locked' },
                  { target: 'failed', actions: { type: 'assignListFailure', params: callFailure } },
                ],
              },
            },
            more: {
              description: "The accounts loaded so far, with 'Show more' under them.",
              on: { 'audience.more': 'loading' },
            },
            end: {
              description:
                'Every account of the category (or of the search) is shown; none at all says the list is empty (or that no username contains the search).',
            },
            failed: {
              description:
                "The accounts loaded so far, if any, then in red why the page could not be loaded, with 'Try again'.",
              on: { 'audience.retry': 'loading' },
            },
          },
        },
        csv: {
          description: "'Download CSV' and what became of the last download.",
          initial: 'ready',
          states: {
            ready: {
              description: "'Download CSV' can be pressed.",
              initial: 'idle',
              on: { 'audience.download': '#audienceList.open.csv.downloading' },
              states: {
                idle: { description: "'Download CSV' has not been pressed." },
                saved: { description: "The browser saved the CSV file; 'Download CSV' can be pressed again." },
                failed: {
                  description: "In red, why the CSV file could not be downloaded; 'Download CSV' tries again.",
                },
              },
            },
            downloading: {
              description: "'Download CSV' is busy while the file is made; the list can still be used.",
              invoke: {
                id: 'downloadCsv',
                src: 'downloadCsv',
                input: csvQuery,
                onDone: 'ready.saved',
                onError: { target: 'ready.failed', actions: { type: 'assignCsvFailure', params: callFailure } },
              },
            },
          },
        },
      },
    },
    locked: {
      description:
        "The category is locked: the screen says so, that its card on Analytics tells what would unlock it, and offers 'Back to Analytics'.",
      type: 'final',
    },
  },
});

type AudienceListSnapshot = SnapshotFrom<typeof audienceListMachine>;

/** Where the list is ('typing', 'loading', 'more', 'end', 'failed'); null once the category is locked. */
export const selectListStep = (s: AudienceListSnapshot) => (typeof s.value === 'string' ? null : s.value.open.list);

/** Where the CSV download is ('idle', 'downloading', 'saved', 'failed'); null once the category is locked. */
export function selectCsvStep(s: AudienceListSnapshot) {
  if (typeof s.value === 'string') return null;
  const csv = s.value.open.csv;
  return typeof csv === 'string' ? csv : csv.ready;
}

/** Why the page failed, while the list says so. */
export const selectListFailure = (s: AudienceListSnapshot) =>
  selectListStep(s) === 'failed' ? s.context.listFailure : null;

/** Why the CSV download failed, while the screen says so. */
export const selectCsvFailure = (s: AudienceListSnapshot) =>
  selectCsvStep(s) === 'failed' ? s.context.csvFailure : null;
