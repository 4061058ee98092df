/** Copy and timing of the insight-status surfaces: the waiting banner (spec 2.6) and the insight modals (spec 2.16). */

/**
 * How often the client asks for the profile document while insights are not completed. Not a
 * spec constant: short enough that the waiting states of the fresh demo account are seen to move.
 */
export const INSIGHT_POLL_DELAY_MS = 15_000;

export const WAITING_BANNER_COPY = {
  message: 'It takes time for our algorithms to analyse your profile data.',
  nextUpdate: 'Next update in',
} as const;

/** Unit suffixes of the countdown, largest first (the spec names the units, not their spelling). */
export const COUNTDOWN_UNIT_LABELS = { months: 'mo', days: 'd', hours: 'h', minutes: 'm', seconds: 's' } as const;

export const ALMOST_READY_MODAL_COPY = {
  title: 'Insights are almost ready',
  text: 'We need a little more time to prepare some useful tips and recommendations for you.',
  dismiss: 'Got it',
} as const;

/** Spec 2.16 names this modal without its copy: the wording here is ours. */
export const PROCESSING_MODAL_COPY = {
  title: 'Processing your insights',
  text: 'Our algorithms are analysing your profile data right now. Your insights will appear here as soon as they are ready.',
  dismiss: 'Got it',
} as const;
