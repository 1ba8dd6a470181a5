import { zValidator } from '@hono/zod-validator';
import type { Env, MiddlewareHandler, TypedResponse } from 'hono';
import type { z } from 'zod';
import { httpError } from '../lib/errors.ts';
import { isJson, NOT_JSON } from './json-only.ts';

/** DESIGN 'The API contract': every validation failure is 400 `{errors: [{msg, path}]}`. */
export function fieldErrors(issues: readonly { message: string; path: readonly PropertyKey[] }[]) {
  return issues.map((issue) => ({ msg: issue.message, path: issue.path.map(String).join('.') }));
}

// Named: the validator's inferred type uses unexported aliases a declaration file would repeat for every route.
export type JsonValidator<T extends z.ZodType> = MiddlewareHandler<
  Env,
  string,
  { in: { json: z.input<T> }; out: { json: z.output<T> } },
  Response & TypedResponse<{ errors: { msg: string; path: string }[] }, 400, 'json'>
>;

// Hono's validator would accept `{}` for another content type and answer a malformed body in plain text.
export const validateJson = <T extends z.ZodType>(schema: T): JsonValidator<T> => {
  const validate = zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json({ errors: fieldErrors(result.error.issues) }, 400);
  }) as unknown as JsonValidator<T>;
  return async (c, next) => {
    if (!isJson(c.req.header('Content-Type'))) throw httpError(415, { error: NOT_JSON });
    try {
      await c.req.json();
    } catch {
      throw httpError(400, { errors: [{ msg: 'The request body is not valid JSON.', path: '' }] });
    }
    return validate(c, next);
  };
};

export const validateQuery = <T extends z.ZodType>(schema: T) =>
  zValidator('query', schema, (result, c) => {
    if (!result.success) return c.json({ errors: fieldErrors(result.error.issues) }, 400);
  });

/** A path's parameters: a malformed `:id` is a 400 naming it, like a bad field, before the handler runs. */
export const validateParam = <T extends z.ZodType>(schema: T) =>
  zValidator('param', schema, (result, c) => {
    if (!result.success) return c.json({ errors: fieldErrors(result.error.issues) }, 400);
  });
