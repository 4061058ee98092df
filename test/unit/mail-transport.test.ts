// Which transport the outbox worker delivers through, from the config (SMTP_URL, MAIL_FROM).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { mailTransport } from '../../server/mail/transport.ts';

describe('mailTransport', () => {
  it('delivers to SMTP when SMTP_URL is set, else to the local mailbox', () => {
    const development = { APP_ENV: 'development' };
    const smtp = { SMTP_URL: 'smtp://user:pass@127.0.0.1:2525', MAIL_FROM: 'A <a@b.test>' };
    expect(mailTransport(loadConfig({ ...development, ...smtp }).mail).name).toBe('smtp');
    expect(mailTransport(loadConfig(development).mail).name).toBe('mailbox');
  });

  it('refuses production without SMTP: the mailbox is not served there, emails would be lost', () => {
    expect(() => loadConfig({})).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ APP_ENV: 'development', SMTP_URL: 'mail.example.test' })).toThrow(
      'Invalid SMTP_URL (an smtp:// or smtps:// URL)',
    );
  });
});
