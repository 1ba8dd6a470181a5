import type { Context } from 'hono';
import type { AppEnv } from './env.ts';
import { httpError } from './errors.ts';
import { QueueFull } from './work-queue.ts';

export const PDF_BUSY = 'Many documents are being made just now. Try again in a few seconds.';

/** A document being made, or a 503 with Retry-After when too many are (server/services/sheets.ts). */
export function madeOrBusy<T>(making: Promise<T>): Promise<T> {
  return making.catch((error: unknown) => {
    if (error instanceof QueueFull) {
      throw httpError(503, { error: PDF_BUSY }, { 'Retry-After': String(error.retryAfterSeconds) });
    }
    throw error;
  });
}

/**
 * Shown in the browser (`inline`), saved under a plain ASCII name by any client, and under the work's own
 * title, Chinese included, by those that read RFC 6266's `filename*`.
 */
export function pdfAnswer(c: Context<AppEnv>, file: { pdf: Buffer; fileName: string; title: string }) {
  const ascii = file.fileName.replace(/[^\w.-]+/g, '-');
  const own = encodeURIComponent(`${file.title.replace(/[\\/:*?"<>|]+/g, ' ')}.pdf`).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `inline; filename="${ascii}"; filename*=UTF-8''${own}`);
  return c.body(new Uint8Array(file.pdf), 200);
}
