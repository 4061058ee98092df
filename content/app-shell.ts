/** Copy of the offline notice and the update modal (spec 2.16 "update modal"). */

export const OFFLINE_NOTICE = "You're offline. Check your connection; what you see may be out of date.";

export const UPDATE_MODAL = {
  title: 'A new version is ready',
  text: 'Update now to get the latest improvements. The app reloads, which takes a moment.',
  update: 'Update',
  notNow: 'Not now',
} as const;
