// Which transport the outbox worker delivers through, from the environment.
import { describe, expect, it } from 'vitest';
import { mailTransportFromEnv } from '../../server/mail/transport.ts';

describe('mailTransportFromEnv', () => {
  it('delivers to SMTP when SMTP_URL is set, else to the local mailbox', () => {
    expect(
      mailTransportFromEnv({ SMTP_URL: 'smtp://user:pass@127.0.0.1:2525', MAIL_FROM: 'A <a@b.test>' }, false).name,
    ).toBe('smtp');
    expect(mailTransportFromEnv({}, false).name).toBe('mailbox');
  });

  it('refuses production without SMTP: the mailbox is not served there, emails would be lost', () => {
    expect(() => mailTransportFromEnv({}, true)).toThrow(/SMTP_URL/);
    expect(mailTransportFromEnv({ SMTP_URL: 'smtps://user:pass@mail.example.test:465' }, true).name).toBe('smtp');
  });
});
