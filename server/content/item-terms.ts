import { and, eq } from 'drizzle-orm';
import { type TermKind, unknownTermMessage } from '../../shared/term-kinds.ts';
import { termNameKey } from '../../shared/terms.ts';
import type { Orm } from '../db/client.ts';
import { terms } from '../db/schema/terms.ts';

type FieldError = { msg: string; path: string };

function spellingOf(orm: Orm, kind: TermKind, name: string): string | undefined {
  return orm
    .select({ name: terms.name })
    .from(terms)
    .where(and(eq(terms.kind, kind), eq(terms.nameKey, termNameKey(name))))
    .get()?.name;
}

/** Each name is rewritten in its list's spelling ('oil on canvas' becomes 'Oil on Canvas'). */
export function checkItemTerms(orm: Orm, values: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const known = (kind: TermKind, name: string, path: string): string => {
    const spelling = spellingOf(orm, kind, name);
    if (spelling === undefined) errors.push({ msg: unknownTermMessage(kind, name), path });
    return spelling ?? name;
  };
  if (Array.isArray(values.medium)) {
    values.medium = (values.medium as string[]).map((name, i) => known('medium', name, `medium.${i}`));
  }
  if (typeof values.category === 'string' && values.category !== '') {
    values.category = known('category', values.category, 'category');
  }
  if (typeof values.from_collection === 'string' && values.from_collection !== '') {
    values.from_collection = known('collection', values.from_collection, 'from_collection');
  }
  return errors;
}
