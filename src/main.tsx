import './ui/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { applyBrandTheme } from './app/brand';
import { takeLoginLinkCredentials } from './app/login-link';
import { router } from './app/router';
import { session } from './app/session';

const credentials = takeLoginLinkCredentials();
session.start();
if (credentials) session.send({ type: 'creds.received', ...credentials });
applyBrandTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
