/**
 * The text a failed call shows (spec 8): the failure's text (src/services/call-failure.ts reads
 * it), else 'Something went wrong'. Pure.
 */
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import type { CallFailure } from '../domain/call-failure';

export function failureText(failure: CallFailure): string {
  return failure.text ?? SOMETHING_WENT_WRONG;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (value && typeof value === 'object') {
    const { error, message } = value as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error.trim()) return error;
    if (error && typeof error === 'object') return textOf(error);
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** The same, guessed from whatever was thrown: replaced by `failureText` machine by machine (issue 27). */
export function thrownText(failure: unknown): string {
  const data = (failure as { data?: unknown } | null)?.data;
  return textOf(data) ?? textOf(failure) ?? SOMETHING_WENT_WRONG;
}
