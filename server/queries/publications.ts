import { publicationType } from '../content/types/publications.ts';
import type { Orm } from '../db/client.ts';
import type { PageAsk } from './keyset.ts';
import { publicEntries } from './public-entries.ts';
import type { Viewer } from './published.ts';

const reads = publicEntries(publicationType, {});

export function listPublications(orm: Orm, now: Date) {
  return reads.list(orm, now);
}

export function findPublication(orm: Orm, slug: string, viewer: Viewer) {
  return reads.find(orm, slug, viewer);
}

export function pagePublications(orm: Orm, now: Date, ask: PageAsk) {
  return reads.page(orm, now, ask);
}
