/** firebase-admin Auth; against the emulator when FIREBASE_AUTH_EMULATOR_HOST is set (firebase-admin reads it). */
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export function initFirebaseAuth(projectId: string): Auth {
  return getAuth(initializeApp({ projectId }));
}

export function isUserNotFound(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'auth/user-not-found';
}
