/**
 * The Instagram connection of the Analytics screen. `connection.start` (sign-in) reads
 * its status: none, syncing, connected or reconnect (Instagram no longer accepts our access); a
 * status that cannot be read is read again a little later. 'Connect Instagram' (also from
 * reconnect) asks the server where to sign in and sends the browser there; if the browser stays
 * (the redirect was blocked) or comes back to this page (Back), the status is read again.
 * Instagram's answer comes back as `connection.callback`, which finishing hands to the server:
 * success starts the first sync, a failure reads the status again and says why. While syncing the
 * status is polled until the sync completes, which lets the app fetch the new profile document.
 * 'Refresh now' (connected, at most once an hour, never behind the disconnect dialog) starts a
 * sync; 'Disconnect' asks first, then deletes the connection and its data. `connection.stop`
 * (sign-out) forgets everything. Pure: the calls, the redirect and the profile refetch arrive
 * through `.provide()`.
 */
import {
  and,
  assertEvent,
  assign,
  fromPromise,
  setup,
  stateIn,
  type ActorRefFrom,
  type DoneActorEvent,
  type ErrorActorEvent,
  type SnapshotFrom,
} from 'xstate';
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import { CONNECT_FAILURE_TEXT, INSTAGRAM_COPY } from '../content/instagram-connection';
import type {
  ConnectCallback,
  ConnectFailure,
  ConnectStartAnswer,
  InstagramConnectionView,
} from '../contracts/instagram-connection';
import { failureOf, type CallFailure } from '../domain/call-failure';
import { notProvided } from './not-provided';

/** How often a sync under way is asked about: the analysis appears within seconds of it completing. */
export const SYNC_POLL_DELAY_MS = 5_000;
/** How long after a failed status read it is read again. */
export const STATUS_RETRY_DELAY_MS = 15_000;
/** How long the page may stay after the browser was sent to Instagram before the redirect counts as blocked. */
export const REDIRECT_TIMEOUT_MS = 20_000;

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
  /** The page is shown again (Back from Instagram, out of the browser's back-forward cache). */
  | { type: 'connection.returned' }
  | ({ type: 'connection.callback' } & ConnectCallback)
  /** `now`: the clock when 'Refresh now' was pressed (ms since the epoch). */
  | { type: 'connection.refresh'; now: number }
  | { type: 'connection.disconnect' }
  | { type: 'connection.confirm' }
  | { type: 'connection.cancel' };

/** Which of the connected account's states the connection card shows, in the state's `meta`. */
export type LinkedStep = 'syncing' | 'connected' | 'refreshing' | 'reconnect';

interface ConnectionMeta {
  linkedStep?: LinkedStep;
}

/** The server's code when it names a connect failure; anything else (network, 5xx) means Instagram could not be reached. */
export function connectFailureOf({ code }: CallFailure): ConnectFailure {
  return code !== null && Object.hasOwn(CONNECT_FAILURE_TEXT, code) ? (code as ConnectFailure) : 'unavailable';
}

/** Until when 'Refresh now' is refused (ISO 8601), or null when it is allowed at `now`. */
export function refreshLockedUntil(view: InstagramConnectionView | null, now: number): string | null {
  const until = view?.refreshAvailableAt;
  return until && Date.parse(until) > now ? until : null;
}

const alert = (text: string): ConnectionNotice => ({ tone: 'alert', text, suggestsExport: false });

const answeredView = ({ event }: { event: DoneActorEvent<InstagramConnectionView> }) => ({ view: event.output });
const authorizeUrl = ({ event }: { event: DoneActorEvent<ConnectStartAnswer> }) => ({ url: event.output.authorizeUrl });
const callFailure = ({ event }: { event: ErrorActorEvent }) => ({ failure: failureOf(event.error) });

/** Instagram's answer as the callback event brought it: what ig-connectFinish takes. */
function callbackInput({ event }: { event: InstagramConnectionEvent }): ConnectCallback {
  assertEvent(event, 'connection.callback');
  const { type: _, ...callback } = event;
  return callback;
}

