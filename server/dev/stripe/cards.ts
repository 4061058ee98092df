/**
 * Stripe's test cards (docs/billing.md) and what each does to a payment:
 * - 4242 4242 4242 4242 succeeds;
 * - 4000 0000 0000 0002 is declined (`card_declined`, `generic_decline`);
 * - 4000 0000 0000 9995 is declined (`card_declined`, `insufficient_funds`);
 * - 4000 0025 0000 3155 asks for authentication on this on-session payment; later off-session ones succeed;
 * - 4000 0027 6000 3184 asks for authentication on every payment (off-session: `authentication_required`);
 * - 4000 0000 0000 0341 attaches and its checkout succeeds; every later charge is declined.
 * Any other number is refused as `incorrect_number` (test mode takes only test cards).
 */
export type CardKind = 'ok' | 'declined' | 'insufficient' | 'auth_once' | 'auth_always' | 'fails_later';

const KINDS: Record<string, CardKind> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
  '4000002500003155': 'auth_once',
  '4000002760003184': 'auth_always',
  '4000000000000341': 'fails_later',
};

export interface CardFailure {
  code: string;
  decline_code?: string;
  message: string;
}

const DECLINED: CardFailure = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
const FAILURES = {
  declined: DECLINED,
  insufficient: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  authentication: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  incorrectNumber: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
} satisfies Record<string, CardFailure>;

/** How a payment is made: in the hosted checkout, by the buyer on a page, or by the server alone. */
export type PaymentSetting = 'checkout' | 'on_session' | 'off_session';
type CardOutcome = { result: 'succeeded' } | { result: 'authenticate' } | { result: 'failed'; failure: CardFailure };

export function cardOutcome(kind: CardKind, setting: PaymentSetting): CardOutcome {
  switch (kind) {
    case 'ok':
      return { result: 'succeeded' };
    case 'declined':
      return { result: 'failed', failure: FAILURES.declined };
    case 'insufficient':
      return { result: 'failed', failure: FAILURES.insufficient };
    case 'auth_once':
      return setting === 'off_session' ? { result: 'succeeded' } : { result: 'authenticate' };
    case 'auth_always':
      return setting === 'off_session'
        ? { result: 'failed', failure: FAILURES.authentication }
        : { result: 'authenticate' };
    case 'fails_later':
      return setting === 'checkout' ? { result: 'succeeded' } : { result: 'failed', failure: FAILURES.declined };
  }
}

/** Whether a card can be saved at all (a SetupIntent declines the declining cards). */
export function attachFailure(kind: CardKind): CardFailure | null {
  if (kind === 'declined') return FAILURES.declined;
  if (kind === 'insufficient') return FAILURES.insufficient;
  return null;
}

export interface CardInput {
  kind: CardKind;
  last4: string;
  brand: string;
  expiry: { month: number; year: number };
}

/** Reads the hosted form's card fields; an error message when they are not a usable test card. */
export function readCard(number: string, expiry: string, cvc: string, now: Date): CardInput | { error: string } {
  const digits = number.replace(/[\s-]/g, '');
  const kind = KINDS[digits];
  if (!/^\d{12,19}$/.test(digits)) return { error: FAILURES.incorrectNumber.message };
  if (!kind) return { error: 'Your card was declined. Your request was in test mode, but used a non test card.' };
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return { error: "Your card's expiration date is incomplete." };
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return { error: "Your card's expiration month is invalid." };
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return { error: "Your card's expiration year is in the past." };
  if (!/^\d{3,4}$/.test(cvc.trim())) return { error: "Your card's security code is incomplete." };
  return { kind, last4: digits.slice(-4), brand: 'visa', expiry: { month, year } };
}

/** Stripe's test PaymentMethod ids (`payment_method: 'pm_card_visa'`): each use makes a new card of that kind. */
export const TEST_PAYMENT_METHODS: Record<string, { kind: CardKind; last4: string }> = {
  pm_card_visa: { kind: 'ok', last4: '4242' },
  pm_card_chargeDeclined: { kind: 'declined', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { kind: 'insufficient', last4: '9995' },
  pm_card_authenticationRequiredOnSetup: { kind: 'auth_once', last4: '3155' },
  pm_card_authenticationRequired: { kind: 'auth_always', last4: '3184' },
  pm_card_chargeCustomerFail: { kind: 'fails_later', last4: '0341' },
};
