/**
 * The stand-in's authorization codes, in memory (development only): random, single use, valid
 * 1 hour, bound to the app and the redirect_uri of the authorize request, as Meta's are.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { StandInAccountKey } from './accounts.ts';

const CODE_LIFETIME_MS = 3_600_000;

export interface CodeGrant {
  account: StandInAccountKey;
  clientId: string;
  redirectUri: string;
  scopes: string[];
}

interface Issued extends CodeGrant {
  expiresAt: number;
  used: boolean;
}

export type CodeRedemption = { ok: true; grant: CodeGrant } | { ok: false; problem: 'unknown' | 'used' | 'expired' };

export function codeStore(clock: Clock) {
  const codes = new Map<string, Issued>();
  const now = () => clock.now().getTime();
  return {
    issue(grant: CodeGrant): string {
      // Forgotten an hour after they expire: long enough to tell "used" and "expired" from "unknown".
      for (const [code, issued] of codes) if (issued.expiresAt + CODE_LIFETIME_MS < now()) codes.delete(code);
      const code = `AQ${randomBytes(96).toString('base64url')}`;
      codes.set(code, { ...grant, expiresAt: now() + CODE_LIFETIME_MS, used: false });
      return code;
    },
    /** Uses the code up, whatever the caller then makes of it. */
    redeem(code: string): CodeRedemption {
      const issued = codes.get(code);
      if (!issued) return { ok: false, problem: 'unknown' };
      if (issued.used) return { ok: false, problem: 'used' };
      issued.used = true;
      if (issued.expiresAt <= now()) return { ok: false, problem: 'expired' };
      const { account, clientId, redirectUri, scopes } = issued;
      return { ok: true, grant: { account, clientId, redirectUri, scopes } };
    },
  };
}

export type CodeStore = ReturnType<typeof codeStore>;
