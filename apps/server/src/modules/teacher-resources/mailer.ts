import nodemailer, { type Transporter } from 'nodemailer';

/** A mail to send: plain text and HTML bodies. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What thirdpart/sendEmial sends through; the app has none when SMTP_URL is unset (503). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The real one: nodemailer over SMTP (SMTP_URL smtp://user:pass@host:port, sender MAIL_FROM). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(m: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
    });
  }

  close(): void {
    this.transport.close();
  }
}
