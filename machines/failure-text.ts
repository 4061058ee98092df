/**
 * The text a failed call shows (spec 8): the string thrown, else its `error` field (also inside
 * the data of a failed response), else its message, else 'Something went wrong'. Pure.
 */
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';

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

export function failureText(failure: unknown): string {
  const data = (failure as { data?: unknown } | null)?.data;
  return textOf(data) ?? textOf(failure) ?? SOMETHING_WENT_WRONG;
}
