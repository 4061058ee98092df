/** What the outbox hands a mail transport, and what a transport is: types only, shared by both sides. */
export interface Email {
  to: string;
  subject: string;
  body: string;
}

interface OutgoingEmail extends Email {
  /** The outbox row id: it makes the Message-ID, so a receiver can spot a resend after a crash. */
  id: string;
}

export interface MailTransport {
  /** Recorded in outbox.transport. */
  readonly name: string;
  /** The longest one send may take before it fails: the outbox's claim lease is sized by it. */
  readonly maxSendMs: number;
  send(email: OutgoingEmail): Promise<void>;
}
