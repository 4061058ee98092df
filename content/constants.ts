/** Business constants of spec section 9, named once and imported everywhere. */

export const SESSION_LIFETIME_MS = 18_000_000; // 5 hours
export const INSIGHT_REFRESH_WINDOW_MS = 24 * 60 * 60 * 1000;
export const FETCHING_PLANS_WINDOW_MS = 36_000_000; // 10 hours
export const LOADER_STEP_DELAY_MS = 2_500;
export const REPORT_RECHECK_DELAY_MS = 2_000;
export const POST_AUTH_CHECK_DELAY_MS = 4_000; // on the access-recovery route
/** Spec 9's 'spinner clear 3000 ms' is the same moment: the sign-up spinner clears when this delay ends. */
export const FINALIZE_DELAY_MS = 3_000;
export const TOKEN_SYNC_MAX_AGE_MS = 300_000;

export const MIN_PASSWORD_LENGTH = 6;
export const STAR_SCALE = 5;
export const MAX_RECOMMENDATION_LABELS = 10;

/** Spec 9 also names a 460 px dialog: on a layout at most 430 px wide every modal is the layout's width, so none is wider. */
export const LAYOUT_MAX_WIDTH_PX = 430;
export const BREAKPOINTS_PX = { small: 600, medium: 800, large: 1024 } as const;

/** The product's bundle in the subscription service: only its subscriptions authorise. */
export const BUNDLE_ID = 'profile-analyzer';

/** Shown in the menu (spec 9: version log 0.04). */
export const APP_VERSION = '0.04';
