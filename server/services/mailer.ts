import { Resend } from 'resend';
import type { Config } from '../config.ts';

// The Resend SDK never throws and does not retry (a null status when the network is down); the outbox decides.

// A hung connection counts as a failed attempt, retried with the same idempotency key.
const SEND_TIMEOUT_MS = 15_000;

export type OutgoingMail = {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string> | null;
};

export type SendOutcome =
  | { ok: true; id: string }
  | { ok: false; status: number | null; name: string; message: string; retryAfterMs: number | null };

export type Mailer = {
  send(mail: OutgoingMail, idempotencyKey: string, signal?: AbortSignal): Promise<SendOutcome>;
};

export function createMailer(mail: Config['mail']): Mailer | null {
  if (!mail.apiKey) return null;
  // The SDK also reads RESEND_BASE_URL itself; passing the parsed value keeps config.ts the one source.
  const resend = new Resend(mail.apiKey, mail.baseUrl ? { baseUrl: mail.baseUrl.replace(/\/+$/, '') } : undefined);
  return {
    async send(message, idempotencyKey, signal) {
      const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS);
      const result = await resend.emails.send(
        {
          from: mail.from,
          to: message.to,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers ? { headers: message.headers } : {}),
        },
        { idempotencyKey, signal: signal ? AbortSignal.any([signal, timeout]) : timeout },
      );
      if (result.error) {
        const { statusCode, name, message: text } = result.error;
        return {
          ok: false,
          status: typeof statusCode === 'number' ? statusCode : null,
          name: String(name ?? 'application_error'),
          message: String(text ?? 'Unknown error'),
          retryAfterMs: retryAfter(result.headers?.['retry-after']),
        };
      }
      return { ok: true, id: result.data.id };
    },
  };
}

function retryAfter(value: string | undefined): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
