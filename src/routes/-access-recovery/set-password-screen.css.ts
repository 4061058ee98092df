import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: '32px 20px' });

export const centred = style([body, { alignItems: 'center', textAlign: 'center' }]);

export const loader = style({ display: 'flex', justifyContent: 'center', padding: 48, color: vars.color.primary });

export const title = style({ fontSize: 24, lineHeight: '28px', fontWeight: 600 });

export const text = style({ color: vars.color.textMuted });

export const account = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const accountEmail = style({ color: vars.color.text, fontWeight: 600 });

export const showPassword = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  alignSelf: 'flex-start',
  fontSize: 14,
  cursor: 'pointer',
});

export const checkbox = style({ width: 20, height: 20, accentColor: vars.color.primary });

export const saveError = style({ color: vars.color.error, minHeight: '1.5em', textAlign: 'center' });

export const failure = style({ color: vars.color.error });

/** A link that leads on ('Sign in', 'Request a new link'), drawn as the primary button. */
