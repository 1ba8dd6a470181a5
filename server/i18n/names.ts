import { and, eq } from 'drizzle-orm';
import { pinyinKey } from '../../shared/names.ts';
import type { Orm } from '../db/client.ts';
import { entryNames, type NameForm } from '../db/schema/index.ts';

export type NameForms = Partial<Record<NameForm, string>>;

export function readNames(orm: Orm, type: string, entryId: number): NameForms {
  const rows = orm
    .select({ form: entryNames.form, value: entryNames.value })
    .from(entryNames)
    .where(and(eq(entryNames.type, type), eq(entryNames.entryId, entryId)))
    .all();
  return Object.fromEntries(rows.map((row) => [row.form, row.value]));
}

// The pinyin key is generated when staff leave it empty, so every Chinese name sorts.
export function writeNames(orm: Orm, type: string, entryId: number, forms: NameForms, chineseName?: string) {
  const values: NameForms = { ...forms };
  if (!values.pinyinKey?.trim() && chineseName?.trim()) values.pinyinKey = pinyinKey(chineseName);
  for (const [form, raw] of Object.entries(values) as [NameForm, string][]) {
    const value = raw.trim();
    const where = and(eq(entryNames.type, type), eq(entryNames.entryId, entryId), eq(entryNames.form, form));
    if (value === '') orm.delete(entryNames).where(where).run();
    else
      orm
        .insert(entryNames)
        .values({ type, entryId, form, value })
        .onConflictDoUpdate({ target: [entryNames.type, entryNames.entryId, entryNames.form], set: { value } })
        .run();
  }
}

export function forgetNames(orm: Orm, type: string, entryId: number) {
  orm
    .delete(entryNames)
    .where(and(eq(entryNames.type, type), eq(entryNames.entryId, entryId)))
    .run();
}
