import nodemailer from 'nodemailer';
import type { Mailbox, OutgoingMail } from './mailbox';

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** SMTP through nodemailer when SMTP_URL is set, otherwise the built-in mailbox. */
export function createMailSender(smtpUrl: string | undefined, mailbox: Mailbox): SendMail {
  if (!smtpUrl) {
    return async (mail) => {
      mailbox.add(mail);
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  };
}
