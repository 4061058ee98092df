/** Tokens that are the same for every brand (docs/ui.md "Fixed colours", "Type, space, shape"). */
export const sharedTokens = {
  text: '#1A1A2E',
  textMuted: '#52525B',
  surface: '#FFFFFF',
  border: '#D4D4DC',
  error: '#DC2626',
  banner: '#2563EB',
  bannerText: '#FFFFFF',
  headerBg: '#FFFFFF',
  primaryText: '#FFFFFF',
} as const;

export const sharedShape = {
  radius: { card: '16px', button: '12px' },
  shadow: { card: '0 4px 16px rgba(26, 26, 46, 0.08), 0 1px 3px rgba(26, 26, 46, 0.06)' },
  font: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
} as const;
