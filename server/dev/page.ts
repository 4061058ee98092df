/**
 * The frame of the development stand-ins' pages (Meta's and Stripe's): plain, phone-width, no
 * script (the CSP allows none inline), each stand-in with its own look; hono/html escapes every
 * value put in.
 */
import { html, raw } from 'hono/html';

export const devPageShell = (style: string) => (title: string, body: unknown) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${raw(style)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`;
