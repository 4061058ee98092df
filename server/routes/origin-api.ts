/** The origin's API (spec 7): logging records, analytics events, activation and password-reset emails. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { BUNDLE_ID } from '../../content/constants.ts';
import { email } from '../../contracts/fields.ts';
import {
  logRecord,
  passwordResetRequest,
  trackedEvent,
  type ActivationAnswer,
  type PasswordResetAnswer,
} from '../../contracts/origin-api.ts';
import { sendActivation } from '../activation.ts';
import type { AppDeps } from '../deps.ts';
import { factory, param, type EndpointHandlers } from '../endpoints.ts';
import { appOrigin, parseWith, readJsonBody } from '../http.ts';
import { requestPasswordReset } from '../password-reset.ts';
import { countCall, overLimits } from '../rate-limit.ts';
import { redact, redactJsonText } from '../redact.ts';
import { CROSS_SITE_REFUSAL, isCrossSite } from '../same-site.ts';

const bundleId = z.string().regex(/^[\w.-]{1,64}$/, 'must be a bundle id');

/** A record's own fields, as stored JSON: the app's largest (a failed call's answer) is well under it. */
const MAX_FIELDS_CHARS = 4_000;

function cappedJson(fields: unknown): string {
  const json = JSON.stringify(fields);
  if (json.length > MAX_FIELDS_CHARS)
    throw new HTTPException(400, { message: `Fields larger than ${MAX_FIELDS_CHARS} characters` });
  return json;
}

/** The client reads Restore Password failures as the identity provider's `{ code, message }` (spec 8). */
const INVALID_EMAIL = { code: 'auth/invalid-email', message: 'Wrong email format' };
/**
 * Beyond their limits the email calls answer as they do right after sending the same email
 * (contracts/endpoints.ts, `beyondLimits`): activation as within its 10-minute resend window.
 */
const ACTIVATION_AS_IF_SENT = { success: false } satisfies ActivationAnswer;
const RESET_AS_IF_SENT = { success: true } satisfies PasswordResetAnswer;

export function originApiRoutes(deps: AppDeps) {
  const { db } = deps;

  /**
   * A log record: known fields in columns, everything else in extra; secrets redacted first. Log
   * records and events come from anyone, signed in or not: each address may write so many a minute
   * (contracts/endpoints.ts), each record's own fields are capped, and the maintenance job prunes
   * them by age.
   */
  const storeLog = async (c: Context, endpoint: 'logRecord' | 'logRecordByQuery', fields: Record<string, unknown>) => {
    const { source, message, data } = parseWith(logRecord, fields);
    const { source: _s, message: _m, data: _d, ...extra } = fields;
    const storedExtra = cappedJson(redact(extra));
    const limited = await countCall(c, deps, endpoint);
    if (limited) return limited;
    await db.query('INSERT INTO logs (source, message, data, extra) VALUES ($1, $2, $3, $4)', [
      source,
      message ?? null,
      data === undefined ? null : JSON.stringify(redactJsonText(data)),
      storedExtra,
    ]);
    return c.body(null, 204);
  };

  const activation = async (
    c: Context,
    endpoint: 'activation' | 'activationByPath',
    bundle: string,
    rawEmail: unknown,
  ) => {
    const parsed = email.safeParse(rawEmail);
    if (!parsed.success) return c.json({ error: 'Wrong email format' }, 400);
    if (await overLimits(c, deps, endpoint, { email: parsed.data })) return c.json(ACTIVATION_AS_IF_SENT);
    return c.json(await sendActivation(deps, parseWith(bundleId, bundle), parsed.data, appOrigin(c, deps.config)));
  };

  const passwordReset = async (c: Context) => {
    const parsed = passwordResetRequest.safeParse(await readJsonBody(c));
    if (!parsed.success) return c.json({ error: INVALID_EMAIL }, 400);
    const { email: recipient } = parsed.data;
    if (await overLimits(c, deps, 'passwordReset', { email: recipient })) return c.json(RESET_AS_IF_SENT);
    const { status, body } = await requestPasswordReset(deps, recipient, appOrigin(c, deps.config));
    return c.json(body, status);
  };

  return {
    logRecordByQuery: factory.createHandlers(async (c, next) => {
      // DECISIONS.md: GET / carrying `source` is a log record; without it the SPA is served.
      if (c.req.query('source') === undefined) return next();
      // Any page could fire this GET with an <img>: a record comes only from our own pages.
      if (isCrossSite(c, deps.config)) return c.json({ error: CROSS_SITE_REFUSAL }, 403);
      return storeLog(c, 'logRecordByQuery', c.req.query());
    }),
    logRecord: factory.createHandlers(async (c) => {
      const body = await readJsonBody(c);
      if (!body || typeof body !== 'object' || Array.isArray(body))
        return c.json({ error: 'Body must be a JSON object' }, 400);
      return storeLog(c, 'logRecord', body as Record<string, unknown>);
    }),
    trackEvent: factory.createHandlers(async (c) => {
      const { event, ...fields } = parseWith(trackedEvent, await readJsonBody(c));
      const storedFields = cappedJson(redact(fields));
      const limited = await countCall(c, deps, 'trackEvent');
      if (limited) return limited;
      await db.query('INSERT INTO events (event, fields) VALUES ($1, $2)', [event, storedFields]);
      return c.body(null, 204);
    }),
    activationByPath: factory.createHandlers((c) =>
      activation(c, 'activationByPath', param(c, 'bundleId'), param(c, 'email')),
    ),
    activation: factory.createHandlers(async (c) => {
      const body = await readJsonBody(c);
      return activation(c, 'activation', BUNDLE_ID, (body as { email?: unknown } | null)?.email);
    }),
    passwordReset: [passwordReset],
  } satisfies EndpointHandlers;
}
