import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { useEffect, useState } from 'react';
import { srOnly } from '../theme/global.css';
import * as styles from './PasswordStrength.css';

/** Rating waits for this pause in typing, so keystrokes never queue behind a dictionary search. */
const RATE_DELAY_MS = 200;

const LEVELS = ['Weak', 'Fair', 'Good', 'Strong'] as const;
type StrengthLevel = (typeof LEVELS)[number];

export interface PasswordRating {
  level: StrengthLevel;
  /** zxcvbn's warning ('This is a commonly used password.'), null when it has none. */
  warning: string | null;
  suggestions: string[];
}

let estimator: Promise<ZxcvbnFactory> | null = null;

/**
 * zxcvbn and its common-password dictionaries are ~230 kB gzip: fetched on the first password
 * typed, then kept. Of the English package only the feedback texts are taken (its word lists
 * would add ~600 kB for little gain on a 6+ character hint).
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  if (!estimator) {
    estimator = Promise.all([
      import('@zxcvbn-ts/core').then(({ ZxcvbnFactory }) => ZxcvbnFactory),
      import('@zxcvbn-ts/language-common').then(({ dictionary, adjacencyGraphs }) => ({ dictionary, adjacencyGraphs })),
      import('@zxcvbn-ts/language-en').then(({ translations }) => translations),
    ]).then(
      ([Factory, common, translations]) =>
        new Factory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs, translations }),
    );
    // A failed download (offline for a moment) is tried again on a later keystroke.
    estimator.catch(() => (estimator = null));
  }
  return estimator;
}

/** zxcvbn's score 0–4 as four levels: 0 and 1 are both weak. */
export async function ratePassword(password: string): Promise<PasswordRating> {
  const { score, feedback } = (await loadEstimator()).check(password);
  return { level: LEVELS[Math.max(score - 1, 0)], warning: feedback.warning, suggestions: feedback.suggestions };
}

/**
 * A strength hint under a password field. Informational only: it renders no control and blocks
 * nothing (the form's own minimum length is the only rule); an empty field gets no hint.
 */
export function PasswordStrength({ password }: { password: string }) {
  const [latestRating, setRating] = useState<PasswordRating | null>(null);
  // An empty field shows no hint; the last rating stays while a new one is computed.
  const rating = password ? latestRating : null;
  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      // Without the estimator (download failed) the hint stays silent rather than guess.
      ratePassword(password).then(
        (next) => current && setRating(next),
        () => current && setRating(null),
      );
    }, RATE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password]);

  const bars = rating ? LEVELS.indexOf(rating.level) + 1 : 0;
  return (
    <div className={styles.root} aria-live="polite">
      {rating && (
        <>
          <div className={styles.summary}>
            <div
              role="meter"
              aria-label="Password strength"
              aria-valuemin={1}
              aria-valuemax={LEVELS.length}
              aria-valuenow={bars}
              aria-valuetext={rating.level}
              className={styles.meter}
            >
              {LEVELS.map((level, index) => (
                <span key={level} className={index < bars ? styles.filledBar[rating.level] : styles.emptyBar} />
              ))}
            </div>
            <p className={styles.level}>
              <span className={srOnly}>Password strength: </span>
              {rating.level}
            </p>
          </div>
          {rating.warning && <p className={styles.advice}>{rating.warning}</p>}
          {rating.suggestions.map((suggestion) => (
            <p key={suggestion} className={styles.advice}>
              {suggestion}
            </p>
          ))}
        </>
      )}
    </div>
  );
}
