import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

export interface OutgoingMessage {
  channel: 'email' | 'phone';
  to: string;
  subject: string;
  body: string;
  /** A verification code, logged by the local transport so it can be read in development. */
  code?: string;
}

/** The Mailer/SmsSender port: one `send` for both channels. */
export interface Notifier {
  send: (message: OutgoingMessage) => Promise<void>;
}

interface InfoLogger {
  info: (fields: object, message: string) => void;
}

/**
 * The default transport: nothing leaves the machine. Each message goes to the
 * outbox table and the server log, where a developer (or a test) can read the code.
 */
export const outboxNotifier = (db: Database, log: InfoLogger): Notifier => ({
  send: async (message) => {
    await db.insert(outboxMessages).values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
    });
    log.info(
      { channel: message.channel, to: message.to, code: message.code },
      'verification code sent',
    );
  },
});
