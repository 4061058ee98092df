/** Field checks shared by the sign-in, recovery and sign-up machines (spec 5). Pure. */
import { MIN_PASSWORD_LENGTH } from '../content/constants';

// A pragmatic "standard" pattern: something@domain.tld, no spaces, one @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isLongEnoughPassword(value: string): boolean {
  return value.length >= MIN_PASSWORD_LENGTH;
}
