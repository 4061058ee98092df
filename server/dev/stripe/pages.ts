/**
 * The stand-in's HTML (development only): hosted checkout, the 3-D Secure step, the billing
 * portal's card form and an invoice's page. Plain, phone-width, no script (the CSP allows none
 * inline); hono/html escapes every value put in.
 */
import { html } from 'hono/html';
import { devPageShell } from '../page.ts';
import type { CheckoutSession, Invoice, PaymentIntent, Price } from './objects.ts';

const STYLE = `body{font:16px system-ui,sans-serif;max-width:430px;margin:1.5rem auto;padding:0 1rem;color:#1a1f36}
h1{font-size:1.3rem}label{display:block;margin:.8rem 0 .2rem;font-size:.9rem;color:#4f566b}
input{box-sizing:border-box;width:100%;min-height:44px;padding:.5rem .7rem;border:1px solid #cfd7df;border-radius:6px;font:inherit}
button{display:block;box-sizing:border-box;width:100%;min-height:48px;margin:1rem 0 .5rem;border:0;border-radius:6px;
background:#635bff;color:#fff;font:inherit;font-weight:600}button.secondary{background:#fff;color:#1a1f36;border:1px solid #cfd7df}
.error{color:#df1b41;font-weight:500}.note,.meta{color:#697386;font-size:.85rem}.amount{font-size:1.6rem;font-weight:600}
.badge{display:inline-block;padding:.1rem .4rem;border-radius:4px;background:#ffde92;font-size:.75rem}`;

const frame = devPageShell(STYLE);
const shell = (title: string, body: unknown) =>
  frame(
    title,
    html`<p><span class="badge">TEST MODE · Stripe stand-in</span></p>
      ${body}`,
  );

export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

const every = (price: Price) => {
  const recurring = price.recurring;
  if (!recurring) return '';
  return recurring.interval_count === 1
    ? ` per ${recurring.interval}`
    : ` every ${recurring.interval_count} ${recurring.interval}s`;
};

export interface CardFields {
  email?: string;
  number?: string;
  expiry?: string;
  cvc?: string;
  testClock?: string;
}

const cardInputs = (fields: CardFields) => html`
  <label for="number">Card number</label>
  <input
    id="number"
    name="number"
    inputmode="numeric"
    autocomplete="cc-number"
    placeholder="4242 4242 4242 4242"
    value="${fields.number ?? ''}"
    required
  />
  <label for="expiry">Expiry (MM / YY)</label>
  <input
    id="expiry"
    name="expiry"
    autocomplete="cc-exp"
    placeholder="12 / 34"
    value="${fields.expiry ?? ''}"
    required
  />
  <label for="cvc">CVC</label>
  <input
    id="cvc"
    name="cvc"
    inputmode="numeric"
    autocomplete="cc-csc"
    placeholder="123"
    value="${fields.cvc ?? ''}"
    required
  />
`;

export function checkoutPage(
  session: CheckoutSession,
  price: Price,
  trialDays: number | null,
  fields: CardFields,
  error: string | null,
) {
  const askEmail = !session.customer_email && !session.customer;
  return shell(
    'Checkout',
    html`<h1>Subscribe</h1>
      <p class="amount">${money(price.unit_amount, price.currency)}${every(price)}</p>
      ${trialDays ? html`<p>${trialDays} days free, then ${money(price.unit_amount, price.currency)}${every(price)}.</p>` : ''}
      ${session.customer_email ? html`<p class="meta">${session.customer_email}</p>` : ''}
      ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
      <form method="post" action="/dev/stripe/checkout/${session.id}">
        ${
          askEmail
            ? html`<label for="email">Email</label>
                <input
                  id="email"
                  name="email"
                  type="email"
                  autocomplete="email"
                  value="${fields.email ?? ''}"
                  required
                />`
            : ''
        }
        ${cardInputs(fields)}
        <label for="test_clock">Test clock (optional, stand-in only)</label>
        <input id="test_clock" name="test_clock" placeholder="clock_…" value="${fields.testClock ?? ''}" />
        <button type="submit">${trialDays ? 'Start trial' : 'Pay'}</button>
      </form>
      ${session.cancel_url ? html`<p><a href="${session.cancel_url}">Back</a></p>` : ''}
      <p class="note">
        Test cards: 4242 4242 4242 4242 succeeds · 4000 0000 0000 0002 declined · 4000 0000 0000 9995 insufficient funds
        · 4000 0025 0000 3155 and 4000 0027 6000 3184 ask for authentication · 4000 0000 0000 0341 fails later.
      </p>`,
  );
}

/** The stand-in's 3-D Secure step; `hidden` carries the form being confirmed (a checkout's card fields). */
export function authenticationPage(action: string, amount: string, hidden: Record<string, string>) {
  return shell(
    'Authenticate your payment',
    html`<h1>3D Secure 2 test page</h1>
      <p>Your bank asks you to confirm this payment of ${amount}.</p>
      <form method="post" action="${action}">
        ${Object.entries(hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
        <button type="submit" name="outcome" value="complete">Complete authentication</button>
        <button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>
      </form>`,
  );
}

export function portalPage(
  id: string,
  email: string | null,
  returnUrl: string | null,
  fields: CardFields,
  error: string | null,
) {
  return shell(
    'Update payment method',
    html`<h1>Update your card</h1>
      ${email ? html`<p class="meta">${email}</p>` : ''}
      ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
      <form method="post" action="/dev/stripe/portal/${id}">
        ${cardInputs(fields)}
        <button type="submit">Save card</button>
      </form>
      ${returnUrl ? html`<p><a href="${returnUrl}">Back</a></p>` : ''}`,
  );
}

export function invoicePage(invoice: Invoice) {
  return shell(
    `Invoice ${invoice.number ?? invoice.id}`,
    html`<h1>Invoice ${invoice.number ?? ''}</h1>
      <p class="amount">${money(invoice.amount_due, invoice.currency)}</p>
      <p>
        Status:
        ${invoice.status}${invoice.status === 'open' && invoice.next_payment_attempt ? html` · next attempt ${new Date(invoice.next_payment_attempt * 1000).toISOString()}` : ''}
      </p>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }) {
  return shell(
    title,
    html`<h1>${title}</h1>
      <p>${message}</p>
      ${link ? html`<p><a href="${link.href}">${link.text}</a></p>` : ''}`,
  );
}

export const intentAmount = (intent: PaymentIntent) => money(intent.amount, intent.currency);
