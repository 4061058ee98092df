import { onFirstUse } from '../../../../../content/first-use';

const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

/** A breach date as readers say it ('2024-03-01' → 'March 1, 2024'); anything unexpected is shown as given. */
export function breachDateText(breachDate: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(breachDate)?.[0];
  if (!day) return breachDate;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? breachDate : longDate().format(date);
}
