/** A real SMTP server on a free port (smtp-server): user `mailer`, password `secret`, no TLS. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Answers 451 to its first `rejectFirst` messages (after `delayMs`) and accepts the rest. */
export async function startSmtpPeer({ rejectFirst = 0, delayMs = 0 } = {}) {
  const accepted: string[] = []; // Message-IDs, one per accepted message
  const messages: string[] = []; // the accepted messages as sent
  let received = 0;
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === 'mailer' && auth.password === 'secret'
        ? callback(null, { user: 'mailer' })
        : callback(new Error('Bad credentials')),
    onData(stream, _session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received += 1;
        const reject = received <= rejectFirst;
        setTimeout(() => {
          if (reject) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          accepted.push(/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? 'missing');
          messages.push(raw);
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    accepted,
    messages,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
