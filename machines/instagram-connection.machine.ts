/**
 * The Instagram connection of the Analytics screen (issue 16). `connection.start` (sign-in) reads
 * its status: none, syncing, connected or reconnect (Instagram no longer accepts our access); a
 * status that cannot be read is read again a little later. 'Connect Instagram' (also from
 * reconnect) asks the server where to sign in and sends the browser there; Instagram's answer
 * comes back as `connection.callback`, which finishing hands to the server: success starts the
 * first sync, a failure reads the status again and says why. While syncing the status is polled
 * until the sync completes, which lets the app fetch the new profile document. 'Refresh now'
 * (connected, at most once an hour) starts a sync; 'Disconnect' asks first, then deletes the
 * connection and its data. `connection.stop` (sign-out) forgets everything. Pure: the calls, the
 * redirect and the profile refetch arrive through `.provide()`.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import { CONNECT_FAILURE_TEXT, INSTAGRAM_COPY } from '../content/instagram-connection';
import type {
  ConnectCallback,
  ConnectFailure,
  ConnectionState,
  InstagramConnectionView,
} from '../contracts/instagram-connection';
import { errorOf, outputOf } from './invoke-results';
import { notProvided } from './not-provided';

/** How often a sync under way is asked about: the analysis appears within seconds of it completing. */
export const SYNC_POLL_DELAY_MS = 5_000;
/** How long after a failed status read it is read again. */
export const STATUS_RETRY_DELAY_MS = 15_000;

/** What Instagram appended to the callback address, as ig-connectFinish takes it (the callback route reads it here). */

/** The line the screen shows after something the user did, until they do the next thing. */
export interface ConnectionNotice {
  /** alert: it failed; status: it was done. */
  tone: 'alert' | 'status';
  text: string;
  /** A personal account cannot connect: the data export, which works with any account, is offered instead. */
  suggestsExport: boolean;
}

export interface InstagramConnectionContext {
  /** The server's last answer; null before the first, and after sign-out. */
  view: InstagramConnectionView | null;
  notice: ConnectionNotice | null;
}

export type InstagramConnectionEvent =
  | { type: 'connection.start' }
  | { type: 'connection.stop' }
  | { type: 'connection.connect' }
  | ({ type: 'connection.callback' } & ConnectCallback)
  /** `now`: the clock when 'Refresh now' was pressed (ms since the epoch). */
  | { type: 'connection.refresh'; now: number }
  | { type: 'connection.disconnect' }
  | { type: 'connection.confirm' }
  | { type: 'connection.cancel' };

/** The part of a failed call the machine reads: the status, and the server's `error.code` and `retryAt`. */
interface CallFailure {
  status?: unknown;
  code?: unknown;
  retryAt?: unknown;
}

const failureOf = (event: unknown) => (errorOf(event) ?? {}) as CallFailure;

/** The server's code when it names a connect failure; anything else (network, 5xx) means Instagram could not be reached. */
export function connectFailureOf(error: unknown): ConnectFailure {
  const code = (error as CallFailure | null | undefined)?.code;
  return typeof code === 'string' && Object.hasOwn(CONNECT_FAILURE_TEXT, code)
    ? (code as ConnectFailure)
    : 'unavailable';
}

/** Until when 'Refresh now' is refused (ISO 8601), or null when it is allowed at `now`. */
export function refreshLockedUntil(view: InstagramConnectionView | null, now: number): string | null {
  const until = view?.refreshAvailableAt;
  return until && Date.parse(until) > now ? until : null;
}

/** Instagram's answer as the callback event brought it. */
function callbackOf(event: InstagramConnectionEvent): ConnectCallback {
  const { type: _, ...callback } = event as Extract<InstagramConnectionEvent, { type: 'connection.callback' }>;
  return callback;
}

const viewIs =
  (state: ConnectionState) =>
  ({ event }: { event: unknown }) =>
    outputOf<InstagramConnectionView>(event).state === state;

