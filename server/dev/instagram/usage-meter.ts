/**
 * The usage headers of every stand-in Graph answer: `X-App-Usage` for the app and
 * `X-Business-Use-Case-Usage` for the account, in percent, growing with the calls of the current
 * hour (by the dev clock). Capped below the 90 % at which our sync pauses itself, so only the
 * `rateLimited` switch throttles a sync; a throttled answer reports 100 % and a 2-minute wait.
 */
import type { Clock } from '../../clock.ts';
import type { StandInAccount } from './accounts.ts';

const APP_CALLS_PER_HOUR = 5_000;
const ACCOUNT_CALLS_PER_HOUR = 2_000;
const MAX_REPORTED_PERCENT = 80;
const THROTTLED_REGAIN_MINUTES = 2;

const percentOf = (calls: number, limit: number) => Math.min(MAX_REPORTED_PERCENT, Math.ceil((calls * 100) / limit));

export function usageMeter(clock: Clock) {
  let hour = -1;
  let appCalls = 0;
  const accountCalls = new Map<string, number>();

  /** Counts one call and answers the headers to send with it. */
  return function count(account: StandInAccount | undefined, throttled: boolean): Record<string, string> {
    const currentHour = Math.floor(clock.now().getTime() / 3_600_000);
    if (currentHour !== hour) {
      hour = currentHour;
      appCalls = 0;
      accountCalls.clear();
    }
    appCalls += 1;
    const app = percentOf(appCalls, APP_CALLS_PER_HOUR);
    const headers = {
      'X-App-Usage': JSON.stringify({
        call_count: app,
        total_time: Math.ceil(app / 2),
        total_cputime: Math.ceil(app / 3),
      }),
    };
    if (!account) return { ...headers, 'X-Business-Use-Case-Usage': '{}' };
    const calls = (accountCalls.get(account.userId) ?? 0) + 1;
    accountCalls.set(account.userId, calls);
    const percent = throttled ? 100 : percentOf(calls, ACCOUNT_CALLS_PER_HOUR);
    const entry = {
      type: 'instagram',
      call_count: percent,
      total_cputime: Math.ceil(percent / 3),
      total_time: Math.ceil(percent / 2),
      estimated_time_to_regain_access: throttled ? THROTTLED_REGAIN_MINUTES : 0,
    };
    return { ...headers, 'X-Business-Use-Case-Usage': JSON.stringify({ [account.userId]: [entry] }) };
  };
}

export type UsageMeter = ReturnType<typeof usageMeter>;
