/**
 * Server settings (server/config.ts from the schema in server/config/schema.ts): where emailed
 * links lead must not follow a client's Host header in production; docs/configuration.md is the schema's.
 */
import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GRAPH_API_VERSION, loadConfig } from '../../server/config';
import { readVariables } from '../../server/config/read';
import { appOrigin } from '../../server/http';
import { CONFIGURATION_DOC, configurationDoc, variables } from '../../scripts/config-doc';

const contextFor = (url: string) => ({ req: { url } }) as never;
/** Development asked for by name (scripts/stack.mjs does for npm start and the tests). */
const development = { APP_ENV: 'development' };
/** What production needs to bill through Stripe. */
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_WEEKLY: 'price_w',
  STRIPE_PRICE_PREMIUM: 'price_p',
  STRIPE_PRICE_GIFT: 'price_g',
  STRIPE_PRICE_3MONTH: 'price_3',
  STRIPE_PRICE_COURSE: 'price_c',
  STRIPE_PRICE_REPORT: 'price_r',
};
/** Everything production requires. */
const PRODUCTION = {
  APP_ORIGIN: 'https://app.example.com',
  TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
  INSTAGRAM_APP_ID: '1',
  INSTAGRAM_APP_SECRET: 's',
  SMTP_URL: 'smtps://user:pass@mail.example.com:465',
  ...STRIPE,
};

describe('server config: production by default', () => {
  it('is production unless APP_ENV=development, whatever NODE_ENV says', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'Production' }, { APP_ENV: 'production' }])
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(/Refusing to start/);
    expect(loadConfig(development).production).toBe(false);
  });

  it('refuses an APP_ENV it does not know rather than guessing', () => {
    for (const value of ['Development', 'prod', 'dev'])
      expect(() => loadConfig({ APP_ENV: value })).toThrow(`Invalid APP_ENV: ${value}`);
  });
});

describe('server config: APP_ORIGIN', () => {
  it('refuses to start in production without it', () => {
    expect(() => loadConfig({})).toThrow(/APP_ORIGIN/);
  });

  it('keeps only the origin and refuses a value that is not a URL', () => {
    expect(loadConfig({ ...PRODUCTION, APP_ORIGIN: 'https://app.example.com/some/path' }).appOrigin).toBe(
      'https://app.example.com',
    );
    expect(() => loadConfig({ ...development, APP_ORIGIN: 'app.example.com' })).toThrow();
  });

  it('links to APP_ORIGIN whatever host the request named, and to the request origin when unset outside production', () => {
    const forged = contextFor('http://evil.example/api/password-reset');
    expect(appOrigin(forged, loadConfig({ ...development, APP_ORIGIN: 'https://app.example.com' }))).toBe(
      'https://app.example.com',
    );
    expect(appOrigin(forged, loadConfig(development))).toBe('http://evil.example');
  });
});

