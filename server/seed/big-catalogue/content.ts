import { AVAILABILITIES, EDITIONS } from '../../../shared/inventory.ts';
import { termNameKey } from '../../../shared/terms.ts';
import type { Database } from '../../db/client.ts';
import type { BigCounts } from './counts.ts';
import {
  artistName,
  BASE_TIME,
  CATEGORIES,
  COLLECTIONS,
  DAY_MS,
  HANGUL,
  HANZI,
  isoDay,
  MEDIA,
  PLACES,
  paragraph,
  pick,
  sentence,
  VENUES,
} from './text.ts';

/** Plain SQL, one transaction per group, so the search triggers run as for an admin save; entries stay published. */

type Run = (sql: string, ...params: unknown[]) => void;

function inTransaction(db: Database, write: (run: Run) => void) {
  const raw = db.raw;
  raw.exec('BEGIN');
  try {
    write((sql, ...params) => raw.run(sql, ...params));
    raw.exec('COMMIT');
  } catch (error) {
    raw.exec('ROLLBACK');
    throw error;
  }
}

const stamp = (i: number, count: number) => BASE_TIME - (count - i) * 3_600_000;

export function fillTerms(db: Database) {
  inTransaction(db, (run) => {
    for (const [kind, names] of [
      ['medium', MEDIA],
      ['category', CATEGORIES],
      ['collection', COLLECTIONS],
    ] as const) {
      for (const name of names) {
        run('INSERT OR IGNORE INTO terms (kind, name, name_key) VALUES (?, ?, ?)', kind, name, termNameKey(name));
      }
    }
  });
}

export function fillArtists(db: Database, counts: BigCounts, images: number[]) {
  inTransaction(db, (run) => {
    for (let i = 0; i < counts.artists; i++) {
      const bio = `<p>${pick(HANGUL, i)} (${pick(HANZI, i)}) was born in ${pick(PLACES, i)}.</p>${paragraph(i)}`;
      const at = stamp(i, counts.artists);
      run(
        'INSERT INTO artists (slug, name, bio, img_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
        `artist-${i}`,
        artistName(i),
        bio,
        pick(images, i * 7),
        at,
        at,
      );
    }
  });
}

export function fillWorks(db: Database, counts: BigCounts, images: number[]) {
  inTransaction(db, (run) => {
    for (let i = 0; i < counts.works; i++) {
      const availability = pick(AVAILABILITIES, i);
      const edition = pick(EDITIONS, Math.floor(i / 4));
      const at = stamp(i, counts.works);
      run(
        'INSERT INTO shop_items (slug, title, artist_id, category, from_collection, description, img_id, year, ' +
          'availability, price_on_request, edition, edition_size, signed, framed, created_at, updated_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        `work-${i}`,
        `${sentence(i, 3)} ${i}`,
        (i % counts.artists) + 1,
        pick(CATEGORIES, i),
        pick(COLLECTIONS, Math.floor(i / 3)),
        paragraph(i),
        pick(images, i),
        i % 10 === 0 ? `c. ${1960 + (i % 60)}` : String(1960 + (i % 60)),
        availability,
        i % 7 === 0 ? 1 : 0,
        edition,
        edition === 'limited' ? 10 + (i % 91) : null,
        i % 2 ? 'Signed lower right' : '',
        i % 5 ? '' : 'Framed',
        at,
        at,
      );
      const id = i + 1;
      run('INSERT INTO shop_item_media (item_id, position, medium) VALUES (?, 0, ?)', id, pick(MEDIA, i));
      if (i % 6 === 0)
        run('INSERT INTO shop_item_media (item_id, position, medium) VALUES (?, 1, ?)', id, pick(MEDIA, i + 2));
      const sizes = edition === 'unique' ? 1 : 1 + (i % 3);
      for (let s = 0; s < sizes; s++) {
        const width = 30 + ((i + s * 17) % 12) * 10;
        const height = 40 + ((i * 3 + s * 11) % 14) * 10;
        run(
          'INSERT INTO shop_item_sizes (item_id, position, size, price_cents, width_cm, height_cm, availability) ' +
            'VALUES (?, ?, ?, ?, ?, ?, ?)',
          id,
          s,
          `${width} × ${height} cm`,
          (20_000 + ((i * 131 + s * 977) % 400) * 1_000) * (s + 1),
          width,
          height,
          s === 0 ? availability : 'available',
        );
      }
    }
  });
}

