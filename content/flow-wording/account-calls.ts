/** Shared wording of the session and account-access machines: passwords, subscriptions, call failures. */
import { authErrorMessage, isKnownAuthCode } from '../auth-errors';
import { authorisingSubscription, planFromCode } from '../../domain/plans';
import type { Subscription } from '../../contracts/subscriptions';
import { failureOf } from '../../domain/call-failure';
import type { WordedEvent } from './wording';

/** The product's bundle in the model suites' inputs. */
export const BUNDLE = 'profile-analyzer';

/** The documented demo password is shown; any other only by its length. */
export const passwordInWords = (password: unknown) =>
  password === 'demo1234' ? "'demo1234'" : `a password of ${String(password ?? '').length} characters`;

const EXTRAS: Array<[string, string]> = [
  ['course_pack', 'course pack'],
  ['boost_pack', 'course pack'],
  ['profile_report', 'profile report'],
  ['pdf_report', 'profile report'],
];

/** 'an active Weekly Plan', 'a canceled course pack', 'an expired Weekly Plan of another app'. */
export function subscriptionInWords(subscription: Subscription): string {
  const extra = EXTRAS.find(([code]) => subscription.plan_code.includes(code))?.[1];
  const what = extra ?? (subscription.main_plan ? planFromCode(subscription.plan_code).name : 'extra');
  const article = /^[aeiou]/.test(subscription.status) ? 'an' : 'a';
  const app = subscription.bundle !== BUNDLE ? ' of another app' : '';
  return `${article} ${subscription.status} ${what}${app}`;
}

export const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const subscriptionsOf = (output: unknown) => (Array.isArray(output) ? (output as Subscription[]) : []);

/** What a subscription read answers, as QA sets it up: `call` is e.g. 'The subscription call'. */
export function subscriptionsInWords(call: string, output: unknown): string {
  const all = subscriptionsOf(output);
  if (!all.length) return `${call} answers no subscriptions`;
  const plans = list(all.map(subscriptionInWords));
  return authorisingSubscription(all, BUNDLE)
    ? `${call} answers ${plans}`
    : `${call} answers no authorising plan (only ${plans})`;
}

export const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** An identity-provider call that failed: its message by code, else what failed. */
export function authFailureInWords(call: string, error: unknown, unknown: string): string {
  const code = codeOf(error);
  return isKnownAuthCode(code) ? `${call} refuses: '${authErrorMessage(code)}'` : `${call} ${unknown}`;
}

/** A call that failed: the server's status and error text, or that the network was unreachable. */
export function callFailureInWords(call: string, event: WordedEvent): string {
  const { status, serverText, text } = failureOf(event.error);
  if (status !== null)
    return `${call} fails: the server answers ${status}${serverText ? ` with the error '${serverText}'` : ''}`;
  if (text === 'Failed to fetch') return `${call} fails: the network is unreachable`;
  return `${call} fails`;
}

/** 3000 → '3 seconds'. */
export const seconds = (ms: number) => `${ms / 1000} ${ms === 1000 ? 'second' : 'seconds'}`;

/** The activation call's answer (spec 8): an error first, then has_user, then success true or false. */
export function activationAnswerInWords(event: WordedEvent): string {
  const answer = (event.output ?? {}) as { success?: unknown; has_user?: unknown; error?: unknown };
  const call = 'The activation call';
  const error =
    typeof answer.error === 'string' ? answer.error : (answer.error as { message?: unknown } | undefined)?.message;
  if (typeof error === 'string' && error.trim()) return `${call} answers the error '${error}'`;
  if (answer.has_user) return `${call} answers that the account is already activated (no email sent)`;
  if (answer.success === true) return `${call} answers that it sent the activation email`;
  if (answer.success === false) return `${call} answers that a recovery email was already sent`;
  return `${call} answers neither success nor an error`;
}
