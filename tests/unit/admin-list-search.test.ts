import { describe, expect, it } from 'vitest';
import { knownListSearch, listedScreen, readListSearch } from '../../client/features/admin/dashboard/list-search.ts';

/** The dashboard's list as its address says it: known values kept, anything else left out. */
describe('readListSearch', () => {
  it('keeps a known type, sort, direction, status, a page above 1 and a trimmed search', () => {
    expect(
      readListSearch({ type: 'artist', sort: 'title', dir: 'desc', status: 'draft', page: 3, q: '  kim ' }),
    ).toEqual({ type: 'artist', sort: 'title', dir: 'desc', status: 'draft', page: 3, q: 'kim' });
  });

  it('leaves out unknown or empty values, so the address stays short', () => {
    expect(knownListSearch({ type: 'paintings', sort: 'price', dir: 'up', status: 'gone', page: 1, q: ' ' })).toEqual(
      {},
    );
    // The router's own reading checks a type's form only; the dashboard then drops a type the site lacks.
    expect(readListSearch({ type: 'paintings' })).toEqual({ type: 'paintings' });
    expect(readListSearch({ type: '../admin' })).toEqual({});
    expect(readListSearch({ page: '2.5' })).toEqual({});
    expect(readListSearch({ page: '-4' })).toEqual({});
  });

  it('lists the first type of the catalogue when the address names none', () => {
    expect(listedScreen({}).api).toBe('shop');
    expect(listedScreen({ type: 'artist' }).api).toBe('artists');
  });
});
