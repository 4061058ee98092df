/** Copy of the sign-in screen (spec 2.4) that more than one component shows. */
export const FORGOT_PASSWORD = 'Forgot password?';
