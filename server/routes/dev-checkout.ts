/**
 * The billing quiz stand-in of the local stack (DECISIONS.md): buys a paid web-checkout
 * subscription for an email and sends the buyer to create their account. Never in production.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { BUNDLE_ID } from '../../content/constants.ts';
import type { AppDeps } from '../deps.ts';
import { insertSubscription } from '../subscriptions.ts';

const purchase = z.object({ email: z.string().trim().toLowerCase().email().max(254) });

function checkoutPage(error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (local)</title><style>body{font:16px system-ui,sans-serif;max-width:430px;margin:2rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;font:inherit}input,button{min-height:48px;margin:.5rem 0}.error{color:#DC2626}</style></head>
<body><h1>Checkout (local stack)</h1><p>Buys a weekly plan for an email, as the real billing quiz would, then opens Create Your Account.</p>
<form method="post" action="/dev/checkout"><label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email">
${error ? '<p class="error" role="alert">Enter a valid email address.</p>' : ''}<button type="submit">Pay $1</button></form></body></html>`;
}

export function devCheckoutRoutes({ db }: AppDeps) {
  return new Hono()
    .get('/dev/checkout', (c) => c.html(checkoutPage()))
    .post('/dev/checkout', async (c) => {
      const parsed = purchase.safeParse(await c.req.parseBody());
      if (!parsed.success) return c.html(checkoutPage('invalid'), 400);
      const id = await insertSubscription(db, {
        uid: null,
        bundle: BUNDLE_ID,
        plan_code: 'ig_weekly_trial',
        status: 'active',
        started_at: new Date(),
        main_plan: true,
        email: parsed.data.email,
      });
      return c.redirect(`/access-recovery?id=${id}`, 303);
    });
}
