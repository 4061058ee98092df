/**
 * What to do about a breach, per compromised data class (beyond spec 2.11, as Mozilla Monitor
 * does). Class names are Have I Been Pwned's. The list is in priority order: what lets someone
 * into an account or at money first, what makes scams more convincing after. Pure.
 */

export interface BreachAdvice {
  /** Short imperative heading. */
  title: string;
  /** Why it matters and how to do it. */
  detail: string;
}

interface AdviceRule extends BreachAdvice {
  /** The data classes this step answers. */
  dataClasses: readonly string[];
}

const RULES: readonly AdviceRule[] = [
  {
    dataClasses: ['Passwords', 'Historical passwords', 'Password hints'],
    title: 'Change this password, and anywhere you reused it',
    detail:
      'Set a new password on this site, then on every account where you used the same or a similar one: attackers try leaked passwords on other sites. A password manager makes a unique password per site easy. Turn on two-factor authentication wherever it is offered, starting with your email account.',
  },
  {
    dataClasses: ['Auth tokens'],
    title: 'Sign out of every session',
    detail:
      "Leaked sign-in tokens can open your account without a password. Use the site's option to sign out of all devices, then sign in again.",
  },
  {
    dataClasses: [
      'Credit cards',
      'Partial credit card data',
      'Credit card CVV',
      'Bank account numbers',
      'Payment histories',
    ],
    title: 'Tell your bank and watch your statements',
    detail:
      "Ask your bank or card issuer to replace the card and watch the account for fraud. Turn on transaction alerts and report any charge you don't recognise straight away.",
  },
  {
    dataClasses: ['Government issued IDs', 'Social security numbers', 'Passport numbers', "Driver's licenses"],
    title: 'Guard against identity theft',
    detail:
      'With these details someone could open accounts in your name. Consider freezing your credit with the credit bureaus (free in the US), and ask the office that issued the document whether it offers a replacement or a fraud alert.',
  },
  {
    dataClasses: ['Security questions and answers'],
    title: 'Change your security questions',
    detail:
      'Change the answers here and on every account that asks the same questions. Answers need not be true: treat them like passwords and keep them in your password manager.',
  },
  {
    dataClasses: ['Phone numbers'],
    title: 'Protect your phone number',
    detail:
      'Ask your mobile carrier to add a PIN or port-out lock, so nobody can move your number to a new SIM card (SIM swapping). Never read out a code someone calls or texts you about, and prefer an authenticator app to SMS codes for two-factor authentication.',
  },
  {
    dataClasses: ['Email addresses'],
    title: 'Watch out for phishing',
    detail:
      "Expect emails that look like they come from this site or other services you use. Don't open links or attachments you didn't expect; type the site's address yourself instead. No genuine company asks for your password by email.",
  },
  {
    dataClasses: ['Dates of birth'],
    title: "Don't rely on your birth date for security",
    detail:
      'Companies often use your date of birth to confirm who you are. Where your bank or mobile carrier allows it, add a separate PIN or passphrase to your account, and never use your birth date as a PIN or password.',
  },
  {
    dataClasses: ['Physical addresses', 'Geographic locations'],
    title: 'Check unexpected letters and parcels',
    detail:
      'Your address makes fake delivery notices, invoices and calls look genuine. Confirm anything unexpected with the sender, using contact details you find yourself.',
  },
  {
    dataClasses: ['Usernames'],
    title: 'Secure accounts with the same username',
    detail:
      'Accounts that share this username are easy to find and target. Make sure each has its own password and two-factor authentication.',
  },
  {
    dataClasses: ['Names'],
    title: 'Be wary of messages that use your name',
    detail:
      'Knowing your name does not make a sender genuine. Treat personal-looking requests for money, codes or passwords with the same caution as any other.',
  },
  {
    dataClasses: ['IP addresses'],
    title: 'Keep your router up to date',
    detail:
      "An IP address reveals your rough location and internet provider. Update your router's firmware and change its default admin password; a reputable VPN hides your address from the sites you visit if that matters to you.",
  },
];

/** For data this list does not know: a step that always helps. */
const REVIEW_ACCOUNT: BreachAdvice = {
  title: 'Review your account on this site',
  detail:
    "Sign in directly, check your details and recent activity, and remove what you no longer want the site to keep. Delete the account if you don't use it any more.",
};

const key = (dataClass: string) => dataClass.trim().toLowerCase();

/** The steps for one breach's data classes: each once, most urgent first, the review step last for any class not listed. */
export function adviceFor(dataClasses: readonly string[]): BreachAdvice[] {
  const compromised = new Set(dataClasses.map(key));
  const matched = RULES.filter((rule) => rule.dataClasses.some((dataClass) => compromised.has(key(dataClass))));
  const known = new Set(matched.flatMap((rule) => rule.dataClasses.map(key)));
  const steps: BreachAdvice[] = matched.map(({ title, detail }) => ({ title, detail }));
  return [...compromised].some((dataClass) => !known.has(dataClass)) || steps.length === 0
    ? [...steps, REVIEW_ACCOUNT]
    : steps;
}
