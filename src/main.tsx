import './ui/theme/global.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FORGOT_PASSWORD } from '../content/sign-in';
import { applyBrandTheme } from './app/brand';
import { takeLoginLinkCredentials } from './app/login-link';
import { session } from './app/session';
import { SignIn } from './routes/_guest/-sign-in-screen';

const credentials = takeLoginLinkCredentials();
session.start();
// Spec 4: the insight status follows the session from the start (polling while authorised).
void import('./app/insights').then(({ startInsights }) => startInsights());
// Spec 7: the news list is fetched on start (its images preloaded); kept out of the first paint.
void import('./app/news').then(({ startNews }) => startNews());
if (credentials) session.send({ type: 'creds.received', ...credentials });
applyBrandTheme();

const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

// The router and every other screen load in parallel with the first paint. A visitor who opens
// the sign-in screen sees it (and can type) before they arrive; then it mounts again under the
// router, keeping what was typed. Other paths wait for the router.
const routerReady = import('./app/router');
if (location.pathname === '/sign-in') {
  render(<SignIn forgotPasswordLink={(className) => <a href="/access-recovery" className={className}>{FORGOT_PASSWORD}</a>} />);
}
void routerReady.then(({ router, RouterProvider }) => render(<RouterProvider router={router} />));
