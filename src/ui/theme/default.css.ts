import { createTheme } from '@vanilla-extract/css';
import { BRAND_COLORS } from '../../../content/brand-colors';
import { vars } from './contract.css';
import { sharedShape, sharedTokens } from './shared-tokens';

/** Reach. */
export const themeClass = createTheme(vars, {
  color: {
    ...sharedTokens,
    primary: BRAND_COLORS.default.brand,
    accentFrom: BRAND_COLORS.default.brand,
    accentTo: BRAND_COLORS.default.accentTo,
    background: BRAND_COLORS.default.background,
  },
  ...sharedShape,
});
