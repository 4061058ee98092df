/**
 * Spec 5's words for a refused field, by the kind of check that refused it (machines/validation.ts
 * `FieldErrorKind`). Access Recovery, Restore Password, Create Your Account and set password say
 * these; sign-in says 'Min 6 symbols' for the password instead (spec 5).
 */
export const FIELD_ERRORS = {
  emailFormat: 'Wrong email format',
  passwordLength: 'At least 6 symbols',
} as const;
