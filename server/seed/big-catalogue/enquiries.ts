import { ENQUIRY_STAGES, formatReference } from '../../../shared/inbox.ts';
import type { Database } from '../../db/client.ts';
import { inTransaction } from './content.ts';
import type { BigCounts } from './counts.ts';
import { BASE_TIME, COUNTRIES, GIVEN, pick, SURNAMES, sentence } from './text.ts';

/** Ten years of enquiries in every stage; the counters are left at the last reference, so real ones continue it. */

const TEN_YEARS_MS = 10 * 365 * 86_400_000;

type Line = { id: number; slug: string; title: string; artist: string; size: string; price: number; onRequest: number };

export function fillEnquiries(db: Database, counts: BigCounts) {
  const works = db.raw.all<Line>(
    'SELECT i.id, i.slug, i.title, a.name AS artist, s.size, s.price_cents AS price, i.price_on_request AS onRequest ' +
      'FROM shop_items i JOIN artists a ON a.id = i.artist_id JOIN shop_item_sizes s ON s.item_id = i.id AND s.position = 0 ' +
      'ORDER BY i.id',
  );
  if (works.length === 0 && counts.enquiries > 0) throw new Error('Enquiries need works to enquire about.');
  const lastPerYear = new Map<number, number>();
  inTransaction(db, (run) => {
    for (let i = 0; i < counts.enquiries; i++) {
      const at = BASE_TIME - Math.floor(((counts.enquiries - i) * TEN_YEARS_MS) / counts.enquiries);
      const year = new Date(at).getUTCFullYear();
      const n = (lastPerYear.get(year) ?? 0) + 1;
      lastPerYear.set(year, n);
      const lines = Array.from({ length: 1 + (i % 3) }, (_, k) => pick(works, i * 31 + k * 577));
      const unique = [...new Map(lines.map((line) => [line.id, line])).values()];
      const total = unique.reduce((sum, line) => sum + (line.onRequest ? 0 : line.price), 0);
      const stage = pick(ENQUIRY_STAGES, (i * 7) % 11);
      const name = `${pick(SURNAMES, i * 3)} ${pick(GIVEN, i)} ${i}`;
      run(
        'INSERT INTO enquiries (name, email, phone, country, kind, notes, total_cents, reference, stage, sale_cents, ' +
          'created_at, updated_at, lang) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        name,
        `visitor${i}@example.com`,
        i % 4 ? '' : `+86 138 ${String(1000_0000 + i).slice(0, 4)} ${String(i).padStart(4, '0')}`,
        pick(COUNTRIES, i),
        unique.length === 1 && i % 2 ? 'work' : 'cart',
        i % 3 ? sentence(i, 12) : '',
        total,
        formatReference('enquiry', year, n),
        stage,
        stage === 'sold' ? total : null,
        at,
        at,
        // About a third from the Chinese pages, so the inbox shows both languages at scale.
        i % 3 === 1 ? 'zh' : 'en',
      );
      const id = i + 1;
      for (const [position, line] of unique.entries()) {
        run(
          'INSERT INTO enquiry_lines (enquiry_id, position, item_id, slug, title, artist_name, size, price_cents, ' +
            'price_on_request, quantity, image_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)',
          id,
          position,
          line.id,
          line.slug,
          line.title,
          line.artist,
          line.size,
          line.onRequest ? 0 : line.price,
          line.onRequest,
          '',
        );
      }
    }
    for (const [year, last] of lastPerYear) {
      run(
        "INSERT INTO reference_counters (kind, year, last) VALUES ('enquiry', ?, ?) " +
          'ON CONFLICT (kind, year) DO UPDATE SET last = max(last, excluded.last)',
        year,
        last,
      );
    }
  });
}
