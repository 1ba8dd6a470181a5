import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { fieldErrors } from '../../middleware/validate.ts';

const deleteBody = z.object({ _id: z.number().int().positive().optional() }).loose();

/** SPEC 7 sends `{_id}` or the whole image with a delete; when sent, the id must agree with the address. */
export async function readOptionalId(c: Context<AppEnv>): Promise<number | undefined> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw httpError(400, { errors: [{ msg: 'The request body is not valid JSON.', path: '' }] });
  }
  const parsed = deleteBody.safeParse(json);
  if (!parsed.success) throw httpError(400, { errors: fieldErrors(parsed.error.issues) });
  return parsed.data._id;
}
