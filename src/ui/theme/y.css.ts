import { createTheme } from '@vanilla-extract/css';
import { BRAND_COLORS } from '../../../content/brand-colors';
import { vars } from './contract.css';
import { sharedShape, sharedTokens } from './shared-tokens';

/**
 * Pulse. The brand teal #0D9488 is only 3.7:1 against white, below WCAG AA for 16 px text, so
 * fills and links use the darker teal-700 (5.5:1); the brand hex stays in the gradient and logo.
 */
export const themeClass = createTheme(vars, {
  color: {
    ...sharedTokens,
    primary: '#0F766E',
    accentFrom: BRAND_COLORS.y.brand,
    accentTo: BRAND_COLORS.y.accentTo,
    background: BRAND_COLORS.y.background,
  },
  ...sharedShape,
});
