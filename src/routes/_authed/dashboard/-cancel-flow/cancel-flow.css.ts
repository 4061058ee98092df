import { style } from '@vanilla-extract/css';
import { badge as cardBadge, card } from '../../../../ui/Card/Card.css';
import { vars } from '../../../../ui/theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: 16 });

export const lead = style({ fontSize: 16, lineHeight: 1.5, color: vars.color.textMuted, textAlign: 'center' });

export const sectionTitle = style({ fontSize: 18, lineHeight: 1.3, fontWeight: 600 });

/** The look of the shared Card (src/ui/Card). */
export const panel = card;

export const list = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: 10 });

export const listItem = style({ display: 'flex', alignItems: 'flex-start', gap: 10, lineHeight: 1.4 });

export const mark = style({ flexShrink: 0, marginTop: 2, color: vars.color.primary });

export const lostMark = style({ flexShrink: 0, marginTop: 2, color: vars.color.error });

export const summary = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' });

export const summaryTerm = style({ color: vars.color.textMuted });

export const summaryValue = style({ fontWeight: 600, textAlign: 'right' });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 });

export const cancelNow = style({
  alignSelf: 'center',
  minHeight: 44,
  padding: '0 12px',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: 14,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
});

export const error = style({ color: vars.color.error, fontSize: 14, textAlign: 'center' });

export const loader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  paddingBlock: 48,
  color: vars.color.primary,
});

export const priceRow = style({ display: 'flex', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' });

export const price = style({ fontSize: 28, fontWeight: 700 });

export const fullPrice = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const badge = cardBadge;

export const fineprint = style({ fontSize: 13, lineHeight: 1.45, color: vars.color.textMuted });

export const cardLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.primary,
  fontWeight: 600,
  background: 'transparent',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  textAlign: 'left',
});

export const choices = style({ border: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 48,
  paddingInline: 16,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { boxShadow: `inset 0 0 0 2px ${vars.color.primary}` } },
});

export const radio = style({ width: 20, height: 20, accentColor: vars.color.primary, flexShrink: 0 });

export const stars = style({ border: 'none', padding: 0, display: 'flex', justifyContent: 'center', gap: 4 });

export const starLabel = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  cursor: 'pointer',
  color: vars.color.border,
  selectors: { '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.primary}`, borderRadius: 8 } },
});

export const starOn = style({ color: '#EAB308' });

/** The radio stays in the accessibility tree and takes focus; the star is its picture. */
export const visuallyHiddenInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const legend = style({ fontWeight: 600, marginBottom: 8, textAlign: 'center', width: '100%' });

export const textarea = style({
  width: '100%',
  minHeight: 120,
  padding: 12,
  borderRadius: vars.radius.button,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  resize: 'vertical',
});

export const fieldLabel = style({ display: 'flex', flexDirection: 'column', gap: 6, fontWeight: 600 });
