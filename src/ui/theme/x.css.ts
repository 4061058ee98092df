import { createTheme } from '@vanilla-extract/css';
import { BRAND_COLORS } from '../../../content/brand-colors';
import { vars } from './contract.css';
import { sharedShape, sharedTokens } from './shared-tokens';

/** Orbit. */
export const themeClass = createTheme(vars, {
  color: {
    ...sharedTokens,
    primary: BRAND_COLORS.x.brand,
    accentFrom: BRAND_COLORS.x.brand,
    accentTo: BRAND_COLORS.x.accentTo,
    background: BRAND_COLORS.x.background,
  },
  ...sharedShape,
});
