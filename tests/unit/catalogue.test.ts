import { describe, expect, test } from 'vitest';
import { shopItemsQuery } from '../../client/features/shop/queries.ts';
import { CONTENT_QUERIES } from '../../client/lib/content-queries.gen.ts';
import { CATALOGUE } from '../../shared/content/catalogue.ts';

/** The public list query of each type, by its API segment: what an admin edit has to refresh. */
const PUBLIC_LISTS: Record<string, { queryKey: readonly unknown[] }> = {
  shop: shopItemsQuery(),
  artists: CONTENT_QUERIES.artists.list(),
  collections: CONTENT_QUERIES.collections.list(),
  exhibitions: CONTENT_QUERIES.exhibitions.list(),
  films: CONTENT_QUERIES.films.list(),
  publications: CONTENT_QUERIES.publications.list(),
  blog: CONTENT_QUERIES.blog.list(),
};

describe('the content catalogue', () => {
  test('every type has its own API segment, admin route and public list', () => {
    for (const key of ['api', 'route', 'publicList'] as const) {
      expect(new Set(CATALOGUE.map((d) => d[key])).size).toBe(CATALOGUE.length);
    }
  });

  test.each(CATALOGUE.map((d) => [d.api, d] as const))(
    '%s: its query key is the one its public list uses',
    (api, d) => {
      expect(PUBLIC_LISTS[api]?.queryKey).toEqual(d.publicKey);
    },
  );

  test('an entry’s public path is its list path plus the slug, the list the last step of its trail', () => {
    const film = CATALOGUE.find((d) => d.api === 'films');
    expect(film?.publicPath('the-flower-girl')).toBe('/explore/films/the-flower-girl');
    expect(film?.trail.map((step) => step.path)).toEqual(['/explore', '/explore/films']);
    expect(film?.publicKey).toEqual(['explore', 'films']);
  });

  test('every form field names a field of the type’s schema, and the title field is one', () => {
    for (const d of CATALOGUE) {
      const keys = Object.keys(d.schema.shape);
      expect(keys, d.api).toContain(d.titleField);
      for (const field of d.fields) expect(keys, `${d.api}.${field.name}`).toContain(field.name);
    }
  });
});
