import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

/** Shared look of the library pages: tip lists, trends, hacks, topics and articles. */

export const intro = style({ fontSize: 16, lineHeight: 1.5, color: vars.color.textMuted });

export const sectionHeading = style({
  fontSize: 20,
  lineHeight: 1.3,
  fontWeight: 600,
  color: vars.color.text,
  marginTop: 8,
});

export const numberedList = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 0,
  margin: 0,
});

export const numberedItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 16,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const itemTitle = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 12,
  fontSize: 17,
  lineHeight: 1.35,
  fontWeight: 600,
  color: vars.color.text,
});

export const number = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: 999,
  fontSize: 14,
  background: vars.color.primary,
  color: vars.color.primaryText,
});

export const body = style({ fontSize: 15, lineHeight: 1.55, color: vars.color.text });

export const action = style([body, { paddingLeft: 12, borderLeft: `3px solid ${vars.color.primary}` }]);

export const details = style({ display: 'flex', flexDirection: 'column', gap: 8, paddingLeft: 20, margin: 0 });

export const hero = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: 16,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const articleTitle = style({ fontSize: 22, lineHeight: 1.3, fontWeight: 600, color: vars.color.text });

export const cardLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  paddingInline: 16,
  borderRadius: vars.radius.button,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: 'none',
});

export const newsBanner = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  minHeight: 44,
  padding: 16,
  borderRadius: vars.radius.card,
  background: vars.color.banner,
  color: vars.color.bannerText,
  textDecoration: 'none',
});

export const newsBannerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontSize: 14,
  lineHeight: 1.4,
});

export const newsBannerTitle = style({ fontSize: 17, fontWeight: 600 });
