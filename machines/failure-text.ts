/**
 * The text a failed call shows (spec 8): the failure's text (src/services/call-failure.ts reads
 * it), else 'Something went wrong'. Pure.
 */
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import type { CallFailure } from '../domain/call-failure';

export function failureText(failure: CallFailure): string {
  return failure.text ?? SOMETHING_WENT_WRONG;
}
