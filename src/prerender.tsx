/**
 * Server-side render of what the pages show before any JavaScript arrives, run at build time by
 * scripts/first-paint-pages.ts: the sign-in screen (sign-in.html, hydrated by src/main.tsx), the
 * full-screen loader every other page shows until its screen is ready (index.html), and the
 * dashboard and the course of each brand for a subscriber whose login is fresh
 * (`<page>.<brand>.html`, contracts/first-screen.ts), and each brand's page with the slot the
 * server fills with a page rendered from the subscriber's records (contracts/rendered-pages.ts).
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { BRANDS } from '../content/brands';
import type { PaintedPage } from '../contracts/first-screen';
import { RENDERED_SLOT } from '../contracts/rendered-pages';
import type { BrandId } from '../domain/brands';
import { withLinks } from './render-with-links';
import { CoursePage } from './routes/_authed/dashboard/-course/course-page';
import { DashboardFirstScreen } from './routes/_authed/dashboard/-dashboard-first-screen';
import { SignInBeforeRouter } from './routes/_guest/-sign-in-first-paint';
import { FullScreenLoader } from './ui/FullScreenLoader/FullScreenLoader';
import { themeClass as defaultThemeClass } from './ui/theme/default.css';
import { themeClass as xThemeClass } from './ui/theme/x.css';
import { themeClass as yThemeClass } from './ui/theme/y.css';

const THEME_CLASSES: Record<BrandId, string> = { default: defaultThemeClass, x: xThemeClass, y: yThemeClass };

const page = (node: ReactNode, brand: BrandId = 'default') => ({
  html: renderToString(<StrictMode>{node}</StrictMode>),
  themeClass: THEME_CLASSES[brand],
});

const PAINTED: Record<PaintedPage, { path: string; screen: (brand: BrandId) => ReactNode }> = {
  dashboard: { path: '/dashboard', screen: (brand) => <DashboardFirstScreen brand={BRANDS[brand]} /> },
  course: { path: '/dashboard/course', screen: () => <CoursePage /> },
};

/** The page in every brand. */
const paintedOf = (painted: PaintedPage) => {
  const { path, screen } = PAINTED[painted];
  return Object.fromEntries(
    (Object.keys(BRANDS) as BrandId[]).map((brand) => [brand, page(withLinks(path, screen(brand)), brand)]),
  ) as Record<BrandId, ReturnType<typeof page>>;
};

export function prerenderPages() {
  return {
    signIn: page(<SignInBeforeRouter />),
    loader: page(<FullScreenLoader />),
    painted: { dashboard: paintedOf('dashboard'), course: paintedOf('course') },
    slots: Object.fromEntries(
      Object.entries(THEME_CLASSES).map(([brand, themeClass]) => [brand, { html: RENDERED_SLOT, themeClass }]),
    ) as Record<BrandId, ReturnType<typeof page>>,
  };
}
