import { useEffect, useEffectEvent, useState } from 'react';
import { WAITING_BANNER_COPY } from '../../../../../content/insights-status';
import { countdownParts, formatCountdown } from './countdown';
import * as styles from './insights-banner.css';

const TICK_MS = 1000;

interface InsightsBannerProps {
  /** `_updatedAt._seconds` of the profile document; null when there is none. */
  updatedAtSeconds: number | null;
  /** The analysis is complete: the bar counts down to its next update and no longer says the user waits. */
  complete: boolean;
  /** The clock in ms since the epoch; tests give a fake one. */
  now?: () => number;
}

/** Spec 2.6: the insights-waiting bar, counting down every second; hidden when the countdown is empty. */
export function InsightsBanner({ updatedAtSeconds, complete, now = Date.now }: InsightsBannerProps) {
  const [nowMs, setNowMs] = useState(now);
  // An effect event reads the latest clock without restarting the interval when `now` changes.
  const tick = useEffectEvent(() => setNowMs(now()));

  useEffect(() => {
    if (updatedAtSeconds === null) return;
    // A new update time counts from the present, not from the last tick (one extra render).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [updatedAtSeconds]);

  const countdown = formatCountdown(countdownParts(nowMs, updatedAtSeconds));
  if (!countdown) return null;
  return (
    <aside className={styles.banner} aria-label="Insights update">
      {!complete && <p className={styles.message}>{WAITING_BANNER_COPY.message}</p>}
      <p className={styles.nextUpdate}>
        {WAITING_BANNER_COPY.nextUpdate}{' '}
        <time className={styles.countdown} role="timer">
          {countdown}
        </time>
      </p>
    </aside>
  );
}
