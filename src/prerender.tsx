/**
 * Server-side render of what the pages show before any JavaScript arrives, run at build time by
 * scripts/first-paint-pages.ts: the sign-in screen (sign-in.html, hydrated by src/main.tsx), the
 * full-screen loader every other page shows until its screen is ready (index.html), and the
 * dashboard of each brand for a visitor whose login is fresh (dashboard.<brand>.html).
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { BRANDS } from '../content/brands';
import type { BrandId } from '../domain/brands';
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

/**
 * `node` with a router to build its links' addresses: a bare one, because the page only needs
 * the addresses (the app's own router starts the session and loads every route).
 */
function withLinks(path: string, node: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return <RouterContextProvider router={router}>{node}</RouterContextProvider>;
}

const dashboardOf = (brand: BrandId) =>
  page(withLinks('/dashboard', <DashboardFirstScreen brand={BRANDS[brand]} />), brand);

export function prerenderPages() {
  return {
    signIn: page(<SignInBeforeRouter />),
    loader: page(<FullScreenLoader />),
    dashboard: { default: dashboardOf('default'), x: dashboardOf('x'), y: dashboardOf('y') },
  };
}
