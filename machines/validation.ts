/**
 * Field checks shared by the sign-in, recovery, sign-up and set-password machines (spec 5). A
 * failed check is a kind, not words: content/field-errors.ts holds each kind's text and the
 * screens show it. Pure.
 */
import { MIN_PASSWORD_LENGTH } from '../content/constants';

/** Why a field was refused: a badly formed email, a password under MIN_PASSWORD_LENGTH. */
export type FieldErrorKind = 'emailFormat' | 'passwordLength';

// A pragmatic "standard" pattern: something@domain.tld, no spaces, one @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isLongEnoughPassword(value: string): boolean {
  return value.length >= MIN_PASSWORD_LENGTH;
}

/** The email field's check: null when it passes. */
export const emailFormatError = (value: string): 'emailFormat' | null => (isEmail(value) ? null : 'emailFormat');

/** The password field's check: null when it passes. */
export const passwordLengthError = (value: string): 'passwordLength' | null =>
  isLongEnoughPassword(value) ? null : 'passwordLength';