export const instagramConnectionMachine = setup({
  types: {
    context: {} as InstagramConnectionContext,
    events: {} as InstagramConnectionEvent,
  },
  actors: {
    fetchStatus: fromPromise<InstagramConnectionView>(notProvided('fetchStatus')),
    startConnect: fromPromise<{ authorizeUrl: string }>(notProvided('startConnect')),
    finishConnect: fromPromise<InstagramConnectionView, ConnectCallback>(notProvided('finishConnect')),
    refreshNow: fromPromise<InstagramConnectionView>(notProvided('refreshNow')),
    disconnect: fromPromise<InstagramConnectionView>(notProvided('disconnect')),
  },
  actions: {
    // Side effects: the composition root sends the browser to `url`, and lets the insights actor fetch the document.
    goTo: (_, _params: { url: string }) => {},
    profileUpdated: () => {},
    assignView: assign(({ event }) => ({ view: outputOf<InstagramConnectionView>(event) })),
    clearNotice: assign({ notice: null }),
    forget: assign({ view: null, notice: null }),
    assignConnectFailure: assign(({ event }) => {
      const failure = connectFailureOf(errorOf(event));
      return {
        notice: {
          tone: 'alert',
          text: CONNECT_FAILURE_TEXT[failure],
          suggestsExport: failure === 'personal-account',
        } as const,
      };
    }),
    // The screen words the time: 'You can refresh again at …' beside the disabled button.
    assignRefreshAvailableAt: assign(({ context, event }) => {
      const { retryAt } = failureOf(event);
      return {
        view: context.view && { ...context.view, refreshAvailableAt: typeof retryAt === 'string' ? retryAt : null },
      };
    }),
    assignActionFailure: assign({
      notice: { tone: 'alert', text: SOMETHING_WENT_WRONG, suggestsExport: false } as const,
    }),
    announceDisconnected: assign({
      notice: { tone: 'status', text: INSTAGRAM_COPY.disconnected, suggestsExport: false } as const,
    }),
  },
  guards: {
    isNone: viewIs('none'),
    isSyncing: viewIs('syncing'),
    isConnected: viewIs('connected'),
    isReconnect: viewIs('reconnect'),
    refreshAllowed: ({ context, event }) =>
      event.type === 'connection.refresh' && refreshLockedUntil(context.view, event.now) === null,
    isTooSoon: ({ event }) => failureOf(event).status === 429,
    // 409: no working connection to refresh any more (reconnect needed, or disconnected elsewhere).
    isConnectionGone: ({ event }) => failureOf(event).status === 409,
  },
  delays: {
    syncPollDelay: SYNC_POLL_DELAY_MS,
    statusRetryDelay: STATUS_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'instagramConnection',
  context: { view: null, notice: null },
  initial: 'stopped',
  on: {
    'connection.stop': { target: '.stopped', actions: 'forget' },
  },
  states: {
    stopped: {
      description: 'Nobody is signed in: nothing of an Instagram connection is shown or kept.',
      on: { 'connection.start': 'loading' },
    },
    loading: {
      description:
        "The app reads whether an Instagram account is connected: the Analytics screen shows no connection card yet, and 'Connect Instagram' already works. A message shown before, if any, stays.",
      on: {
        'connection.connect': 'starting',
        'connection.callback': 'finishing',
      },
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: [
          { guard: 'isNone', target: 'none', actions: 'assignView' },
          { guard: 'isSyncing', target: 'linked.sync.syncing', actions: 'assignView' },
          { guard: 'isReconnect', target: 'linked.sync.reconnect', actions: 'assignView' },
          { target: 'linked.sync.connected', actions: 'assignView' },
        ],
        onError: 'unavailable',
      },
    },
    // The status could not be read: nothing is shown of the connection until it can.
    unavailable: {
      description:
        "Whether an account is connected could not be read: the Analytics screen shows no connection card, 'Connect Instagram' still works, and the app reads it again 15 seconds later.",
      after: { statusRetryDelay: 'loading' },
      on: {
        'connection.connect': 'starting',
        'connection.callback': 'finishing',
      },
    },
    none: {
      description:
        "No Instagram account is connected: the Analytics screen offers 'Connect Instagram' (under 'Analyse your Instagram account' while nothing is analysed yet).",
      on: {
        'connection.connect': 'starting',
        'connection.callback': 'finishing',
      },
    },
    starting: {
      description:
        "'Connect Instagram' spins while the app asks the server where to sign in to Instagram; the last message is gone.",
      entry: 'clearNotice',
      invoke: {
        id: 'startConnect',
        src: 'startConnect',
        onDone: {
          target: 'redirecting',
          actions: { type: 'goTo', params: ({ event }) => ({ url: event.output.authorizeUrl }) },
        },
        onError: { target: 'loading', actions: 'assignConnectFailure' },
      },
    },
    // The browser is on its way to Instagram; it comes back to the callback route, a new page load.
    redirecting: {
      description:
        "The browser leaves for Instagram's sign-in page; 'Connect Instagram' keeps spinning until it is there.",
    },
    finishing: {
      description:
        "Back from Instagram, the app opens the Analytics screen, which shows 'Connecting Instagram' with a spinner while the server finishes the connect.",
      entry: 'clearNotice',
      invoke: {
        id: 'finishConnect',
        src: 'finishConnect',
        input: ({ event }) => callbackOf(event),
        onDone: { target: 'linked.sync.syncing', actions: 'assignView' },
        // Nothing was connected: read the status again, so the screen shows what is.
        onError: { target: 'loading', actions: 'assignConnectFailure' },
      },
    },
    // An account is connected: its syncs, and beside them the disconnect dialog.
    linked: {
      description:
        "An Instagram account is connected: the Analytics screen shows its card 'Connected to Instagram as @<name>'.",
      type: 'parallel',
      on: {
        'connection.callback': 'finishing',
      },
      states: {
        sync: {
          description: "Where the connected account's sync stands, as the card says it.",
          initial: 'syncing',
          states: {
            syncing: {
              description:
                "The card says 'Fetching your posts and comments from Instagram. Your analysis appears here when it is done.'",
              initial: 'waiting',
              states: {
                waiting: {
                  description:
                    "The card 'Connected to Instagram as @<name>' says 'Fetching your posts and comments from Instagram. Your analysis appears here when it is done.'; the app asks again 5 seconds later whether the sync is done.",
                  after: { syncPollDelay: 'polling' },
                },
                polling: {
                  description:
                    "The card 'Connected to Instagram as @<name>' still says 'Fetching your posts and comments from Instagram…' while the app asks the server whether the sync is done.",
                  invoke: {
                    id: 'pollStatus',
                    src: 'fetchStatus',
                    onDone: [
                      {
                        guard: 'isConnected',
                        target: '#instagramConnection.linked.sync.connected',
                        actions: ['assignView', 'profileUpdated'],
                      },
                      {
                        guard: 'isReconnect',
                        target: '#instagramConnection.linked.sync.reconnect',
                        actions: 'assignView',
                      },
                      { guard: 'isNone', target: '#instagramConnection.none', actions: 'assignView' },
                      { target: 'waiting', actions: 'assignView' },
                    ],
                    onError: 'waiting',
                  },
                },
              },
            },
            connected: {
              description:
                "The card 'Connected to Instagram as @<name>' shows 'Last updated …' and 'Refresh now', which is disabled with 'You can refresh again at …' until an hour after the last refresh.",
              on: {
                'connection.refresh': { guard: 'refreshAllowed', target: 'refreshing' },
              },
            },
            refreshing: {
              description: "On the card, 'Refresh now' spins while the server starts a new sync.",
              entry: 'clearNotice',
              invoke: {
                id: 'refreshNow',
                src: 'refreshNow',
                onDone: { target: 'syncing', actions: 'assignView' },
                onError: [
                  { guard: 'isTooSoon', target: 'connected', actions: 'assignRefreshAvailableAt' },
                  { guard: 'isConnectionGone', target: '#instagramConnection.loading' },
                  { target: 'connected', actions: 'assignActionFailure' },
                ],
              },
            },
            reconnect: {
              description:
                "The card 'Connected to Instagram as @<name>' says 'Instagram no longer accepts our access to @<name>… Reconnect to update it.', keeps the last analysis below and offers 'Reconnect Instagram'.",
              on: { 'connection.connect': '#instagramConnection.starting' },
            },
          },
        },
        disconnect: {
          description: "'Disconnect Instagram and delete its data' under the card, and the dialog that confirms it.",
          initial: 'idle',
          states: {
            idle: {
              description: "No dialog is open; the card offers 'Disconnect Instagram and delete its data'.",
              on: { 'connection.disconnect': 'confirming' },
            },
            confirming: {
              description:
                "The dialog 'Disconnect Instagram?' asks first, with 'Disconnect and delete' and 'Keep connected'.",
              entry: 'clearNotice',
              on: {
                'connection.confirm': 'disconnecting',
                'connection.cancel': 'idle',
              },
            },
            disconnecting: {
              description:
                "The dialog 'Disconnect Instagram?' stays open, 'Disconnect and delete' spins and 'Keep connected' is disabled while the server deletes the connection.",
              invoke: {
                id: 'disconnect',
                src: 'disconnect',
                onDone: {
                  target: '#instagramConnection.none',
                  actions: ['assignView', 'announceDisconnected', 'profileUpdated'],
                },
                onError: { target: 'idle', actions: 'assignActionFailure' },
              },
            },
          },
        },
      },
    },
  },
});

