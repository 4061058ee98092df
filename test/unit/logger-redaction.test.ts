// Nothing secret reaches a log line, whatever shape the logged object has.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';

const JWT = 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ1MSJ9.';
const SECRETS = {
  bearer: 'abc.def.ghi-bearer',
  password: 'hunter2-password',
  creds: 'eyJlbWFpbCI6ImEiLCJwYXNzd29yZCI6ImIifQ==',
  idToken: 'id-token-value',
  refresh: 'refresh-token-value',
  apiKey: 'AIzaSy-api-key',
  oobCode: 'oob-code-value',
  smtpPassword: 'smtp-pass-value',
  cancelToken: 'Q2FuY2VsVG9rZW4xMjM0NQ',
  cookie: 'session=cookie-value',
};

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { logger: createLogger(stream, 'info'), output: () => lines.join('') };
}

describe('logger redaction', () => {
  it('removes credentials, tokens, passwords, authorization headers and creds at any depth', () => {
    const { logger, output } = capture();
    logger.info(
      {
        req: { headers: { authorization: `Bearer ${SECRETS.bearer}`, cookie: SECRETS.cookie } },
        password: SECRETS.password,
        query: { creds: SECRETS.creds },
        deep: { nested: [{ idToken: SECRETS.idToken, credentials: { refresh_token: SECRETS.refresh } }] },
        url: `https://example.test/__/auth/action?mode=resetPassword&oobCode=${SECRETS.oobCode}&apiKey=${SECRETS.apiKey}`,
        smtp: `smtp://mailer:${SECRETS.smtpPassword}@mail.example.test:587`,
        path: `/api/cancel-subscription/${SECRETS.cancelToken}`,
        note: `forwarded ${JWT} as Bearer ${SECRETS.bearer}`,
      },
      'request',
    );
    logger.error({ err: new Error(`verify failed for Bearer ${SECRETS.bearer} (${JWT})`) }, 'failed');

    const text = output();
    for (const [name, secret] of Object.entries({ ...SECRETS, jwt: JWT })) expect(text, name).not.toContain(secret);
    // Still useful: the shape and the harmless parts stay.
    expect(text).toContain('mode=resetPassword');
    expect(text).toContain('/api/cancel-subscription/[redacted]');
    expect(text).toContain('verify failed for Bearer [redacted]');
    expect(
      text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).msg),
    ).toEqual(['request', 'failed']);
  });
});
