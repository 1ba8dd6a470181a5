import { describe, expect, test } from 'vitest';
import {
  applyFilter,
  filterOptions,
  filterValue,
  matchFilter,
  normaliseQuery,
  parseFilterValue,
} from '../../client/features/shop/shop-filter.ts';

const item = (title: string, artist: string, ...medium: string[]) => ({ title, artist: { name: artist }, medium });

const ITEMS = [
  item('Harvest', 'Pak Myong Hwa', 'Propaganda Poster'),
  item('Boats', 'choe Un Gyong', 'Watercolour'),
  item('Plum Blossom', 'Kim Yong Suk', 'Chosonhwa (Ink on Paper)', 'Watercolour'),
  item('Tractor', 'O Hyon Chol', 'Woodcut Print'),
  item('Save Electricity', 'O Hyon Chol', 'Propaganda Poster'),
];

describe('filterOptions', () => {
  test('lists each medium and each artist once, alphabetical whatever the case', () => {
    expect(filterOptions(ITEMS)).toEqual({
      media: ['Chosonhwa (Ink on Paper)', 'Propaganda Poster', 'Watercolour', 'Woodcut Print'],
      artists: ['choe Un Gyong', 'Kim Yong Suk', 'O Hyon Chol', 'Pak Myong Hwa'],
    });
  });

  test('leaves out blank names and gives empty groups for an empty shop', () => {
    expect(filterOptions([item('Untitled', ' ', '', 'Oil')])).toEqual({ media: ['Oil'], artists: [] });
    expect(filterOptions([])).toEqual({ media: [], artists: [] });
  });
});

describe('matchFilter (the q parameter)', () => {
  const options = filterOptions(ITEMS);

  test('matches a medium written with hyphens, as the propaganda posters page links to it', () => {
    expect(matchFilter(options, 'Propaganda-Poster')).toEqual({ kind: 'medium', name: 'Propaganda Poster' });
  });

  test('ignores case, punctuation and extra spaces', () => {
    expect(matchFilter(options, '  chosonhwa ink-on-paper ')).toEqual({
      kind: 'medium',
      name: 'Chosonhwa (Ink on Paper)',
    });
    expect(matchFilter(options, 'o hyon chol')).toEqual({ kind: 'artist', name: 'O Hyon Chol' });
  });

  test('ignores accents, so a name typed without them still matches', () => {
    const accented = filterOptions([item('Study', 'Ri Sŏng Ŭn', 'Oil')]);
    expect(matchFilter(accented, 'Ri Song Un')).toEqual({ kind: 'artist', name: 'Ri Sŏng Ŭn' });
  });

  test('needs the whole name: a part of one is no match', () => {
    expect(matchFilter(options, 'Poster')).toBeNull();
    expect(matchFilter(options, 'Kim')).toBeNull();
  });

  test('no q, a blank q or an unknown q is no filter', () => {
    expect(matchFilter(options, undefined)).toBeNull();
    expect(matchFilter(options, ' - ')).toBeNull();
    expect(matchFilter(options, 'Sculpture')).toBeNull();
  });

  test('a name that is both a medium and an artist is taken as the medium', () => {
    const both = filterOptions([item('A', 'Watercolour', 'Oil'), item('B', 'Kim', 'Watercolour')]);
    expect(matchFilter(both, 'watercolour')).toEqual({ kind: 'medium', name: 'Watercolour' });
  });
});

describe('applyFilter', () => {
  test('no filter keeps every item', () => {
    expect(applyFilter(ITEMS, null)).toBe(ITEMS);
  });

  test('a medium keeps the items that list it among their media', () => {
    expect(applyFilter(ITEMS, { kind: 'medium', name: 'Watercolour' }).map((i) => i.title)).toEqual([
      'Boats',
      'Plum Blossom',
    ]);
  });

  test('an artist keeps that artist’s items', () => {
    expect(applyFilter(ITEMS, { kind: 'artist', name: 'O Hyon Chol' }).map((i) => i.title)).toEqual([
      'Tractor',
      'Save Electricity',
    ]);
  });
});

describe('the select value', () => {
  test('round-trips a filter, names with colons included', () => {
    const filter = { kind: 'artist' as const, name: 'Studio: Mansudae' };
    expect(parseFilterValue(filterValue(filter))).toEqual(filter);
    expect(filterValue(null)).toBe('');
  });

  test('anything else reads as All', () => {
    expect(parseFilterValue('')).toBeNull();
    expect(parseFilterValue('colour:Red')).toBeNull();
    expect(parseFilterValue('medium:')).toBeNull();
    expect(parseFilterValue('Watercolour')).toBeNull();
  });
});

test('normaliseQuery keeps letters and digits of any script, word by word', () => {
  expect(normaliseQuery('Propaganda-Poster')).toBe('propaganda poster');
  expect(normaliseQuery('조선화 (Ink)')).toBe('조선화 ink');
  expect(normaliseQuery('1990s   posters!')).toBe('1990s posters');
});
