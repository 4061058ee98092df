/** The brand in force: host name first, then the plan code once the subscription is known. */
import { useSelector } from '@xstate/react';
import { BRANDS } from '../../content/brands';
import { resolveBrand, type BrandId } from '../../domain/brands';
import { forgetFirstScreen, rememberFirstScreen } from '../services/login-time';
import { defaultThemeClass, loadThemeClass } from '../ui/theme/load-theme';
import { idToken, pageSessionService } from './services';
import { session } from './session';
import { entitlements, isAuthorised, isSettling, planCode, type SessionSnapshot } from './session-selectors';

export const brandOf = (s: SessionSnapshot): BrandId => resolveBrand(location.hostname, planCode(s));

export function useBrand() {
  return BRANDS[useSelector(session, brandOf)];
}

/** Calls `listener` with the brand in force now, then each time it changes. */
export function followBrand(listener: (brand: BrandId) => void): void {
  let current = brandOf(session.getSnapshot());
  listener(current);
  session.subscribe((snapshot) => {
    const brand = brandOf(snapshot);
    if (brand === current) return;
    current = brand;
    listener(brand);
  });
}

/** The default theme is in the first chunk (no flash); the x and y themes load when they apply. */
export function applyBrandTheme() {
  const root = document.documentElement;
  let applied = defaultThemeClass;
  root.classList.add(applied);
  followBrand((brand) => {
    loadThemeClass(brand).then(
      (next) => {
        if (next === applied) return;
        root.classList.replace(applied, next);
        applied = next;
      },
      // Its chunk did not load (offline, a deploy since): the theme applied stays; the next change tries again.
      () => undefined,
    );
  });
}

/**
 * Keeps the server's choice of first screen (contracts/first-screen.ts) with the session: the
 * pages of the brand in force (the course's only for its owner) while the subscriber is let in,
 * the loader once they are not. While they are let in, the server may also render their pages
 * with their data (contracts/rendered-pages.ts): the page session is opened once per start.
 */
export function followFirstScreen(): void {
  let remembered: string | undefined;
  session.subscribe((snapshot) => {
    if (isSettling(snapshot)) return;
    const screen = isAuthorised(snapshot) ? { brand: brandOf(snapshot), course: entitlements(snapshot).course } : null;
    const key = JSON.stringify(screen);
    if (key === remembered) return;
    remembered = key;
    if (!screen) return forgetFirstScreen();
    rememberFirstScreen(screen);
    // Best effort: without it the pages show the loader first, as before.
    void idToken()
      .then(async (token) => (await pageSessionService()).openPageSession(token))
      .catch(() => undefined);
  });
}
