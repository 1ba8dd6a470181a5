import sharp from 'sharp';
import type { Database } from '../server/db/client.ts';
import { insertImage, prepareImage } from '../server/services/images.ts';

/**
 * A large catalogue for the search benchmark when no big database is given: 300 artists (some with hangul
 * and hanzi names in their bios), 5,000 works with a paragraph each, 200 exhibitions, 1,000 blog posts and a
 * few films and publications, written with plain SQL so the search triggers run for every row.
 */

const WORDS = (
  'mountain river dawn mist pine crane harvest factory village sea wave ridge snow autumn spring worker ' +
  'brush ink paper poster woodcut embroidery mosaic harbour morning evening field orchard lantern bridge'
).split(' ');
const PLACES = ['Pyŏngyang', 'Kaesŏng', 'Wŏnsan', 'Hamhŭng', 'Sinŭiju', 'Mount Kumgang', 'Myohyang'];
const SURNAMES = ['Pak', 'Kim', 'Ri', 'Choe', 'Jong', 'Han', 'Kang', 'O', 'Ryu', 'Sin'];
const GIVEN = ['Tong Gu', 'Chol Jun', 'Yong Suk', 'Myong Hwa', 'Un Gyong', 'Kwang Il', 'Sun Ok', 'Hyon Chol'];
const HANGUL = ['박동구', '김영숙', '리철준', '최은경', '한광일', '정순옥', '강미란', '오현철'];
const HANZI = ['朴東九', '金英淑', '李哲俊', '崔恩京', '韓光日', '鄭順玉', '姜美蘭', '吳賢哲'];
const MEDIA = ['Oil on Canvas', 'Chosonhwa (Ink on Paper)', 'Woodcut', 'Propaganda Poster', 'Embroidery'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
const SYLLABLES = ['ka', 'ro', 'mi', 'tan', 'sel', 'vo', 'pre', 'lun', 'dek', 'ham', 'sor', 'bi', 'ne', 'qua'];
/** Text of a realistic spread: mostly varied filler words, one in eight a theme word. */
const word = (seed: number) =>
  seed % 8 === 0
    ? pick(WORDS, seed >> 3)
    : `${pick(SYLLABLES, seed)}${pick(SYLLABLES, seed >> 2)}${pick(SYLLABLES, seed >> 5)}`;
const sentence = (i: number, n: number): string =>
  Array.from({ length: n }, (_, k) => word((i * 7919 + k * 104729) % 1_000_003)).join(' ');
const paragraph = (i: number) =>
  `<p>${sentence(i, 18)} in ${pick(PLACES, i)}, <strong>${sentence(i + 3, 6)}</strong>.</p><p>${sentence(i + 5, 30)}.</p>`;

export async function fillBigCatalogue(db: Database) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#886644' } })
    .png()
    .toBuffer();
  const img = insertImage(db.orm, { slug: 'bench', title: 'Bench', alt: 'Bench' }, await prepareImage(png));
  const raw = db.raw;
  const now = Date.now();
  /** A content row, created and updated now. */
  const row = (sql: string, ...params: unknown[]) => raw.run(sql, ...params, now, now);
  raw.exec('BEGIN');
  for (let i = 0; i < 300; i++) {
    const name = `${pick(SURNAMES, i)} ${pick(GIVEN, Math.floor(i / 10))}${i >= 80 ? ` ${i}` : ''}`;
    const bio = `<p>${pick(HANGUL, i)} (${pick(HANZI, i)}) was born in ${pick(PLACES, i)}.</p>${paragraph(i)}`;
    row(
      'INSERT INTO artists (slug, name, bio, img_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      `artist-${i}`,
      name,
      bio,
      img,
    );
  }
  for (let i = 0; i < 5000; i++) {
    const title = `${sentence(i, 3)} ${i}`;
    row(
      'INSERT INTO shop_items (slug, title, artist_id, category, from_collection, description, img_id, year, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      `work-${i}`,
      title,
      (i % 300) + 1,
      i % 3 ? 'Original' : 'Print',
      pick(['Mountains and Rivers', 'Posters', 'Everyday Life'], i),
      paragraph(i),
      img,
      String(1960 + (i % 60)),
    );
    raw.run('INSERT INTO shop_item_media (item_id, position, medium) VALUES (?, 0, ?)', i + 1, pick(MEDIA, i));
  }
  for (let i = 0; i < 200; i++) {
    row(
      'INSERT INTO exhibitions (slug, title, subtitle, introduction, body, img_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      `exhibition-${i}`,
      `${sentence(i, 2)} from ${pick(PLACES, i)}`,
      sentence(i + 1, 4),
      paragraph(i),
      paragraph(i + 1) + paragraph(i + 2),
      img,
    );
  }
  for (let i = 0; i < 1000; i++) {
    row(
      'INSERT INTO blog_posts (slug, title, subtitle, date, body, img_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      `post-${i}`,
      `${sentence(i, 4)} ${i}`,
      sentence(i + 2, 5),
      '2026-01-10',
      paragraph(i) + paragraph(i + 7) + paragraph(i + 9),
      img,
    );
  }
  for (let i = 0; i < 20; i++) {
    row(
      'INSERT INTO films (slug, title, synopsis, main_img_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      `film-${i}`,
      `${sentence(i, 3)} film`,
      paragraph(i),
      img,
    );
    row(
      'INSERT INTO publications (slug, title, long_description, cover_img_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      `publication-${i}`,
      `${sentence(i, 3)} book`,
      paragraph(i),
      img,
    );
  }
  raw.exec('COMMIT');
}
