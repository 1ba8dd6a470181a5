import { z } from 'zod';
import { MAX_CURSOR_LENGTH, MAX_PAGE_SIZE } from './list-pages.ts';

export const pageParams = {
  limit: z
    .string()
    .regex(/^\d+$/, { error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, {
      error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    })
    .optional(),
  after: z
    .string()
    .min(1, { error: 'after cannot be empty: send the next value of the previous page.' })
    .max(MAX_CURSOR_LENGTH, { error: 'after is not a position this list gave.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'after is not a position this list gave.' })
    .optional(),
};

export const pageQuery = z.object(pageParams);
