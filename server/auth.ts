/** Verifies the Firebase ID token of a request; the uid of a caller only ever comes from here. */
import type { Auth } from 'firebase-admin/auth';
import { createMiddleware } from 'hono/factory';

export interface AuthVariables {
  uid: string;
  email?: string;
}

export function requireAuth(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match) return c.json({ error: 'Missing bearer token' }, 401);
    try {
      const decoded = await auth.verifyIdToken(match[1]);
      c.set('uid', decoded.uid);
      c.set('email', decoded.email);
    } catch {
      return c.json({ error: 'Invalid or expired token' }, 401);
    }
    await next();
  });
}
