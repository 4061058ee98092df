/** The brand in force: host name first, then the plan code once the subscription is known. */
import { useSelector } from '@xstate/react';
import { BRANDS, resolveBrand, type BrandId } from '../../content/brands';
import { defaultThemeClass, loadThemeClass } from '../ui/theme/load-theme';
import { session } from './session';
import { planCode, type SessionSnapshot } from './session-selectors';

export const brandOf = (s: SessionSnapshot): BrandId => resolveBrand(location.hostname, planCode(s));

export function useBrand() {
  return BRANDS[useSelector(session, brandOf)];
}

/** The default theme is in the first chunk (no flash); the x and y themes load when they apply. */
export function applyBrandTheme() {
  const root = document.documentElement;
  let applied = defaultThemeClass;
  root.classList.add(applied);
  const apply = async (brand: BrandId) => {
    const next = await loadThemeClass(brand);
    if (next === applied) return;
    root.classList.replace(applied, next);
    applied = next;
  };
  let current: BrandId = 'default';
  const follow = (snapshot: SessionSnapshot) => {
    const brand = brandOf(snapshot);
    if (brand === current) return;
    current = brand;
    void apply(brand);
  };
  follow(session.getSnapshot());
  session.subscribe(follow);
}
