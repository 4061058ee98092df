/** Object ids with Stripe's prefixes (`cus_…`, `sub_…`) and random tails, and client secrets. */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomTail(length = 24): string {
  return [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export const newId = (prefix: string) => `${prefix}_${randomTail()}`;
