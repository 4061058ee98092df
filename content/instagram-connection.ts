/**
 * The Instagram connection as the server answers it and the SPA shows it: the callback
 * route, the failure copy and the screens' copy. The calls' shapes (the connection's view, the
 * callback, the failure codes) are contracts/instagram-connection.ts.
 */
import type { ConnectFailure } from '../contracts/instagram-connection.ts';
import type { CategoryUnlock } from '../contracts/profile.ts';

/** The SPA route Instagram sends the browser back to (the OAuth redirect_uri's path). */
export const INSTAGRAM_CALLBACK_PATH = '/instagram/callback';

/** "Refresh now" at most once in this time. */
export const MANUAL_REFRESH_INTERVAL_MS = 60 * 60_000;
/** The automatic sync's rhythm: the insights banner counts down to the next one. */
export const SYNC_INTERVAL_MS = 24 * 60 * 60_000;

export const CONNECT_FAILURE_TEXT: Record<ConnectFailure, string> = {
  'access-denied': 'You did not allow access on Instagram, so nothing was connected.',
  'state-invalid':
    'This Instagram sign-in was not started here, expired or was already used. Nothing was connected: try Connect Instagram again.',
  'code-invalid':
    'Instagram did not accept the sign-in: it expired or was already used. Nothing was connected: try Connect Instagram again.',
  'personal-account':
    'This is a personal Instagram account, and Instagram lets only professional accounts (Business or Creator) connect. Switching is free: in Instagram, open Settings → Account type and tools → Switch to professional account. Or upload your Instagram data export instead: it works with any account.',
  unavailable: 'Instagram could not be reached, so nothing was connected. Try again in a few minutes.',
};

export const INSTAGRAM_COPY = {
  startTitle: 'Analyse your Instagram account',
  startIntro:
    'Choose where your analysis comes from. Nothing is analysed until you connect your account or upload your data export.',
  connect: 'Connect Instagram',
  connectHint:
    'For professional accounts (Business or Creator): your posts, likes, comments and engagement, updated every 24 hours.',
  upload: 'Upload your Instagram data export',
  uploadHint:
    'For any account: your followers, friends and fans, and who followed or unfollowed you between two exports.',
  connecting: 'Connecting Instagram',
  redirectStalled: "Instagram's sign-in page did not open. Press Connect Instagram to try again.",
  syncing: 'Fetching your posts and comments from Instagram. Your analysis appears here when it is done.',
  connectedAs: (username: string) => `Connected to Instagram as @${username}`,
  lastUpdated: (date: string) => `Last updated ${date}`,
  refreshNow: 'Refresh now',
  refreshAvailableAt: (time: string) => `You can refresh again at ${time}.`,
  reconnectText: (username: string) =>
    `Instagram no longer accepts our access to @${username}: it expired, was removed or the password changed. Your last analysis stays below. Reconnect to update it.`,
  reconnect: 'Reconnect Instagram',
  disconnect: 'Disconnect Instagram and delete its data',
  disconnectConfirmTitle: 'Disconnect Instagram?',
  disconnectConfirmText: (username: string) =>
    `We forget our access to @${username} and delete every post, comment and figure we fetched from it. Your data export, if you uploaded one, stays.`,
  disconnectConfirm: 'Disconnect and delete',
  disconnectCancel: 'Keep connected',
  disconnected: 'Instagram is disconnected and its data deleted.',
} as const;

export const UNLOCK_TEXT: Record<CategoryUnlock, string> = {
  instagram: 'Connect Instagram to see this',
  export: 'Upload your data export to see this',
  'second-export': 'Upload a newer export later to see this',
};

/**
 * The SPA's own copy around the connection, beside the shared copy above: the line
 * under the dashboard's Analytics card that says where the analysis comes from.
 */
export const INSTAGRAM_SCREEN_COPY = {
  sourceNone: 'Connect Instagram or upload your data export to start',
  sourceDemo: 'Demo data',
  sourceExport: 'From your Instagram data export',
  sourceInstagram: (username: string) => `@${username}`,
} as const;