export const instagramConnectionMachine = setup({
  types: {
    context: {} as InstagramConnectionContext,
    events: {} as InstagramConnectionEvent,
    meta: {} as ConnectionMeta,
  },
  actors: {
    fetchStatus: fromPromise<InstagramConnectionView>(notProvided('fetchStatus')),
    startConnect: fromPromise<ConnectStartAnswer>(notProvided('startConnect')),
    finishConnect: fromPromise<InstagramConnectionView, ConnectCallback>(notProvided('finishConnect')),
    refreshNow: fromPromise<InstagramConnectionView>(notProvided('refreshNow')),
    disconnect: fromPromise<InstagramConnectionView>(notProvided('disconnect')),
  },
  actions: {
    // Side effects: the composition root sends the browser to `url`, and lets the insights actor fetch the document.
    goTo: (_, _params: { url: string }) => {},
    profileUpdated: () => {},
    assignView: assign((_, params: { view: InstagramConnectionView }) => params),
    clearNotice: assign({ notice: null }),
    forget: assign({ view: null, notice: null }),
    assignConnectFailure: assign((_, { failure }: { failure: CallFailure }) => {
      const reason = connectFailureOf(failure);
      return { notice: { ...alert(CONNECT_FAILURE_TEXT[reason]), suggestsExport: reason === 'personal-account' } };
    }),
    assignRedirectStalled: assign({ notice: alert(INSTAGRAM_COPY.redirectStalled) }),
    // The screen words the time: 'You can refresh again at …' beside the disabled button.
    assignRefreshAvailableAt: assign(({ context }, { failure }: { failure: CallFailure }) => ({
      view: context.view && { ...context.view, refreshAvailableAt: failure.retryAt },
    })),
    assignActionFailure: assign({ notice: alert(SOMETHING_WENT_WRONG) }),
    announceDisconnected: assign({
      notice: { tone: 'status', text: INSTAGRAM_COPY.disconnected, suggestsExport: false } as const,
    }),
  },
  guards: {
    isNone: (_, { view }: { view: InstagramConnectionView }) => view.state === 'none',
    isSyncing: (_, { view }: { view: InstagramConnectionView }) => view.state === 'syncing',
    isConnected: (_, { view }: { view: InstagramConnectionView }) => view.state === 'connected',
    isReconnect: (_, { view }: { view: InstagramConnectionView }) => view.state === 'reconnect',
    refreshUnlocked: ({ context, event }) => {
      assertEvent(event, 'connection.refresh');
      return refreshLockedUntil(context.view, event.now) === null;
    },
    disconnectDialogClosed: stateIn({ status: { linked: { disconnect: 'idle' } } }),
    // Not before the time the server gave, and never behind the disconnect dialog.
    refreshAllowed: and(['refreshUnlocked', 'disconnectDialogClosed']),
    isTooSoon: (_, { failure }: { failure: CallFailure }) => failure.status === 429,
    // 409: no working connection to refresh any more (reconnect needed, or disconnected elsewhere).
    isConnectionGone: (_, { failure }: { failure: CallFailure }) => failure.status === 409,
  },
  delays: {
    syncPollDelay: SYNC_POLL_DELAY_MS,
    statusRetryDelay: STATUS_RETRY_DELAY_MS,
    redirectTimeout: REDIRECT_TIMEOUT_MS,
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
      on: { 'connection.start': 'status' },
    },
    // What the server says of the connection; Instagram's answer may come back in any of these.
    status: {
      description:
        "The connection as the server last told it, or being read; Instagram's answer, when the browser comes back with it, is handed to the server from here.",
      initial: 'unlinked',
      on: { 'connection.callback': 'connecting.finishing' },
      states: {
        // No account known to be connected: 'Connect Instagram' works.
        unlinked: {
          description: "No Instagram account is known to be connected: 'Connect Instagram' works.",
          initial: 'loading',
          on: { 'connection.connect': '#instagramConnection.connecting' },
          states: {
            loading: {
              description:
                "The app reads whether an Instagram account is connected: the Analytics screen shows no connection card yet, and 'Connect Instagram' already works. A message shown before, if any, stays.",
              invoke: {
                id: 'fetchStatus',
                src: 'fetchStatus',
                onDone: [
                  {
                    guard: { type: 'isNone', params: answeredView },
                    target: 'none',
                    actions: { type: 'assignView', params: answeredView },
                  },
                  {
                    guard: { type: 'isSyncing', params: answeredView },
                    target: '#instagramConnection.status.linked.sync.syncing',
                    actions: { type: 'assignView', params: answeredView },
                  },
                  {
                    guard: { type: 'isReconnect', params: answeredView },
                    target: '#instagramConnection.status.linked.sync.reconnect',
                    actions: { type: 'assignView', params: answeredView },
                  },
                  {
                    target: '#instagramConnection.status.linked.sync.connected',
                    actions: { type: 'assignView', params: answeredView },
                  },
                ],
                onError: 'unavailable',
              },
            },
            unavailable: {
              description:
                "Whether an account is connected could not be read: the Analytics screen shows no connection card, 'Connect Instagram' still works, and the app reads it again 15 seconds later.",
              after: { statusRetryDelay: 'loading' },
            },
            none: {
              description:
                "No Instagram account is connected: the Analytics screen offers 'Connect Instagram' (under 'Analyse your Instagram account' while nothing is analysed yet).",
            },
          },
        },
        // An account is connected: its syncs, and beside them the disconnect dialog.
        linked: {
          description:
            "An Instagram account is connected: the Analytics screen shows its card 'Connected to Instagram as @<name>'.",
          type: 'parallel',
          states: {
            sync: {
              description: "Where the connected account's sync stands, as the card says it.",
              initial: 'syncing',
              states: {
                syncing: {
                  description:
                    "The card says 'Fetching your posts and comments from Instagram. Your analysis appears here when it is done.'",
                  meta: { linkedStep: 'syncing' },
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
                            guard: { type: 'isConnected', params: answeredView },
                            target: '#instagramConnection.status.linked.sync.connected',
                            actions: [{ type: 'assignView', params: answeredView }, 'profileUpdated'],
                          },
                          {
                            guard: { type: 'isReconnect', params: answeredView },
                            target: '#instagramConnection.status.linked.sync.reconnect',
                            actions: { type: 'assignView', params: answeredView },
                          },
                          {
                            guard: { type: 'isNone', params: answeredView },
                            target: '#instagramConnection.status.unlinked.none',
                            actions: { type: 'assignView', params: answeredView },
                          },
                          { target: 'waiting', actions: { type: 'assignView', params: answeredView } },
                        ],
                        onError: 'waiting',
                      },
                    },
                  },
                },
                connected: {
                  description:
                    "The card 'Connected to Instagram as @<name>' shows 'Last updated …' and 'Refresh now', which is disabled with 'You can refresh again at …' until an hour after the last refresh.",
                  meta: { linkedStep: 'connected' },
                  on: {
                    'connection.refresh': { guard: 'refreshAllowed', target: 'refreshing' },
                  },
                },
                refreshing: {
                  description: "On the card, 'Refresh now' spins while the server starts a new sync.",
                  meta: { linkedStep: 'refreshing' },
                  entry: 'clearNotice',
                  invoke: {
                    id: 'refreshNow',
                    src: 'refreshNow',
                    onDone: { target: 'syncing', actions: { type: 'assignView', params: answeredView } },
                    onError: [
                      {
                        guard: { type: 'isTooSoon', params: callFailure },
                        target: 'connected',
                        actions: { type: 'assignRefreshAvailableAt', params: callFailure },
                      },
                      {
                        guard: { type: 'isConnectionGone', params: callFailure },
                        target: '#instagramConnection.status.unlinked.loading',
                      },
                      { target: 'connected', actions: 'assignActionFailure' },
                    ],
                  },
                },
                reconnect: {
                  description:
                    "The card 'Connected to Instagram as @<name>' says 'Instagram no longer accepts our access to @<name>… Reconnect to update it.', keeps the last analysis below and offers 'Reconnect Instagram'.",
                  meta: { linkedStep: 'reconnect' },
                  on: { 'connection.connect': '#instagramConnection.connecting' },
                },
              },
            },
            disconnect: {
              description:
                "'Disconnect Instagram and delete its data' under the card, and the dialog that confirms it.",
              initial: 'idle',
              states: {
                idle: {
                  description: "No dialog is open; the card offers 'Disconnect Instagram and delete its data'.",
                  on: { 'connection.disconnect': 'confirming' },
                },
                confirming: {
                  description:
                    "The dialog 'Disconnect Instagram?' asks first, with 'Disconnect and delete' and 'Keep connected'; 'Refresh now' behind it does nothing.",
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
                      target: '#instagramConnection.status.unlinked.none',
                      actions: [{ type: 'assignView', params: answeredView }, 'announceDisconnected', 'profileUpdated'],
                    },
                    onError: { target: 'idle', actions: 'assignActionFailure' },
                  },
                },
              },
            },
          },
        },
      },
    },
    // On the way to Instagram and back: the connect buttons wait.
    connecting: {
      description:
        "'Connect Instagram' spins: the browser is on its way to Instagram, or back from it; the last message is gone.",
      initial: 'starting',
      entry: 'clearNotice',
      states: {
        starting: {
          description: "'Connect Instagram' spins while the app asks the server where to sign in to Instagram.",
          invoke: {
            id: 'startConnect',
            src: 'startConnect',
            onDone: { target: 'redirecting', actions: { type: 'goTo', params: authorizeUrl } },
            onError: {
              target: '#instagramConnection.status',
              actions: { type: 'assignConnectFailure', params: callFailure },
            },
          },
        },
        // The browser leaves for Instagram; it comes back to the callback route, a new page load.
        redirecting: {
          description:
            "The browser leaves for Instagram's sign-in page; 'Connect Instagram' keeps spinning until it is there. Back on this page (Back), or still here 20 seconds later (the redirect was blocked), the app reads the status again.",
          after: {
            redirectTimeout: { target: '#instagramConnection.status', actions: 'assignRedirectStalled' },
          },
          on: { 'connection.returned': '#instagramConnection.status' },
        },
        finishing: {
          description:
            "Back from Instagram, the app opens the Analytics screen, which shows 'Connecting Instagram' with a spinner while the server finishes the connect.",
          invoke: {
            id: 'finishConnect',
            src: 'finishConnect',
            input: callbackInput,
            onDone: {
              target: '#instagramConnection.status.linked.sync.syncing',
              actions: { type: 'assignView', params: answeredView },
            },
            // Nothing was connected: read the status again, so the screen shows what is.
            onError: {
              target: '#instagramConnection.status',
              actions: { type: 'assignConnectFailure', params: callFailure },
            },
          },
        },
      },
    },
  },
});

