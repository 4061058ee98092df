import { createThemeContract } from '@vanilla-extract/css';

/** One typed token set; each brand file fills it (docs/ui.md "Brands"). */
export const vars = createThemeContract({
  color: {
    /** Fills and text links: must keep 4.5:1 with white and on white. */
    primary: null,
    /** Text on a primary fill. */
    primaryText: null,
    /** Brand gradient ends: decorative only (logo, illustrations, accents), never behind text. */
    accentFrom: null,
    accentTo: null,
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    border: null,
    error: null,
    banner: null,
    bannerText: null,
    /** The dashboard header once scrolled or with the menu open (spec 2.5: white). */
    headerBg: null,
  },
  radius: { card: null, button: null },
  shadow: { card: null },
  font: { body: null },
});
