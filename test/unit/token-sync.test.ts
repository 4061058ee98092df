// @vitest-environment jsdom
/**
 * Token sync (spec 7, 9): with a token-sync URL configured, the composed session posts the ID
 * token after sign-in and deletes it on sign-out; a token older than 300 s is refreshed first.
 * The session is the real composition root (src/app/session.ts); only the I/O modules are fakes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';

const SYNC_URL = 'https://sync.example/token';

const io = vi.hoisted(() => ({
  postToken: vi.fn(async (_url: string, _token: string) => {}),
  deleteToken: vi.fn(async (_url: string, _token: string) => {}),
  getIdToken: vi.fn(async (_forceRefresh?: boolean) => 'refreshed-token'),
  issuedAt: 0,
}));

vi.mock('../../src/services/token-sync', () => ({ postToken: io.postToken, deleteToken: io.deleteToken }));
vi.mock('../../src/services/subscriptions', () => ({
  fetchSubscriptions: async () => [
    {
      id: 's1',
      status: 'active',
      bundle: 'profile-analyzer',
      plan_code: 'ig_weekly_trial',
      started_at: '2026-01-01T00:00:00Z',
      main_plan: true,
    },
  ],
}));
vi.mock('../../src/services/firebase-auth', () => {
  const user = {
    uid: 'u1',
    email: 'trial@demo.test',
    getIdTokenResult: async () => ({ token: 'current-token', issuedAtTime: new Date(io.issuedAt).toUTCString() }),
    getIdToken: io.getIdToken,
  };
  const auth = { currentUser: null as typeof user | null, authStateReady: async () => {} };
  return {
    auth: () => auth,
    signInWithEmailAndPassword: async () => {
      auth.currentUser = user;
      return { user };
    },
    signOut: async () => {
      auth.currentUser = null;
    },
  };
});

async function signedInSession() {
  const { session } = await import('../../src/app/session');
  session.start();
  await waitFor(session, (s) => s.matches('signedOut'));
  session.send({ type: 'signIn.submit', email: 'trial@demo.test', password: 'demo1234' });
  await waitFor(session, (s) => s.matches({ signedIn: 'authorised' }));
  return session;
}

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('VITE_TOKEN_SYNC_URL', SYNC_URL);
  io.postToken.mockClear();
  io.deleteToken.mockClear();
  io.getIdToken.mockClear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  localStorage.clear();
});

describe('token sync', () => {
  it('posts a fresh ID token after sign-in and deletes it on sign-out', async () => {
    io.issuedAt = Date.now() - 10_000;
    const session = await signedInSession();
    await vi.waitFor(() => expect(io.postToken).toHaveBeenCalledWith(SYNC_URL, 'current-token'));
    expect(io.getIdToken).not.toHaveBeenCalled();

    session.send({ type: 'logout.request' });
    session.send({ type: 'logout.confirm' });
    await waitFor(session, (s) => s.matches('signedOut'));
    expect(io.deleteToken).toHaveBeenCalledWith(SYNC_URL, 'current-token');
    session.stop();
  });

  it('refreshes a token older than 300 s before posting it', async () => {
    io.issuedAt = Date.now() - 301_000;
    const session = await signedInSession();
    await vi.waitFor(() => expect(io.postToken).toHaveBeenCalledWith(SYNC_URL, 'refreshed-token'));
    expect(io.getIdToken).toHaveBeenCalledWith(true);
    session.stop();
  });

  it('sends nothing when no token-sync URL is configured', async () => {
    vi.stubEnv('VITE_TOKEN_SYNC_URL', '');
    io.issuedAt = Date.now();
    const session = await signedInSession();
    session.send({ type: 'logout.request' });
    session.send({ type: 'logout.confirm' });
    await waitFor(session, (s) => s.matches('signedOut'));
    expect(io.postToken).not.toHaveBeenCalled();
    expect(io.deleteToken).not.toHaveBeenCalled();
    session.stop();
  });
});
