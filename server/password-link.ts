/**
 * The link our emails carry to set a password: Firebase makes the one-time code, the SPA's public
 * /set-password page spends it (verifyPasswordResetCode, confirmPasswordReset against the same Auth).
 * Firebase's own action link is not mailed: the emulator's page cannot set a password by itself.
 */
import type { Auth } from 'firebase-admin/auth';

export async function passwordSetupLink(auth: Auth, email: string, appOrigin: string): Promise<string> {
  const firebaseLink = new URL(await auth.generatePasswordResetLink(email));
  const oobCode = firebaseLink.searchParams.get('oobCode');
  // Never the link itself in the message: it carries a code that sets the password.
  if (!oobCode) throw new Error('Firebase returned a password reset link without an oobCode');
  return `${appOrigin}/set-password?oobCode=${encodeURIComponent(oobCode)}`;
}
