import { and, eq } from 'drizzle-orm';
import { type TermKind, unknownTermMessage } from '../../shared/inventory.ts';
import { termNameKey } from '../../shared/terms.ts';
import type { Orm } from '../db/client.ts';
import { terms } from '../db/schema/index.ts';

type FieldError = { msg: string; path: string };

/** The list's own spelling of a name of a kind, matched as the lists match names; undefined when not in it. */
function spellingOf(orm: Orm, kind: TermKind, name: string): string | undefined {
  return orm
    .select({ name: terms.name })
    .from(terms)
    .where(and(eq(terms.kind, kind), eq(terms.nameKey, termNameKey(name))))
    .get()?.name;
}

/**
 * A shop item's medium, category and collection must be names of their lists; each is rewritten in the
 * list's spelling ('oil on canvas' becomes 'Oil on Canvas'). An unknown name is refused by name.
 */
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
