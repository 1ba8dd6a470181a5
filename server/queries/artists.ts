import { sql } from 'drizzle-orm';
import { artists, artistType } from '../content/types/artists.ts';
import type { Orm } from '../db/client.ts';
import { readNames } from '../i18n/names.ts';
import { artistOrderKeys } from './artist-names.ts';
import { exhibitionsOfArtist } from './exhibitions.ts';
import { key, type PageAsk } from './keyset.ts';
import { type ListOrder, publicReads } from './public-entries.ts';
import { worksByArtist } from './work-cards.ts';

function namesOf(orm: Orm, id: number): { hangul?: string; hanja?: string; revised?: string } | undefined {
  const { hangul, hanja, revised } = readNames(orm, 'artists', id);
  const names = { ...(hangul ? { hangul } : {}), ...(hanja ? { hanja } : {}), ...(revised ? { revised } : {}) };
  return Object.keys(names).length > 0 ? names : undefined;
}

function byName(): ListOrder {
  const keys = [...artistOrderKeys(), key.asc(sql`${artists.id}`)];
  return { keys, tag: keys.length > 2 ? 'artists:pinyin' : 'artists' };
}

export const artistReads = publicReads(
  artistType,
  {
    names: ({ orm, id }) => namesOf(orm, id),
    works: ({ orm, id, viewer }) => worksByArtist(orm, id, viewer.now),
    exhibitions: ({ orm, id, viewer }) => exhibitionsOfArtist(orm, id, viewer.now),
  },
  (plain) => ({
    list: (orm: Orm, now: Date) => plain.list(orm, now, byName()),
    page: (orm: Orm, now: Date, ask: PageAsk) => plain.page(orm, now, ask, byName()),
  }),
);
