/**
 * The model of an audience category's list that the model-based machine test walks
 * (test/machines/audience-list.machine.test.ts): what the subscriber types and presses, the answers
 * of ig-audienceList and ig-audienceCsv, and the state each leads to.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import type { AudienceListPage, AudienceMember } from '../../contracts/audience-lists';
import type { audienceListMachine, AudienceListEvent, AudienceListInput } from '../../machines/audience-list.machine';
import { callFailure } from '../harness/call-failure';

export type Snapshot = SnapshotFrom<typeof audienceListMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

export const INPUT: AudienceListInput = { category: 'lostFollowers' };

const member = (username: string, reason: AudienceMember['reason'] = null): AudienceMember => ({
  username,
  followedAt: '2025-03-05T10:00:00Z',
  reason,
});
const page = (items: AudienceMember[], next: string | null): AudienceListPage => ({
  category: 'lostFollowers',
  total: 4,
  items,
  next,
});

/** A first page with more after it, the last page after it, and a first page with nobody. */
export const FIRST_PAGE = page([member('anna.b', 'blocked'), member('bob_c')], 'bob_c');
export const LAST_PAGE = page([member('cleo', 'you-unfollowed'), member('dan.d', 'restricted')], null);
export const EMPTY_PAGE = page([], null);

const LOCKED = callFailure({ status: 409, text: 'Locked', serverText: 'Locked' });
export const OFFLINE = callFailure({ text: 'Failed to fetch' });

/** Typing a search, emptying the field, and the presses. */
export const userEvents: AudienceListEvent[] = [
  { type: 'audience.search', text: 'an' },
  { type: 'audience.search', text: '' },
  { type: 'audience.more' },
  { type: 'audience.retry' },
  { type: 'audience.download' },
];

const searchPause = { type: 'xstate.after.searchDelay.audienceList.open.list.typing' };

/** What can arrive in each state: the pause in the typing, the pending calls' answers. */
export function resultsIn(snapshot: Snapshot): EventObject[] {
  const list = snapshot.matches({ open: { list: 'typing' } }) ? [searchPause] : [];
  if (snapshot.matches({ open: { list: 'loading' } })) {
    // A first page may be followed by more; the page after it is the last (the list stays finite).
    const pages = snapshot.context.next === null ? [FIRST_PAGE, EMPTY_PAGE] : [LAST_PAGE];
    list.push(
      ...pages.map((answer) => done('loadPage', answer)),
      failed('loadPage', LOCKED),
      failed('loadPage', OFFLINE),
    );
  }
  if (snapshot.matches({ open: { csv: 'downloading' } }))
    list.push(done('downloadCsv', undefined), failed('downloadCsv', OFFLINE));
  return list;
}

/** Each region's state, the search, the accounts shown and where the next page starts. */
export const serialize = (snapshot: Snapshot) => {
  const { value, context } = snapshot;
  const regions =
    typeof value === 'string'
      ? { state: value }
      : {
          list: value.open.list,
          csv: typeof value.open.csv === 'string' ? value.open.csv : `ready.${value.open.csv.ready}`,
        };
  return JSON.stringify({
    ...regions,
    search: context.search,
    shown: context.members.map((shown) => shown.username),
    next: context.next,
  });
};

export const parse = (expected: string) =>
  JSON.parse(expected) as {
    state?: string;
    list?: string;
    csv?: string;
    search: string;
    shown: string[];
    next: string | null;
  };
