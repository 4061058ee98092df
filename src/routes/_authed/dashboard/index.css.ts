import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: '16px 16px 32px' });

export const cardLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 16px',
  border: 'none',
  borderRadius: vars.radius.button,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
});

/** An action whose kind is not known yet (the prerendered dashboard): its place is kept, unseen. */
export const unknownAction = style({ visibility: 'hidden' });
