import { z } from 'zod';
import { TERM_KINDS } from './inventory.ts';

/** The bodies of the admin's term calls (GET/POST /api/admin/terms...), shared with the admin form. */

export const MAX_TERM = 100;

export const termKindSchema = z.enum(TERM_KINDS, { error: `The kind must be one of: ${TERM_KINDS.join(', ')}.` });

const termName = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, { error: 'Name is required.' })
  .max(MAX_TERM, { error: `Name can be at most ${MAX_TERM} characters.` });

export const newTermSchema = z.object({ kind: termKindSchema, name: termName });
export const renameTermSchema = z.object({ name: termName });
