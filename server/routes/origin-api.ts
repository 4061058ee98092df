/** The origin's API (spec 7): logging records, analytics events, activation and password-reset emails. */
import type { Context } from 'hono';
import { BUNDLE_ID } from '../../content/constants.ts';
import type { ActivationAnswer, PasswordResetAnswer } from '../../contracts/origin-api.ts';
import { sendActivation } from '../activation.ts';
import type { AppDeps } from '../deps.ts';
import { inputOf, type InputOf } from '../endpoint-input.ts';
import { factory, type EndpointHandlers } from '../endpoints.ts';
import { appOrigin } from '../http.ts';
import { requestPasswordReset } from '../password-reset.ts';
import { countCall, overLimits } from '../rate-limit.ts';
import { redact, redactJsonText } from '../redact.ts';
import { refuse } from '../refusal.ts';
import { CROSS_SITE_REFUSAL, isCrossSite } from '../same-site.ts';

/** A record's own fields, as stored JSON: the app's largest (a failed call's answer) is well under it. */
const MAX_FIELDS_CHARS = 4_000;

function cappedJson(fields: unknown): string {
  const json = JSON.stringify(fields);
  if (json.length > MAX_FIELDS_CHARS) refuse(400, `Fields larger than ${MAX_FIELDS_CHARS} characters`);
  return json;
}

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
  const storeLog = async (
    c: Context,
    endpoint: 'logRecord' | 'logRecordByQuery',
    { source, message, data, ...extra }: InputOf<'logRecord'>['body'],
  ) => {
    const storedExtra = cappedJson(redact(extra));
    await countCall(c, deps, endpoint);
    await db.query('INSERT INTO logs (source, message, data, extra) VALUES ($1, $2, $3, $4)', [
      source,
      message ?? null,
      data === undefined ? null : JSON.stringify(redactJsonText(data)),
      storedExtra,
    ]);
    return c.body(null, 204);
  };

  const activation = async (c: Context, endpoint: 'activation' | 'activationByPath', bundle: string, email: string) => {
    if (await overLimits(c, deps, endpoint, { email })) return c.json(ACTIVATION_AS_IF_SENT);
    return c.json(await sendActivation(deps, bundle, email, appOrigin(c, deps.config)));
  };

  const passwordReset = async (c: Context) => {
    const { email: recipient } = inputOf(c, 'passwordReset').body;
    if (await overLimits(c, deps, 'passwordReset', { email: recipient })) return c.json(RESET_AS_IF_SENT);
    await requestPasswordReset(deps, recipient, appOrigin(c, deps.config));
    return c.json({ success: true } satisfies PasswordResetAnswer);
  };

  return {
    logRecordByQuery: factory.createHandlers(async (c, next) => {
      const { source, ...fields } = inputOf(c, 'logRecordByQuery').query;
      // docs/decisions.md: GET / carrying `source` is a log record; without it the SPA is served.
      if (source === undefined) return next();
      // Any page could fire this GET with an <img>: a record comes only from our own pages.
      if (isCrossSite(c, deps.config)) refuse(403, CROSS_SITE_REFUSAL);
      return storeLog(c, 'logRecordByQuery', { source, ...fields });
    }),
    logRecord: factory.createHandlers((c) => storeLog(c, 'logRecord', inputOf(c, 'logRecord').body)),
    trackEvent: factory.createHandlers(async (c) => {
      const { event, ...fields } = inputOf(c, 'trackEvent').body;
      const storedFields = cappedJson(redact(fields));
      await countCall(c, deps, 'trackEvent');
      await db.query('INSERT INTO events (event, fields) VALUES ($1, $2)', [event, storedFields]);
      return c.body(null, 204);
    }),
    activationByPath: factory.createHandlers((c) => {
      const { bundleId, email } = inputOf(c, 'activationByPath').params;
      return activation(c, 'activationByPath', bundleId, email);
    }),
    activation: factory.createHandlers((c) =>
      activation(c, 'activation', BUNDLE_ID, inputOf(c, 'activation').body.email),
    ),
    passwordReset: [passwordReset],
  } satisfies EndpointHandlers;
}
