/**
 * What the identity provider's calls answer, as src/services/auth.ts hands them over (spec 7:
 * password sign-in, restore, account creation). They come from Firebase's typed SDK rather than
 * as JSON to parse, so there is no schema: these are the types the service returns and the
 * session and sign-up machines take.
 */

export interface SessionUser {
  uid: string;
  email: string;
}

/** What a sign-in answers; `now` is the clock at that moment (the machine reads no clock). */
export interface SignedIn {
  user: SessionUser;
  loginAt: number;
  now: number;
}

/** A restored session, with the login time kept on the device (null when none was kept). */
export interface Restored {
  user: SessionUser | null;
  loginAt: number | null;
  now: number;
}

/** What account creation and the sign-up's follow-up sign-in answer (spec 4: finalise for this `user_id`). */
export interface AccountAnswer {
  user_id: string;
}
