/** A small server-written page (a link's landing in a mail or from Meta): a title and paragraphs, any text escaped by the caller with `escapeHtml`. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function noticePage(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;max-width:430px;margin:2rem auto;padding:0 1rem;line-height:1.5}code{word-break:break-all}</style></head>
<body><h1>${escapeHtml(title)}</h1>${bodyHtml}</body></html>`;
}
