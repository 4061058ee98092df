/** Copy of the sign-in screen (spec 2.4) that more than one component shows. */
export const FORGOT_PASSWORD = 'Forgot password?';

/** What a sign-in field shows under it (spec 5), by the problem machines/sign-in-form.machine.ts finds. */
export const FIELD_PROBLEM_TEXT = {
  emailFormat: 'Wrong email format',
  passwordLength: 'Min 6 symbols',
} as const;
