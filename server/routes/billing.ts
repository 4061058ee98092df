/**
 * Billing's routes: the web checkout (the billing quiz ends in it: a plan and an email, then the
 * provider's hosted checkout, then Create Your Account), the provider's webhook, and the card update
 * of a subscriber whose renewal failed.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BUNDLE_ID } from '../../content/constants.ts';
import { MAX_WEBHOOK_BODY_BYTES } from '../../contracts/billing.ts';
import { authorisingSubscription, planFromCode } from '../../domain/plans.ts';
import { resolveBrand } from '../../domain/brands.ts';
import { priceKeyOf, TRIAL_DAYS } from '../billing/price-keys.ts';
import { InvalidSignature } from '../billing/provider.ts';
import { recordCheckout } from '../billing/records.ts';
import { recordEvent } from '../billing/events.ts';
import type { AppDeps } from '../deps.ts';
import { inputOf } from '../endpoint-input.ts';
import { factory, type EndpointHandlers } from '../endpoints.ts';
import { limitCaller } from '../functions/caller.ts';
import { appOrigin } from '../http.ts';
import { escapeHtml, noticePage } from '../notice-page.ts';
import { refuse } from '../refusal.ts';
import { subscriptionRecord, subscriptionsOfUser } from '../subscriptions.ts';

const PLAN_PREFIX = { default: 'ig_', x: 'ig_x_', y: 'ig_y_' } as const;
const MAIN_PLANS = ['weekly_trial', 'premium_one_month', 'gift_one_month', '3month'] as const;
/** The plan codes the checkout sells: the four main plans of each brand. */
const CHECKOUT_PLAN_CODES = new Set(
  Object.values(PLAN_PREFIX).flatMap((prefix) => MAIN_PLANS.map((plan) => `${prefix}${plan}`)),
);

function checkoutPage(brandPrefix: string, error?: string): string {
  const choices = MAIN_PLANS.map((plan, index) => {
    const code = `${brandPrefix}${plan}`;
    const { name, price, period } = planFromCode(code);
    const trial = TRIAL_DAYS[priceKeyOf(code)];
    const note = trial ? ` (the first ${trial} days are a trial)` : '';
    return `<label><input type="radio" name="plan_code" value="${code}"${index === 0 ? ' checked' : ''}> ${escapeHtml(
      `${name}: ${price} ${period}${note}`,
    )}</label>`;
  }).join('');
  const alert = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return noticePage(
    'Choose your plan',
    `<form method="post" action="/checkout"><fieldset><legend>Plan</legend>${choices}</fieldset>
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email">
${alert}<button type="submit">Continue to payment</button></form>
<p>The weekly plan's trial becomes paid unless you cancel at least 24 hours before it ends. You can cancel any time in My Plan.</p>`,
  );
}

const brandPrefixOf = (c: Context) => PLAN_PREFIX[resolveBrand(new URL(c.req.url).hostname)];

export function billingRoutes(deps: AppDeps) {
  const { db, billing, config } = deps;

  return {
    checkoutPage: factory.createHandlers((c) => c.html(checkoutPage(brandPrefixOf(c)))),
    startCheckout: factory.createHandlers(limitCaller(deps, 'startCheckout'), async (c) => {
      const { plan_code, email } = inputOf(c, 'startCheckout').form;
      if (!CHECKOUT_PLAN_CODES.has(plan_code)) return c.html(checkoutPage(brandPrefixOf(c), 'Choose a plan'), 400);
      const key = priceKeyOf(plan_code);
      const origin = appOrigin(c, config);
      const { url } = await billing.startCheckout({
        planCode: plan_code,
        priceId: config.billing.prices[key],
        email,
        trialDays: TRIAL_DAYS[key],
        successUrl: `${origin}/checkout/complete?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/checkout`,
        idempotencyKey: `checkout-${randomUUID()}`,
      });
      return c.redirect(url, 303);
    }),
    checkoutComplete: factory.createHandlers(async (c) => {
      const { session_id } = inputOf(c, 'checkoutComplete').query;
      const completed = await billing.completedCheckout(session_id);
      if (!completed)
        return c.html(
          noticePage(
            'Payment not completed',
            '<p>Nothing was charged. <a href="/checkout">Choose a plan</a> again.</p>',
          ),
          404,
        );
      const id = await db.transaction((tx) => recordCheckout(tx, completed, 'ig_weekly_trial'));
      return c.redirect(`/access-recovery?id=${id}`, 303);
    }),
    billingWebhook: factory.createHandlers(
      bodyLimit({
        maxSize: MAX_WEBHOOK_BODY_BYTES,
        onError: () => refuse(413, `Body larger than ${MAX_WEBHOOK_BODY_BYTES} bytes`),
      }),
      async (c) => {
        const raw = await c.req.text();
        let event;
        try {
          event = billing.verifiedEvent(raw, c.req.header('stripe-signature'));
        } catch (error) {
          if (error instanceof InvalidSignature) refuse(400, 'Invalid signature');
          throw error;
        }
        if (await recordEvent(db, event)) deps.billingEvents.run();
        return c.json({ received: true as const });
      },
    ),
    updateCard: factory.createHandlers(async (c) => {
      const main = authorisingSubscription(await subscriptionsOfUser(db, c.get('uid')), BUNDLE_ID);
      const record = main && (await subscriptionRecord(db, main.id));
      if (!record?.provider_customer_id) refuse(409, 'This plan is not billed here: update the card in the app store');
      const url = await billing.updatePaymentUrl(
        record.provider_customer_id,
        `${appOrigin(c, config)}/dashboard/my-plan`,
      );
      return c.json({ url });
    }),
  } satisfies EndpointHandlers;
}
