/**
 * What makes the app installable and usable offline, started once after the first
 * paint (src/main.tsx imports this module dynamically): the brand's manifest, the connectivity
 * actor behind the offline notice, and the service worker with its update modal.
 */
import { startAppUpdates } from './app-update';
import { linkBrandManifest } from './brand-manifest';
import { followConnectivity } from './connectivity';

export function startAppShell(): void {
  linkBrandManifest();
  followConnectivity();
  startAppUpdates();
}
