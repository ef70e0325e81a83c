import nodemailer from 'nodemailer';
import type { Notifier } from './notifier.ts';

/**
 * Email through SMTP when SMTP_URL is set. There is no SMS gateway yet, so phone
 * messages keep going to the fallback (the outbox).
 */
export const smtpNotifier = (smtpUrl: string, from: string, fallback: Notifier): Notifier => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      if (message.channel !== 'email') return fallback.send(message);
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
    },
  };
};
