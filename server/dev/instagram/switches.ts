/**
 * Failures a developer or a test can switch on per test account (development only, in memory):
 * `expiredToken` makes every Graph call with the account's token answer code 190 (subcode 463),
 * `rateLimited` makes it answer Meta's throttling error (code 4) with a regain estimate,
 * `repostsRetired` makes media insights refuse `reposts` as Meta refuses a retired metric.
 */
import { z } from 'zod';
import { STAND_IN_ACCOUNT_KEYS, type StandInAccountKey } from './accounts.ts';

export interface Switches {
  expiredToken: boolean;
  rateLimited: boolean;
  repostsRetired: boolean;
}

const OFF: Switches = { expiredToken: false, rateLimited: false, repostsRetired: false };

/** POST /dev/instagram/switches: the account and the switches to change (the others stay). */
export const switchChange = z.object({
  account: z.enum(STAND_IN_ACCOUNT_KEYS),
  expiredToken: z.boolean().optional(),
  rateLimited: z.boolean().optional(),
  repostsRetired: z.boolean().optional(),
});
export type SwitchChange = z.output<typeof switchChange>;

export function switchBoard() {
  const board = new Map<StandInAccountKey, Switches>();
  const of = (account: StandInAccountKey): Switches => board.get(account) ?? OFF;
  return {
    of,
    change({ account, ...changes }: SwitchChange): Switches {
      const next = { ...of(account) };
      if (changes.expiredToken !== undefined) next.expiredToken = changes.expiredToken;
      if (changes.rateLimited !== undefined) next.rateLimited = changes.rateLimited;
      if (changes.repostsRetired !== undefined) next.repostsRetired = changes.repostsRetired;
      board.set(account, next);
      return next;
    },
  };
}

export type SwitchBoard = ReturnType<typeof switchBoard>;
