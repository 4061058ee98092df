/**
 * The update modal (spec 2.16 "update modal (shown by default)", spec 3 `showUpdateModal`): when a
 * new version of the app has installed and waits (`update.waiting`), the modal asks the user.
 * 'Update' (`update.accept`) tells the waiting version to take over; 'Not now' (`update.dismiss`)
 * hides the modal until the next waiting version. Whichever tab accepted it, once the new version
 * controls this page (`update.activated`) the page reloads into it: the new version has deleted
 * the old one's cached files, so a tab that said 'Not now' must follow too. A version that never
 * takes over brings the modal back after `activationTimeout`. Pure: src/app/app-update.ts
 * provides the two side effects.
 */
import { setup } from 'xstate';

export const ACTIVATION_TIMEOUT_MS = 10_000;

export type AppUpdateEvent =
  { type: 'update.waiting' } | { type: 'update.accept' } | { type: 'update.dismiss' } | { type: 'update.activated' };

export const appUpdateMachine = setup({
  types: {
    events: {} as AppUpdateEvent,
  },
  actions: {
    // Side effects: real implementations come from src/app through .provide().
    activateWaitingVersion: () => {},
    reloadPage: () => {},
  },
  delays: {
    activationTimeout: ACTIVATION_TIMEOUT_MS,
  },
}).createMachine({
  id: 'appUpdate',
  initial: 'loadedVersion',
  states: {
    // The page runs the version it loaded, whatever the modal shows.
    loadedVersion: {
      description: 'The page runs the version it loaded.',
      initial: 'idle',
      on: {
        // A new version took control of this page (accepted here or in another tab).
        'update.activated': 'reloading',
      },
      states: {
        idle: {
          description: 'No update modal is open: the app runs the version it loaded.',
          on: { 'update.waiting': 'updateWaiting' },
        },
        // The modal shows.
        updateWaiting: {
          description:
            "The modal 'A new version is ready' shows ('Update now to get the latest improvements. The app reloads, which takes a moment.') with 'Update' and 'Not now'.",
          on: {
            'update.accept': 'updating',
            'update.dismiss': 'idle',
          },
        },
        // The modal shows 'Update' busy while the new version takes over.
        updating: {
          description:
            "The modal 'A new version is ready' stays open and cannot be closed: 'Update' spins and 'Not now' is disabled while the new version takes over.",
          entry: 'activateWaitingVersion',
          after: { activationTimeout: 'updateWaiting' },
        },
      },
    },
    reloading: {
      description: 'The page reloads into the new version (the modal shows until it does).',
      entry: 'reloadPage',
    },
  },
});
