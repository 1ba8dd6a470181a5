import { z } from 'zod';
import { TERM_KINDS, type TermKind } from './inventory.ts';
import { hasInvisible, invisibleMessage } from './visible-text.ts';

/** The bodies of the admin's term calls (GET/POST /api/admin/terms...), shared with the admin form. */

export const MAX_TERM = 100;

export const termKindSchema = z.enum(TERM_KINDS, { error: `The kind must be one of: ${TERM_KINDS.join(', ')}.` });

const termName = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, { error: 'Name is required.' })
  .max(MAX_TERM, { error: `Name can be at most ${MAX_TERM} characters.` })
  .refine((value) => !hasInvisible(value), { error: invisibleMessage('Name') });

/** A term's Chinese name (docs/decisions/012): empty removes it, absent keeps it. */
const termNameZh = z
  .string({ error: 'Chinese name must be text.' })
  .trim()
  .max(MAX_TERM, { error: `Chinese name can be at most ${MAX_TERM} characters.` })
  .refine((value) => !hasInvisible(value), { error: invisibleMessage('Chinese name') });

/**
 * The one form in which two names of a list are compared: 'Ölmalerei', 'ölmalerei' and 'ÖLMALEREI' are one
 * name, as are a name typed with full-width letters and its plain form (NFKC), and a name written with a
 * composed 'é' or with 'e' and a combining accent. JavaScript folds every script's letters; SQLite's lower()
 * folds ASCII only, so the key is computed here and stored beside the name (server/db/schema/terms.ts).
 */
export const termNameKey = (name: string) => name.trim().normalize('NFKC').toLowerCase();

export const newTermSchema = z.object({ kind: termKindSchema, name: termName });
export const renameTermSchema = z.object({ name: termName, nameZh: termNameZh.optional() });

/** A term's names by language, as the public pages read them: English name → Chinese name. */
export type TermLabels = Record<TermKind, Record<string, string>>;
