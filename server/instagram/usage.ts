/**
 * The usage headers Meta sends with Graph answers, read defensively: a header that is missing, not
 * JSON or not of the documented shape is ignored, and so is each malformed entry of the business
 * use case header, so a surprise in a header never fails a call that succeeded.
 */
import { appUsageHeader, businessUseCaseEntry, type AppUsage, type BusinessUseCaseUsage } from './contracts.ts';

export interface Usage {
  /** `X-App-Usage`, percent of the app's hourly limit. */
  app?: AppUsage;
  /** `X-Business-Use-Case-Usage`, one entry per business id and use case. */
  businessUseCases: BusinessUseCaseUsage[];
}

function json(header: string | null): unknown {
  if (!header || header.length > 16_384) return undefined;
  try {
    return JSON.parse(header);
  } catch {
    return undefined;
  }
}

export function parseAppUsage(header: string | null): AppUsage | undefined {
  const parsed = appUsageHeader.safeParse(json(header));
  return parsed.success ? parsed.data : undefined;
}

export function parseBusinessUseCaseUsage(header: string | null): BusinessUseCaseUsage[] {
  const value = json(header);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([id, entries]) =>
    (Array.isArray(entries) ? entries : []).flatMap((entry) => {
      const parsed = businessUseCaseEntry.safeParse(entry);
      return parsed.success ? [{ id, ...parsed.data }] : [];
    }),
  );
}

export function parseUsage(headers: Headers): Usage {
  return {
    app: parseAppUsage(headers.get('x-app-usage')),
    businessUseCases: parseBusinessUseCaseUsage(headers.get('x-business-use-case-usage')),
  };
}

/** The longest `estimated_time_to_regain_access` in the headers, in ms; undefined when none is above 0. */
export function regainAccessMs(usage: Usage): number | undefined {
  const minutes = Math.max(0, ...usage.businessUseCases.map((entry) => entry.regainAccessMinutes));
  return minutes > 0 ? minutes * 60_000 : undefined;
}

/** The highest percentage any header reports (call count, CPU or time): a caller can slow down before Meta stops it. */
export function highestUsagePercent(usage: Usage): number {
  const app = usage.app ? [usage.app.callCount, usage.app.totalCputime, usage.app.totalTime] : [];
  const business = usage.businessUseCases.flatMap((entry) => [entry.callCount, entry.totalCputime, entry.totalTime]);
  return Math.max(0, ...app, ...business);
}
