import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { sharedShape, sharedTokens } from './shared-tokens';

/** Orbit. */
export const themeClass = createTheme(vars, {
  color: {
    ...sharedTokens,
    primary: '#2563EB',
    accentFrom: '#2563EB',
    accentTo: '#06B6D4',
    background: '#F5F8FD',
  },
  ...sharedShape,
});
