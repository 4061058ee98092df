/**
 * What the Analytics screen's route starts (spec 2.7, 2.16, 4): the insight status, in
 * the device's time zone, and the Instagram connection (the app starts them too; whichever comes
 * first), and, on each visit, the insight modal once the first profile fetch has settled.
 */
import { waitFor, type Subscription } from 'xstate';
import { selectLatestProfile } from '../../machines/insight-status.machine';
import { hasReadStatus } from '../../machines/instagram-connection.machine';
import { countInDeviceTimeZone, insights, startInsights } from './insights';
import { instagramConnection, startInstagramConnection } from './instagram-connection';

/** The route's loader: the actors the screen renders, started if the app has not started them yet. */
export function loadAnalytics(): void {
  countInDeviceTimeZone();
  startInsights();
  startInstagramConnection();
}

/**
 * Resolves once the screen shows what the server put in a page it rendered: the first
 * profile fetch has settled and the Instagram connection has been read (or could not be). The app
 * takes the page over only then, so it never turns into the screen's spinner in between.
 */
export async function analyticsShown(): Promise<void> {
  await Promise.all([
    waitFor(insights, (snapshot) => selectLatestProfile(snapshot) !== undefined),
    waitFor(instagramConnection, hasReadStatus),
  ]);
}

let waitingToAsk: Subscription | null = null;

/**
 * Entering Analytics: once the first fetch has settled (at once if it has), the insight actor is
 * asked for its modal; the machine opens one only while the analysis is not complete.
 */
export function askForInsightModal(): void {
  forgetInsightModal();
  const ask = () => {
    if (selectLatestProfile(insights.getSnapshot()) === undefined) return false;
    insights.send({ type: 'insightsModal.show' });
    return true;
  };
  if (ask()) return;
  waitingToAsk = insights.subscribe(() => {
    if (ask()) forgetInsightModal();
  });
}

/** Leaving Analytics before the first fetch has settled: no modal is asked for. */
export function forgetInsightModal(): void {
  waitingToAsk?.unsubscribe();
  waitingToAsk = null;
}
