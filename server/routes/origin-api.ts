/** The origin's API (spec 7): logging records, analytics events and activation emails. */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { BUNDLE_ID } from '../../content/constants.ts';
import { sendActivation } from '../activation.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith, readJsonBody } from '../http.ts';
import { clientAddress, tooManyRequests } from '../rate-limit.ts';
import { redact, redactJsonText } from '../redact.ts';


const logRecord = z.object({
  source: z.string().regex(/^[\w.:-]{1,64}$/, 'must be a short identifier'),
  message: z.string().max(2_000).optional(),
  data: z.string().max(8_000).optional(),
});
const eventBody = z.looseObject({ event: z.string().trim().min(1).max(200) });
const email = z.email().max(254).transform((value) => value.toLowerCase());
const bundleId = z.string().regex(/^[\w.-]{1,64}$/, 'must be a bundle id');

const HOUR_MS = 3_600_000;
// Each request may create an account and send an email. An address may be shared by many people (NAT).
const ACTIVATIONS_PER_EMAIL = { name: 'activation:email', limit: 5, windowMs: HOUR_MS };
const ACTIVATIONS_PER_ADDRESS = { name: 'activation:address', limit: 20, windowMs: HOUR_MS };

export function originApiRoutes(deps: AppDeps) {
  const { db } = deps;

  /** A log record: known fields in columns, everything else in extra; secrets redacted first. */
  const storeLog = async (c: Context, fields: Record<string, unknown>) => {
    const { source, message, data } = parseWith(logRecord, fields);
    const { source: _s, message: _m, data: _d, ...extra } = fields;
    await db.query('INSERT INTO logs (source, message, data, extra) VALUES ($1, $2, $3, $4)', [
      source,
      message ?? null,
      data === undefined ? null : JSON.stringify(redactJsonText(data)),
      JSON.stringify(redact(extra)),
    ]);
    return c.body(null, 204);
  };

  const activation = async (c: Context, bundle: string, rawEmail: unknown) => {
    const parsed = email.safeParse(rawEmail);
    if (!parsed.success) return c.json({ error: 'Wrong email format' }, 400);
    const limited = await tooManyRequests(c, deps, [
      [ACTIVATIONS_PER_EMAIL, `email:${parsed.data}`],
      [ACTIVATIONS_PER_ADDRESS, `ip:${clientAddress(c, deps.config.trustProxy)}`],
    ]);
    if (limited) return limited;
    return c.json(await sendActivation(deps, parseWith(bundleId, bundle), parsed.data, new URL(c.req.url).origin));
  };

  return new Hono()
    .get('/', async (c, next) => {
      // DECISIONS.md: GET / carrying `source` is a log record; without it the SPA is served.
      if (c.req.query('source') === undefined) return next();
      return storeLog(c, c.req.query());
    })
    .post('/', async (c) => {
      const body = await readJsonBody(c);
      if (!body || typeof body !== 'object' || Array.isArray(body)) return c.json({ error: 'Body must be a JSON object' }, 400);
      return storeLog(c, body as Record<string, unknown>);
    })
    .post('/event', async (c) => {
      const { event, ...fields } = parseWith(eventBody, await readJsonBody(c));
      await db.query('INSERT INTO events (event, fields) VALUES ($1, $2)', [event, JSON.stringify(redact(fields))]);
      return c.body(null, 204);
    })
    .post('/api/send-activation-by-email/:bundleId/:email', (c) => activation(c, c.req.param('bundleId'), c.req.param('email')))
    .post('/api/send-activation-by-email', async (c) => {
      const body = await readJsonBody(c);
      return activation(c, BUNDLE_ID, (body as { email?: unknown } | null)?.email);
    });
}
