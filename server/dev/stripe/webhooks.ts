/**
 * Webhook delivery: each event is POSTed as JSON to the server's endpoint with a `Stripe-Signature`
 * header (`t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the secret as-is>`), after the
 * API call that caused it has answered, in order per object. A failed delivery is tried again with
 * a new timestamp and signature after 1 s, 5 s, 30 s and 2 min (the stand-in's schedule; Stripe
 * test mode retries three times over a few hours). With the `disorder` switch on, every third event
 * is delivered twice and some are held back about a second, so they arrive out of order.
 */
import { laterQueue } from './later.ts';
import { createHmac } from 'node:crypto';
import type { Logger } from '../../logger.ts';
import type { StripeEvent } from './objects.ts';

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];
const KEPT_DELIVERIES = 500;

interface Delivery {
  eventId: string;
  type: string;
  objectId: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  duplicate: boolean;
  at: string;
}

function signatureHeader(body: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function webhookSender(options: { url: string; secret: string; logger: Logger; now(): Date }) {
  const deliveries: Delivery[] = [];
  const chains = new Map<string, Promise<void>>();
  let disorder = false;
  let count = 0;
  const queue = laterQueue();
  const { later } = queue;

  async function attempt(event: StripeEvent, delivery: Delivery): Promise<boolean> {
    const body = JSON.stringify(event, null, 2);
    delivery.attempts += 1;
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signatureHeader(body, options.secret, Math.floor(options.now().getTime() / 1000)),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.lastStatus = response.status;
      if (response.ok) {
        delivery.status = 'delivered';
        return true;
      }
    } catch (error) {
      delivery.lastStatus = null;
      if (!queue.stopped)
        options.logger.debug({ err: error, eventId: event.id }, 'Stripe stand-in: webhook delivery failed');
    }
    const delay = RETRY_DELAYS_MS[delivery.attempts - 1];
    if (delay === undefined) delivery.status = 'failed';
    else later(delay, () => void attempt(event, delivery));
    return false;
  }

  function record(event: StripeEvent, objectId: string, duplicate: boolean): Delivery {
    const delivery: Delivery = {
      eventId: event.id,
      type: event.type,
      objectId,
      status: 'pending',
      attempts: 0,
      lastStatus: null,
      duplicate,
      at: new Date().toISOString(),
    };
    deliveries.push(delivery);
    if (deliveries.length > KEPT_DELIVERIES) deliveries.splice(0, deliveries.length - KEPT_DELIVERIES);
    return delivery;
  }

  return {
    /** Queues an event's delivery (it starts once the current API call has answered). */
    deliver(event: StripeEvent, objectId: string) {
      if (queue.stopped) return;
      count += 1;
      const delivery = record(event, objectId, false);
      if (disorder) {
        // Out of order and twice: no chain, some held back, every third sent again.
        later(Math.random() < 0.4 ? 1_000 : 20, () => void attempt(event, delivery));
        if (count % 3 === 0) {
          const again = record(event, objectId, true);
          later(300 + Math.random() * 900, () => void attempt(event, again));
        }
        return;
      }
      const previous = chains.get(objectId) ?? Promise.resolve();
      const next = previous.then(
        () =>
          new Promise<void>((resolve) =>
            later(20, () => {
              void attempt(event, delivery).finally(resolve);
            }),
          ),
      );
      chains.set(objectId, next);
      void next.finally(() => {
        if (chains.get(objectId) === next) chains.delete(objectId);
      });
    },
    get disorder() {
      return disorder;
    },
    set disorder(on: boolean) {
      disorder = on;
    },
    deliveries: () => deliveries.slice(-100).reverse(),
    stop: queue.stop,
  };
}
