/**
 * `Idempotency-Key` on POST: the first answer (status and body, errors included) is replayed for the
 * same key; the same key with another endpoint or other parameters is refused (400
 * `idempotency_error`); a request whose key is still being answered waits for that answer. Keys are
 * kept 24 hours, in memory.
 */
export interface Answer {
  status: number;
  body: string;
}

const KEPT_MS = 24 * 3600 * 1000;

export function idempotencyKeys() {
  const entries = new Map<string, { fingerprint: string; answer: Promise<Answer>; at: number }>();
  return {
    /** The answer for this key: replayed (`replayed: true`), refused (`null`: other parameters), or `work`'s. */
    async answer(
      key: string,
      fingerprint: string,
      work: () => Promise<Answer>,
    ): Promise<(Answer & { replayed: boolean }) | null> {
      const now = Date.now();
      for (const [old, entry] of entries) {
        if (now - entry.at < KEPT_MS) break;
        entries.delete(old);
      }
      const existing = entries.get(key);
      if (existing) {
        if (existing.fingerprint !== fingerprint) return null;
        return { ...(await existing.answer), replayed: true };
      }
      const answer = work();
      entries.set(key, { fingerprint, answer, at: now });
      return { ...(await answer), replayed: false };
    },
  };
}