describe('server config: HTTP timeouts', () => {
  it('chooses its own: 10 s for headers, 180 s for a request, 65 s for an idle kept-alive connection', () => {
    expect(loadConfig(development).timeouts).toEqual({ headersMs: 10_000, requestMs: 180_000, keepAliveMs: 65_000 });
  });

  it('takes milliseconds from the environment and refuses anything else', () => {
    expect(loadConfig({ ...development, HEADERS_TIMEOUT_MS: '2000' }).timeouts.headersMs).toBe(2_000);
    expect(() => loadConfig({ ...development, REQUEST_TIMEOUT_MS: '5s' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ ...development, KEEP_ALIVE_TIMEOUT_MS: '10' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });
});

describe('server config: TOKEN_ENCRYPTION_KEY', () => {
  it('refuses to start in production without it, and refuses a key that is not 32 bytes', () => {
    expect(() => loadConfig({ APP_ORIGIN: 'https://app.example.com' })).toThrow(/TOKEN_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...development, TOKEN_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/TOKEN_ENCRYPTION_KEY/);
  });

  it('reads 64 hex digits or base64 of 32 bytes', () => {
    expect(loadConfig({ ...development, TOKEN_ENCRYPTION_KEY: '0f'.repeat(32) }).tokenKey).toEqual(
      Buffer.alloc(32, 0x0f),
    );
    expect(
      loadConfig({ ...development, TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).tokenKey,
    ).toEqual(Buffer.alloc(32, 7));
  });
});

describe('server config: Instagram', () => {
  const production = {
    APP_ORIGIN: 'https://app.example.com',
    TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
  };

  it('talks to Meta in production and refuses to start without the app id and secret', () => {
    expect(() => loadConfig(production)).toThrow(/INSTAGRAM_APP_ID/);
    expect(() => loadConfig({ ...production, INSTAGRAM_APP_ID: '123' })).toThrow(/INSTAGRAM_APP_SECRET/);
    expect(loadConfig({ ...PRODUCTION, INSTAGRAM_APP_ID: '123', INSTAGRAM_APP_SECRET: 'secret' }).instagram).toEqual({
      appId: '123',
      appSecret: 'secret',
      standIn: false,
      oauthBaseUrl: 'https://api.instagram.com',
      graphBaseUrl: 'https://graph.instagram.com',
      authorizeUrl: 'https://www.instagram.com/oauth/authorize',
      graphVersion: 'v27.0',
    });
  });

  it('names the newest Graph version, v27.0, unless INSTAGRAM_GRAPH_VERSION moves it', () => {
    expect(GRAPH_API_VERSION).toBe('v27.0');
    expect(loadConfig({ ...development }).instagram.graphVersion).toBe('v27.0');
    expect(loadConfig({ ...development, INSTAGRAM_GRAPH_VERSION: 'v25.0' }).instagram.graphVersion).toBe('v25.0');
  });

  it('uses the local stand-in on its own port outside production without an app id', () => {
    const { instagram } = loadConfig({ ...development, PORT: '4321' });
    expect(instagram.standIn).toBe(true);
    expect(instagram.graphBaseUrl).toBe('http://127.0.0.1:4321/dev/instagram/graph');
    expect(instagram.authorizeUrl).toBe('/dev/instagram/oauth/authorize');
  });

  it('refuses a Graph version that is not like v25.0', () => {
    expect(() => loadConfig({ ...development, INSTAGRAM_GRAPH_VERSION: '25' })).toThrow(/INSTAGRAM_GRAPH_VERSION/);
  });
});

describe('server config: Stripe', () => {
  const production = {
    APP_ORIGIN: 'https://app.example.com',
    TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
    INSTAGRAM_APP_ID: '1',
    INSTAGRAM_APP_SECRET: 's',
    SMTP_URL: 'smtp://127.0.0.1:25',
  };

  it('refuses to start in production without the secret key, the webhook secret or any price', () => {
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY/);
    const { STRIPE_WEBHOOK_SECRET: _secret, ...withoutWebhookSecret } = STRIPE;
    expect(() => loadConfig({ ...production, ...withoutWebhookSecret })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const { STRIPE_PRICE_COURSE: _course, STRIPE_PRICE_GIFT: _gift, ...withoutTwoPrices } = STRIPE;
    expect(() => loadConfig({ ...production, ...withoutTwoPrices })).toThrow(
      'Refusing to start: STRIPE_PRICE_GIFT, STRIPE_PRICE_COURSE are not set in production',
    );
  });

  it('talks to Stripe in production, its checkout the only place a form may send the buyer', () => {
    expect(loadConfig(PRODUCTION).billing).toEqual({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      apiUrl: 'https://api.stripe.com',
      standIn: false,
      formTargets: ['https://checkout.stripe.com'],
      prices: {
        weekly: 'price_w',
        premium: 'price_p',
        gift: 'price_g',
        threemonth: 'price_3',
        course: 'price_c',
        report: 'price_r',
      },
    });
    expect(loadConfig({ ...PRODUCTION, STRIPE_API_URL: 'http://127.0.0.1:9/v' }).billing.apiUrl).toBe(
      'http://127.0.0.1:9/v',
    );
    expect(() => loadConfig({ ...PRODUCTION, STRIPE_API_URL: 'api.stripe.com' })).toThrow(/STRIPE_API_URL/);
  });

  it('uses the stand-in under /dev/stripe on its own port outside production without a key', () => {
    const { billing } = loadConfig({ ...development, PORT: '4321' });
    expect(billing).toMatchObject({ standIn: true, apiUrl: 'http://127.0.0.1:4321/dev/stripe' });
    // Its pages send the buyer back to the app on any local host of a brand.
    expect(billing.formTargets).toEqual(['http://127.0.0.1:4321', 'http://localhost:4321', 'http://*.localhost:4321']);
    expect(billing.prices.weekly).toBe('price_weekly');
  });
});

describe('server config: the schema', () => {
  const names = variables().map(({ name }) => name);

  it('is docs/configuration.md as committed', async () => {
    const committed = await fs.readFile(CONFIGURATION_DOC, 'utf8').catch(() => '');
    expect(committed, 'docs/configuration.md differs from server/config/schema.ts: run npm run docs:config').toBe(
      configurationDoc(),
    );
  });

  it('gives every variable a row of docs/configuration.md, with a description', () => {
    const doc = configurationDoc();
    for (const { name, description } of variables()) {
      expect(doc, name).toContain(`| \`${name}\` |`);
      expect(description, name).toMatch(/\.$/);
    }
    expect(names).toEqual(expect.arrayContaining(['APP_ENV', 'SMTP_URL', 'LOG_LEVEL', 'HIBP_API_KEY']));
  });

  it('starts production with everything it requires, and names each variable it lacks', () => {
    expect(loadConfig(PRODUCTION).production).toBe(true);
    const required = variables().filter((meta) => meta.requiredIn?.includes('production'));
    expect(required.map(({ name }) => name).sort()).toEqual(Object.keys(PRODUCTION).sort());
    for (const { name } of required) {
      const { [name as keyof typeof PRODUCTION]: _left, ...without } = PRODUCTION;
      expect(() => loadConfig(without), name).toThrow(`Refusing to start: ${name} is not set in production`);
    }
  });

  it('refuses a wrong type naming the variable and the value, and repeats no secret', () => {
    const cases = {
      PORT: ['http', 'Invalid PORT: http (a whole number, 0 to 65535)'],
      LOG_LEVEL: ['verbose', 'Invalid LOG_LEVEL: verbose (one of fatal, error, warn, info, debug, trace, silent)'],
      LOG_RETENTION_DAYS: ['0', 'Invalid LOG_RETENTION_DAYS: 0 (a whole number, 1 to 3650)'],
      IMAGE_ORIGINS: [
        'https://a.example.com,nope',
        'Invalid IMAGE_ORIGINS: https://a.example.com,nope (not an origin: nope)',
      ],
      DATABASE_URL: ['mysql://root:hunter2@db', 'Invalid DATABASE_URL (a postgres:// URL)'],
    };
    for (const [name, [value, message]] of Object.entries(cases))
      expect(() => loadConfig({ ...development, [name]: value }), name).toThrow(message);
    expect(() => loadConfig({ ...development, DATABASE_URL: 'mysql://root:hunter2@db' })).not.toThrow(/hunter2/);
  });

  it('says every problem at once, a line each', () => {
    expect(() => loadConfig({ ...development, PORT: 'x', HEADERS_TIMEOUT_MS: '1', STRIPE_SECRET_KEY: 'sk' })).toThrow(
      [
        'Invalid PORT: x (a whole number, 0 to 65535)',
        'Invalid HEADERS_TIMEOUT_MS: 1 (milliseconds, 100 or more)',
        'Refusing to start: STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_WEEKLY, ' +
          'STRIPE_PRICE_PREMIUM, STRIPE_PRICE_GIFT, STRIPE_PRICE_3MONTH, STRIPE_PRICE_COURSE, STRIPE_PRICE_REPORT',
      ].join('\n'),
    );
  });

  it('applies the defaults, and takes an empty value for unset', () => {
    const config = loadConfig({ ...development, PORT: '', LOG_LEVEL: ' ' });
    expect(config).toMatchObject({
      port: 4173,
      host: '127.0.0.1',
      firebaseProjectId: 'demo-profile-analyzer',
      trustedProxyHops: 0,
      exportImportsAtOnce: 2,
      logRetentionMs: 30 * 86_400_000,
      logLevel: 'info',
      imageOrigins: [],
      mail: { smtpUrl: undefined, from: 'Profile Analyzer <no-reply@profile-analyzer.local>' },
    });
    expect(config.dataDir).toMatch(/\/\.data$/);
    expect(loadConfig({ ...development, LOG_LEVEL: 'warn', HIBP_API_KEY: 'k' })).toMatchObject({
      logLevel: 'warn',
      hibpApiKey: 'k',
    });
  });

  it("reads a few variables alone, as npm start does, with the server's defaults", () => {
    expect(readVariables({}, ['PORT', 'DATA_DIR'])).toEqual({ PORT: 4173, DATA_DIR: '.data' });
    expect(readVariables({ PORT: '5000', APP_ENV: 'nonsense' }, ['PORT'])).toEqual({ PORT: 5000 });
    expect(() => readVariables({ PORT: '70000' }, ['PORT'])).toThrow('Invalid PORT: 70000');
  });
});

describe('server config: the Auth emulator in production', () => {
  const production = PRODUCTION;
  const refusal = 'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set in production';

  it('is refused, unless a test names one on this machine with AUTH_EMULATOR_FOR_TESTS=loopback', () => {
    expect(() => loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(refusal);
    for (const host of ['127.0.0.1:9099', 'localhost:9099'])
      expect(
        loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: host, AUTH_EMULATOR_FOR_TESTS: 'loopback' })
          .authEmulatorHost,
      ).toBe(host);
  });

  it('stays refused for an emulator elsewhere, and the exception takes no other value', () => {
    for (const host of ['10.0.0.5:9099', 'auth.example.com:9099', '127.0.0.1.example.com:9099'])
      expect(() =>
        loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: host, AUTH_EMULATOR_FOR_TESTS: 'loopback' }),
      ).toThrow(refusal);
    expect(() =>
      loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', AUTH_EMULATOR_FOR_TESTS: '1' }),
    ).toThrow('Invalid AUTH_EMULATOR_FOR_TESTS: 1 (one of loopback)');
  });
});
