import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

/** Spec 2.6: sticky at the bottom; docs/ui.md: blue with white text for every brand. */
export const banner = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: '12px 16px',
  background: vars.color.banner,
  color: vars.color.bannerText,
  fontSize: 13,
  lineHeight: 1.4,
});

export const message = style({ margin: 0 });

export const nextUpdate = style({ margin: 0, fontWeight: 600 });

export const countdown = style({ fontVariantNumeric: 'tabular-nums' });