type InstagramConnectionSnapshot = SnapshotFrom<typeof instagramConnectionMachine>;
export type InstagramConnectionActor = ActorRefFrom<typeof instagramConnectionMachine>;

/** Which of the connected account's states the connection card shows. */
export type LinkedStep = 'syncing' | 'connected' | 'refreshing' | 'reconnect';
const LINKED_STEPS: readonly LinkedStep[] = ['syncing', 'connected', 'refreshing', 'reconnect'];

export const selectConnectionView = (s: InstagramConnectionSnapshot) => s.context.view;
export const selectConnectionNotice = (s: InstagramConnectionSnapshot) => s.context.notice;
/** The connected account's step, or null when no account is connected (or not known to be). */
export const selectLinkedStep = (s: InstagramConnectionSnapshot): LinkedStep | null =>
  LINKED_STEPS.find((step) => s.matches({ linked: { sync: step } })) ?? null;
/** The connected account's name, or null when none is connected. */
export const selectLinkedUsername = (s: InstagramConnectionSnapshot) =>
  s.matches('linked') ? (s.context.view?.username ?? null) : null;
/** On the way to Instagram and back: the connect buttons wait. */
export const isConnecting = (s: InstagramConnectionSnapshot) =>
  s.matches('starting') || s.matches('redirecting') || s.matches('finishing');
/** Instagram's answer is with the server: 'Connecting Instagram'. */
export const isFinishingConnect = (s: InstagramConnectionSnapshot) => s.matches('finishing');
export const isConfirmingDisconnect = (s: InstagramConnectionSnapshot) =>
  s.matches({ linked: { disconnect: 'confirming' } });
export const isDisconnecting = (s: InstagramConnectionSnapshot) =>
  s.matches({ linked: { disconnect: 'disconnecting' } });
