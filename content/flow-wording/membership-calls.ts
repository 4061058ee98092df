/** Shared wording of the membership machines' calls: what a call answered, how it failed, a delay. */
import type { CallFailure } from '../../domain/call-failure';
import type { WordedEvent } from './wording';

interface Answer {
  id?: unknown;
  authenticate?: unknown;
  success?: unknown;
  error?: unknown;
}

/**
 * A call's answer: `success` words it when it went through (undefined otherwise), then an error
 * text, an explicit `success: false`, or an answer that holds neither (`empty` names what is missing).
 */
export function callAnswer(
  call: string,
  event: WordedEvent,
  success: (output: Answer) => string | undefined,
  empty = 'neither success nor an error',
): string {
  const output = (event.output ?? {}) as Answer;
  const ok = success(output);
  if (ok) return `${call} ${ok}`;
  if (typeof output.error === 'string' && output.error.trim()) return `${call} answers the error '${output.error}'`;
  if (output.success === false) return `${call} answers that it did not succeed, with no error text`;
  return `${call} answers ${empty}`;
}

/** A call that failed (a CallFailure, domain/call-failure.ts): the server's status and words, or the failure's text. */
export function callFailure(call: string, event: WordedEvent): string {
  const { status, serverText, text } = (event.error ?? {}) as Partial<CallFailure>;
  if (typeof status === 'number') {
    const words = serverText ? ` with the error '${serverText}'` : '';
    return `${call} fails: the server answers ${status}${words}`;
  }
  if (text === 'Failed to fetch') return `${call} fails: the network is unreachable ('Failed to fetch')`;
  if (text) return `${call} fails with the error '${text}'`;
  return `${call} fails`;
}

/** 2500 → '2.5 seconds'. */
export const seconds = (ms: number) => `${ms / 1000} ${ms === 1000 ? 'second' : 'seconds'}`;
