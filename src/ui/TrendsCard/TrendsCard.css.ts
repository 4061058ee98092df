import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '12px 16px 12px 12px',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  // A gradient edge marks this as the featured card without putting text on the gradient.
  borderLeft: `6px solid ${vars.color.accentFrom}`,
});

export const links = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

/** Row style for the router Links the caller passes in. */
export const trendsLinkClass = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 52,
  paddingBlock: 8,
  color: vars.color.text,
  fontSize: 15,
  fontWeight: 600,
  lineHeight: 1.35,
  textDecoration: 'none',
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    '&:hover': { color: vars.color.primary },
    // CSS chevron: no glyph for screen readers to read out.
    '&::after': {
      content: '""',
      flexShrink: 0,
      width: 8,
      height: 8,
      borderTop: `2px solid ${vars.color.primary}`,
      borderRight: `2px solid ${vars.color.primary}`,
      transform: 'rotate(45deg)',
    },
  },
});