export function fillExhibitions(db: Database, counts: BigCounts, images: number[]) {
  inTransaction(db, (run) => {
    for (let i = 0; i < counts.exhibitions; i++) {
      const opens = Date.UTC(1975, 0, 1) + Math.floor((i * (BASE_TIME - Date.UTC(1975, 0, 1))) / counts.exhibitions);
      const at = stamp(i, counts.exhibitions);
      run(
        'INSERT INTO exhibitions (slug, title, subtitle, introduction, body, img_id, starts_on, ends_on, venue, ' +
          'created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        `exhibition-${i}`,
        `${sentence(i, 2)} from ${pick(PLACES, i)}`,
        sentence(i + 1, 4),
        paragraph(i),
        paragraph(i + 1) + paragraph(i + 2),
        pick(images, i * 11),
        isoDay(opens),
        isoDay(opens + (30 + (i % 60)) * DAY_MS),
        pick(VENUES, i),
        at,
        at,
      );
      const id = i + 1;
      const artists = new Set(Array.from({ length: 2 + (i % 3) }, (_, k) => ((i * 13 + k * 29) % counts.artists) + 1));
      for (const [position, artist] of [...artists].entries()) {
        run(
          'INSERT INTO exhibition_artists (exhibition_id, position, artist_id) VALUES (?, ?, ?)',
          id,
          position,
          artist,
        );
      }
      const works = new Set(Array.from({ length: 5 + (i % 11) }, (_, k) => ((i * 97 + k * 389) % counts.works) + 1));
      for (const [position, work] of [...works].entries()) {
        run(
          'INSERT INTO exhibition_works (exhibition_id, position, shop_item_id) VALUES (?, ?, ?)',
          id,
          position,
          work,
        );
      }
    }
  });
}

export function fillWritings(db: Database, counts: BigCounts, images: number[]) {
  inTransaction(db, (run) => {
    for (let i = 0; i < counts.posts; i++) {
      const at = stamp(i, counts.posts);
      run(
        'INSERT INTO blog_posts (slug, title, subtitle, date, body, img_id, created_at, updated_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        `post-${i}`,
        `${sentence(i, 4)} ${i}`,
        sentence(i + 2, 5),
        isoDay(BASE_TIME - (counts.posts - i) * 3 * DAY_MS),
        paragraph(i) + paragraph(i + 7) + paragraph(i + 9),
        pick(images, i * 3),
        at,
        at,
      );
    }
    for (let i = 0; i < counts.films; i++) {
      const at = stamp(i, counts.films);
      run(
        'INSERT INTO films (slug, title, synopsis, main_img_id, run_time_mins, world_premiere, created_at, updated_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        `film-${i}`,
        `${sentence(i, 3)} film`,
        paragraph(i),
        pick(images, i * 5),
        70 + (i % 50),
        isoDay(Date.UTC(1980 + (i % 45), i % 12, 1)),
        at,
        at,
      );
    }
    for (let i = 0; i < counts.publications; i++) {
      const at = stamp(i, counts.publications);
      run(
        'INSERT INTO publications (slug, title, long_description, publisher, publish_year, cover_img_id, ' +
          'created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        `publication-${i}`,
        `${sentence(i, 3)} book`,
        paragraph(i),
        'Foreign Languages Publishing House',
        1980 + (i % 45),
        pick(images, i * 13),
        at,
        at,
      );
    }
  });
}

export { inTransaction };
