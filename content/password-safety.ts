/** Copy of the Password safety page (spec 2.11, 8). */

export const PASSWORD_SAFETY_COPY = {
  title: 'Password safety',
  checking: 'Checking your email against known data breaches',
  goodNews: 'Good news!',
  noBreaches: 'No breached accounts',
  keepItThatWay:
    'Keep it that way: give every account its own password and turn on two-factor authentication wherever it is offered.',
  compromised: 'EMAIL COMPROMISED!',
  followSteps: 'Under each breach, the steps to take, most urgent first.',
  breachDate: 'Breach date',
  compromisedData: 'Compromised data',
  whatToDo: 'What to do',
  rateLimited: 'Please try again later.',
  failed: 'Something went wrong. Please try again later.',
  tryAgain: 'Try again',
} as const;

/** 'EMAIL COMPROMISED!' names the count (spec 2.11). */
export function breachCountText(count: number): string {
  return `Your email address was found in ${count} data ${count === 1 ? 'breach' : 'breaches'}.`;
}
