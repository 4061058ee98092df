/**
 * Server-side render of what the pages show before any JavaScript arrives, run at build time by
 * scripts/first-paint-pages.ts: the sign-in screen (sign-in.html, hydrated by src/main.tsx) and
 * the full-screen loader every other page shows until its screen is ready (index.html).
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SignInBeforeRouter } from './routes/_guest/-sign-in-first-paint';
import { FullScreenLoader } from './ui/FullScreenLoader/FullScreenLoader';
import { defaultThemeClass } from './ui/theme/load-theme';

const page = (node: ReactNode) => ({
  html: renderToString(<StrictMode>{node}</StrictMode>),
  themeClass: defaultThemeClass,
});

export function prerenderPages() {
  return { signIn: page(<SignInBeforeRouter />), loader: page(<FullScreenLoader />) };
}
