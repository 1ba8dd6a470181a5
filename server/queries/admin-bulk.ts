import { eq, inArray } from 'drizzle-orm';
import { type BulkAnswer, type BulkBody, goneReason, referredReason } from '../../shared/admin-lists.ts';
import type { ContentType } from '../content/define.ts';
import type { Orm } from '../db/client.ts';
import { isForeignKeyViolation } from '../lib/constraint-errors.ts';
import { deleteEntry } from './content-entries.ts';
import { entriesReferencing } from './content-usage.ts';
import { keepBaseline, keepRevision, type Saver } from './revisions.ts';
import { dropRedirectsTo } from './slug-redirects.ts';

/** Each entry in its own transaction (docs/decisions/011): one that cannot go is refused with its reason. */

type Entry = { id: number; slug: string; title: string; status: string; publishAt: number | null };

function entriesOf(orm: Orm, type: ContentType, ids: number[]): Map<number, Entry> {
  const rows = orm
    .select({
      id: type.table.id,
      slug: type.table.slug,
      title: type.title,
      status: type.table.status,
      publishAt: type.table.publishAt,
    })
    .from(type.table)
    .where(inArray(type.table.id, ids))
    .all() as Entry[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Saved like a form's save, with a revision by whom and when, so it can be undone from the history. */
function setStatus(orm: Orm, type: ContentType, entry: Entry, action: 'publish' | 'unpublish', saver: Saver) {
  const next = action === 'publish' ? { status: 'published', publishAt: null } : { status: 'draft' };
  const unchanged =
    action === 'publish' ? entry.status === 'published' && entry.publishAt === null : entry.status === 'draft';
  if (unchanged) return;
  orm.transaction((tx) => {
    keepBaseline(tx, type, { id: entry.id, slug: entry.slug });
    tx.update(type.table)
      .set(next as never)
      .where(eq(type.table.id, entry.id))
      .run();
    keepRevision(tx, type, entry.slug, saver);
  });
}

function deleteOne(orm: Orm, type: ContentType, entry: Entry): string[] {
  const referring = entriesReferencing(orm, type, entry.id);
  if (referring.length > 0) return referring;
  try {
    orm.transaction((tx) => {
      deleteEntry(tx, type, entry.id);
      dropRedirectsTo(tx, type.path, entry.slug);
    });
  } catch (error) {
    // Named by an entry written between the check and the delete: the key has the last word.
    if (isForeignKeyViolation(error)) return entriesReferencing(orm, type, entry.id);
    throw error;
  }
  return [];
}

export function runBulk(orm: Orm, type: ContentType, body: BulkBody, saver: Saver): BulkAnswer {
  const ids = [...new Set(body.ids)];
  const found = entriesOf(orm, type, ids);
  const answer: BulkAnswer = { action: body.action, done: [], refused: [] };
  for (const id of ids) {
    const entry = found.get(id);
    if (!entry) {
      answer.refused.push({ _id: id, title: `#${id}`, reason: goneReason, items: [] });
      continue;
    }
    if (body.action === 'delete') {
      const items = deleteOne(orm, type, entry);
      if (items.length > 0) {
        answer.refused.push({ _id: id, title: entry.title, reason: referredReason(type.noun), items });
        continue;
      }
    } else {
      setStatus(orm, type, entry, body.action, saver);
    }
    answer.done.push({ _id: id, title: entry.title });
  }
  return answer;
}
