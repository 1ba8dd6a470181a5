import { Resend } from 'resend';
import type { Config } from '../config.ts';

/**
 * The one place that talks to Resend. The SDK never throws: it answers `{data, error}`, with a null status
 * when the network is down, and it does not retry; the outbox decides what a failure means.
 */

/** Past this a hung connection counts as a failed attempt, to be retried with the same idempotency key. */
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

/** A mailer for the configured account, or null without RESEND_API_KEY (mail is then held, not sent). */
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

/** Retry-After in seconds (what Resend sends on 429), or an HTTP date. */
function retryAfter(value: string | undefined): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