type InstagramConnectionSnapshot = SnapshotFrom<typeof instagramConnectionMachine>;
export type InstagramConnectionActor = ActorRefFrom<typeof instagramConnectionMachine>;

export const selectConnectionView = (s: InstagramConnectionSnapshot) => s.context.view;
export const selectConnectionNotice = (s: InstagramConnectionSnapshot) => s.context.notice;
/** The connected account's step (its state's meta), or null when no account is connected (or not known to be). */
export const selectLinkedStep = (s: InstagramConnectionSnapshot): LinkedStep | null =>
  Object.values(s.getMeta()).find((meta) => meta?.linkedStep)?.linkedStep ?? null;
/** The connected account's name, or null when none is connected. */
export const selectLinkedUsername = (s: InstagramConnectionSnapshot) =>
  s.matches({ status: 'linked' }) ? (s.context.view?.username ?? null) : null;
/** On the way to Instagram and back: the connect buttons wait. */
export const isConnecting = (s: InstagramConnectionSnapshot) => s.matches('connecting');
/** Instagram's answer is with the server: 'Connecting Instagram'. */
export const isFinishingConnect = (s: InstagramConnectionSnapshot) => s.matches({ connecting: 'finishing' });
export const isConfirmingDisconnect = (s: InstagramConnectionSnapshot) =>
  s.matches({ status: { linked: { disconnect: 'confirming' } } });
export const isDisconnecting = (s: InstagramConnectionSnapshot) =>
  s.matches({ status: { linked: { disconnect: 'disconnecting' } } });
/** The status has been read since sign-in (or could not be): the screen shows what the server said. */
export const hasReadStatus = (s: InstagramConnectionSnapshot) =>
  !s.matches('stopped') && !s.matches({ status: { unlinked: 'loading' } });
