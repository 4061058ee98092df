import { style } from '@vanilla-extract/css';
import { card as uiCard } from '../../../../ui/Card/Card.css';
import { vars } from '../../../../ui/theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: '16px 16px 32px' });

export const sectionTitle = style({
  fontSize: 13,
  fontWeight: 700,
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
});

/** The shared Card (src/ui/Card) a little tighter. */
export const card = style([uiCard, { gap: 10 }]);

export const cardTitle = style({ fontSize: 18, lineHeight: 1.3, fontWeight: 600, paddingRight: 96 });

export const muted = style({ fontSize: 14, lineHeight: 1.45, color: vars.color.textMuted });

export const badge = style({
  position: 'absolute',
  top: 16,
  right: 16,
  paddingInline: 10,
  paddingBlock: 2,
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 700,
  background: vars.color.primary,
  color: vars.color.primaryText,
});

// Green-700: white text on it passes WCAG AA contrast (4.5:1), the lighter #16A34A did not.
export const purchasedBadge = style([badge, { background: '#15803D', color: '#FFFFFF' }]);

export const prices = style({ display: 'flex', alignItems: 'baseline', gap: 8 });
export const oldPrice = style({ color: vars.color.textMuted });
export const price = style({ fontSize: 22, fontWeight: 700 });

export const error = style({ color: vars.color.error, fontSize: 14 });

export const planRow = style({ display: 'flex', alignItems: 'center', gap: 8, fontSize: 18, fontWeight: 600 });
export const check = style({ color: '#16A34A', flexShrink: 0 });

export const warning = style({ fontSize: 13, lineHeight: 1.45, color: vars.color.textMuted });

export const benefits = style({ display: 'grid', gap: 8, paddingLeft: 20 });
export const steps = style({ display: 'grid', gap: 6, paddingLeft: 20 });
export const centered = style({ textAlign: 'center' });
