/** The Instagram connection (machines/instagram-connection.machine.ts) in words: see wording.ts. */
import { SOMETHING_WENT_WRONG } from '../auth-errors';
import { CONNECT_FAILURE_TEXT, INSTAGRAM_COPY } from '../instagram-connection';
import type { ConnectFailure, InstagramConnectionView } from '../../contracts/instagram-connection';
import type { CallFailure } from '../../domain/call-failure';
import type { FlowWording, WordedEvent } from './wording';

const failureOf = (event: WordedEvent) => event.error as CallFailure;

/** A time as QA reads it on the clock: `13:00 UTC`; a later time when there is none. */
function clock(time: unknown): string {
  const date = new Date(typeof time === 'string' || typeof time === 'number' ? time : NaN);
  return Number.isNaN(date.getTime()) ? 'a later time' : `${date.toISOString().slice(11, 16)} UTC`;
}

/** What a status read answered. */
function statusAnswer(event: WordedEvent): string {
  const view = (event.output ?? {}) as Partial<InstagramConnectionView>;
  const account = `@${view.username ?? 'the account'}`;
  switch (view.state) {
    case 'syncing':
      return `${account} is connected and its sync is under way`;
    case 'connected':
      return `${account} is connected and its sync is done`;
    case 'reconnect':
      return `${account} needs a reconnect (Instagram no longer accepts the access)`;
    default:
      return 'no account is connected';
  }
}

/** A failure without a status is a call that got no answer. */
const unanswered = (event: WordedEvent, call: string) => {
  const { status } = failureOf(event);
  return status ? `${call} fails with ${status}` : `${call} gets no answer (network down)`;
};

/** The failure text the screen then shows, as the machine picks it: the server's code, else 'unavailable'. */
function connectFailure(event: WordedEvent): string {
  const { code } = failureOf(event);
  const failure = (code && Object.hasOwn(CONNECT_FAILURE_TEXT, code) ? code : 'unavailable') as ConnectFailure;
  return `; the screen says '${CONNECT_FAILURE_TEXT[failure]}'`;
}

export const wording: FlowWording = {
  precondition: () =>
    'The app is open and nobody is signed in yet; the subscriber owns the professional Instagram account @reach.demo.',
  steps: {
    'connection.start': () => 'Sign in as a subscriber',
    'connection.stop': () => 'Log out',
    'connection.connect': () =>
      `On the Analytics screen, press '${INSTAGRAM_COPY.connect}' ('${INSTAGRAM_COPY.reconnect}' when the card asks to reconnect)`,
    'connection.callback': (event) =>
      event.error
        ? `Refuse access on Instagram; it sends the browser back to the app`
        : 'Allow access on Instagram; it sends the browser back to the app',
    'connection.returned': () => "On Instagram's sign-in page, press the browser's Back button",
    'connection.refresh': (event) => `On the card, press '${INSTAGRAM_COPY.refreshNow}' at ${clock(event.now)}`,
    'connection.disconnect': () => `On the card, press '${INSTAGRAM_COPY.disconnect}'`,
    'connection.confirm': () => `In the dialog, press '${INSTAGRAM_COPY.disconnectConfirm}'`,
    'connection.cancel': () => `In the dialog, press '${INSTAGRAM_COPY.disconnectCancel}'`,
    'done:fetchStatus': (event) => `The connection status call answers: ${statusAnswer(event)}`,
    'error:fetchStatus': (event) => unanswered(event, 'The connection status call'),
    'done:pollStatus': (event) => `The sync status call answers: ${statusAnswer(event)}`,
    'error:pollStatus': (event) => unanswered(event, 'The sync status call'),
    'done:startConnect': () => "The connect call answers Instagram's sign-in address",
    'error:startConnect': (event) => `${unanswered(event, 'The connect call')}${connectFailure(event)}`,
    'done:finishConnect': (event) =>
      `The server accepts Instagram's answer: @${(event.output as Partial<InstagramConnectionView> | undefined)?.username ?? 'the account'} is connected and its first sync starts`,
    'error:finishConnect': (event) => {
      const { status, code } = failureOf(event);
      const refusal =
        status && code
          ? `The server refuses Instagram's answer with ${status} '${code}'`
          : unanswered(event, "The call that hands Instagram's answer to the server");
      return `${refusal}${connectFailure(event)}`;
    },
    'done:refreshNow': () => 'The refresh call answers: a new sync started',
    'error:refreshNow': (event) => {
      const { status, retryAt } = failureOf(event);
      if (status === 429)
        return `The refresh call is refused with 429: refreshed less than an hour ago, allowed again at ${clock(retryAt)}`;
      if (status === 409)
        return 'The refresh call is refused with 409: there is no working connection to refresh any more';
      return `${unanswered(event, 'The refresh call')}; the screen says '${SOMETHING_WENT_WRONG}'`;
    },
    'done:disconnect': () =>
      `The disconnect call answers that the connection and its data are deleted; the screen says '${INSTAGRAM_COPY.disconnected}'`,
    'error:disconnect': (event) =>
      `${unanswered(event, 'The disconnect call')}; the screen says '${SOMETHING_WENT_WRONG}'`,
    'after:statusRetryDelay': () => '15 seconds pass',
    'after:syncPollDelay': () => '5 seconds pass',
    'after:redirectTimeout': () =>
      "20 seconds pass and the browser is still on the app's page (the redirect was blocked)",
  },
};
