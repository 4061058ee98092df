import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { sharedShape, sharedTokens } from './shared-tokens';

/** Reach. */
export const themeClass = createTheme(vars, {
  color: {
    ...sharedTokens,
    primary: '#7C3AED',
    accentFrom: '#7C3AED',
    accentTo: '#EC4899',
    background: '#F8F7FC',
  },
  ...sharedShape,
});
