/**
 * Server-side render of the first screen, run at build time by scripts/prerender-sign-in.ts: the
 * HTML a signed-out visitor sees before any JavaScript arrives (the LCP budget of issue 8).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { SignInBeforeRouter } from './routes/_guest/-sign-in-first-paint';
import { defaultThemeClass } from './ui/theme/load-theme';

export function prerenderSignIn() {
  const html = renderToString(
    <StrictMode>
      <SignInBeforeRouter />
    </StrictMode>,
  );
  return { html, themeClass: defaultThemeClass };
}
