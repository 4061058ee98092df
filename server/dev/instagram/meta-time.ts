/** Graph's time format, `2026-11-20T18:04:11+0000`. */
export const metaTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+0000');
