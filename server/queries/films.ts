import { filmType } from '../content/types/films.ts';
import type { Orm } from '../db/client.ts';
import type { PageAsk } from './keyset.ts';
import { publicEntries } from './public-entries.ts';
import type { Viewer } from './published.ts';

const reads = publicEntries(filmType, {});

export function listFilms(orm: Orm, now: Date) {
  return reads.list(orm, now);
}

export function findFilm(orm: Orm, slug: string, viewer: Viewer) {
  return reads.find(orm, slug, viewer);
}

export function pageFilms(orm: Orm, now: Date, ask: PageAsk) {
  return reads.page(orm, now, ask);
}
