/** The update modal (machines/app-update.machine.ts) in words: see wording.ts. */
import { UPDATE_MODAL } from '../app-shell';
import type { FlowWording } from './wording';

export const wording: FlowWording = {
  precondition: () =>
    'The installed app (a production build, with its service worker) is open; a newer version can be deployed.',
  steps: {
    'update.waiting': () => 'Deploy a newer version: the app installs it in the background and it waits to take over',
    'update.accept': () => `In the modal, press '${UPDATE_MODAL.update}'`,
    'update.dismiss': () => `In the modal, press '${UPDATE_MODAL.notNow}'`,
    'update.activated': () =>
      `The new version takes over the page (after '${UPDATE_MODAL.update}' here or in another tab)`,
    'after:activationTimeout': () => '10 seconds pass without the new version taking over',
  },
};
