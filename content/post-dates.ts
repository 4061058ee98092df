/**
 * How a post's day reads wherever it is named ('March 5, 2025'): Analytics' post lists, 'See all
 * posts' and the standout-post recommendation, each in the zone the analysis counted when to post
 * in, so a post's day is the one its recommendation names.
 */
import type { CalculatedProfileData } from '../contracts/profile';

/** One formatter per zone, each made on its first use (the first Intl call is costly: first-use.ts). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** 'March 5, 2025' in `timeZone`; a zone this Intl does not know falls back to UTC. */
export function postDateText(date: Date, timeZone: string): string {
  try {
    return formatterIn(timeZone).format(date);
  } catch {
    return formatterIn('UTC').format(date);
  }
}

/**
 * The zone an analysis dates its posts in: the one it counted when to post in (the device's, once
 * the app has reported it); UTC before.
 */
export const analysisTimeZone = (data: CalculatedProfileData | undefined): string =>
  data?.whenToPost?.timeZone ?? 'UTC';
