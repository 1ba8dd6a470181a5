import { z } from 'zod';
import { TERM_KINDS, type TermKind } from './term-kinds.ts';
import { hasInvisible, invisibleMessage } from './visible-text.ts';

export const MAX_TERM = 100;

export const termKindSchema = z.enum(TERM_KINDS, { error: `The kind must be one of: ${TERM_KINDS.join(', ')}.` });

const termName = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, { error: 'Name is required.' })
  .max(MAX_TERM, { error: `Name can be at most ${MAX_TERM} characters.` })
  .refine((value) => !hasInvisible(value), { error: invisibleMessage('Name') });

const termNameZh = z
  .string({ error: 'Chinese name must be text.' })
  .trim()
  .max(MAX_TERM, { error: `Chinese name can be at most ${MAX_TERM} characters.` })
  .refine((value) => !hasInvisible(value), { error: invisibleMessage('Chinese name') });

/** SQLite's lower() folds ASCII only, so the key is computed here and stored (server/db/schema/terms.ts). */
export const termNameKey = (name: string) => name.trim().normalize('NFKC').toLowerCase();

export const newTermSchema = z.object({ kind: termKindSchema, name: termName });
export const renameTermSchema = z.object({ name: termName, nameZh: termNameZh.optional() });

export type TermLabels = Record<TermKind, Record<string, string>>;
