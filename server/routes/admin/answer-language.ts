import type { MiddlewareHandler } from 'hono';
import { answerBodyIn } from '../../i18n/admin-answers.ts';
import type { AppEnv } from '../../lib/env.ts';

/**
 * After the session check: an account that reads Chinese gets the admin's answers about its account, factors
 * and roles in Chinese, refusals of the gates below included (server/i18n/admin-answers.ts). The rest of the
 * admin's answers are still English, as its screens are.
 */
export function answerInAccountLanguage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // Read after the route: a change of language answers in the new one.
    const lang = c.var.user?.language;
    if (lang === undefined || lang === 'en') return;
    if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => undefined);
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const answer = JSON.stringify(answerBodyIn(lang, body));
    if (answer === JSON.stringify(body)) return;
    const { status } = c.res;
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    // Unset first, so Hono does not copy the old answer's headers onto the new one.
    c.res = undefined;
    c.res = new Response(answer, { status, headers });
  };
}
