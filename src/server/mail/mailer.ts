import nodemailer from 'nodemailer';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The links in the message, printed one per line by the development outbox. */
  readonly links: readonly string[];
}

export interface OutboxEntry extends MailMessage {
  readonly id: number;
  readonly sentAt: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Messages kept by the development outbox (empty for SMTP). */
  outbox(): readonly OutboxEntry[];
  close(): void;
}

/** Real SMTP through nodemailer (SMTP_URL like smtp://user:pass@host:587). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    outbox: () => [],
    close: () => transport.close(),
  };
}

/**
 * Without SMTP, mail is never silently dropped: each message is printed to standard output as a
 * block (recipient, subject, each link on its own line) and kept for tests at GET /api/dev/outbox.
 */
export function outboxMailer(print: (text: string) => void = (t) => process.stdout.write(t), keep = 200): Mailer {
  const entries: OutboxEntry[] = [];
  let nextId = 1;
  return {
    kind: 'outbox',
    async send(m) {
      const entry: OutboxEntry = { ...m, id: nextId++, sentAt: new Date().toISOString() };
      entries.push(entry);
      if (entries.length > keep) entries.shift();
      print(
        [
          '',
          '----- Kibitz development outbox (set SMTP_URL to send real mail) -----',
          `To: ${m.to}`,
          `Subject: ${m.subject}`,
          ...m.links.map((l) => `Link: ${l}`),
          '----------------------------------------------------------------------',
          '',
        ].join('\n'),
      );
    },
    outbox: () => [...entries],
    close: () => {},
  };
}
