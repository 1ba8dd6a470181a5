import { describe, expect, test } from 'vitest';
import {
  describeIssue,
  editRow,
  initialValues,
  isRowFilled,
  newEntry,
  refreshIssues,
  toBody,
  zeroValues,
} from '../../client/features/admin/form/form-values.ts';
import type { Screen } from '../../client/features/admin/screens/registry.ts';
import { CONTENT_SCREENS } from '../../client/features/admin/screens/registry.ts';
import type { FieldDef } from '../../shared/catalogue/define.ts';
import { publishing } from '../../shared/content-fields.ts';

/** The generic form's values, the API's body, and SPEC 4's row-list rules, for every screen definition. */

const screen = (route: string): Screen => {
  const found = CONTENT_SCREENS.find((s) => s.route === route);
  if (!found) throw new Error(`No screen ${route}`);
  return found;
};
const field = <K extends FieldDef['kind']>(s: Screen, name: string) =>
  s.fields.find((f) => f.name === name) as Extract<FieldDef, { kind: K }>;

/** A new size: nothing written in yet (no '0 x 0 cm' at 0 to overwrite), available. */
const NEW_SIZE = { size: '', price: '', width_cm: '', height_cm: '', depth_cm: '', availability: 'available' };

describe('every screen definition fits its schema', () => {
  test.each(CONTENT_SCREENS.map((s) => [s.route, s] as const))('%s: the same fields, each once', (_route, s) => {
    // Status and publish time are the form's own 'Publishing' group, not catalogue fields.
    const own = Object.keys(s.schema.shape).filter((key) => !(key in publishing));
    expect(s.fields.map((f) => f.name).sort()).toEqual(own.sort());
    expect(s.fields.some((f) => f.name === s.titleField)).toBe(true);
  });
});

describe('create mode starts from the SPEC defaults', () => {
  test('a shop item has one empty size and one empty medium', () => {
    const values = initialValues(screen('shop'));
    expect(values.size_price_info).toEqual([NEW_SIZE]);
    expect(values.medium).toEqual(['']);
    expect(values.artist).toBeNull();
    expect(values.img).toBeNull();
  });

  test('a film is in colour; an exhibition has one empty extra; a blog post is dated today', () => {
    expect(initialValues(screen('films')).colour).toBe('Colour');
    expect(initialValues(screen('exhibitions')).additional_imgs_with_descriptions).toEqual([
      { img: null, description: '', 'zh:description': '' },
    ]);
    expect(initialValues(screen('blog')).date).toBe(new Date().toISOString().slice(0, 10));
    expect(initialValues(screen('artist')).additional_imgs).toEqual([]);
  });
});

describe('row lists (SPEC 4)', () => {
  test('a new size starts empty, so Add waits until it is written in', () => {
    const sizes = field<'rows'>(screen('shop'), 'size_price_info');
    const row = newEntry(sizes) as Record<string, string>;
    expect(row).toEqual(NEW_SIZE);
    expect(isRowFilled(row, sizes.columns)).toBe(false);
    expect(isRowFilled({ ...row, size: '30 x 40 cm', price: '0' }, sizes.columns)).toBe(true);
  });

  test("a size's text follows its width, height and depth until staff write their own", () => {
    const sizes = field<'rows'>(screen('shop'), 'size_price_info');
    const typed = (row: Record<string, string | null>, name: string, value: string) =>
      editRow(sizes, row, name, value) as Record<string, string>;
    let row = typed(NEW_SIZE, 'width_cm', '30');
    expect(row.size).toBe('');
    row = typed(row, 'height_cm', '40');
    expect(row.size).toBe('30 x 40 cm');
    row = typed(row, 'depth_cm', '2.5');
    expect(row.size).toBe('30 x 40 x 2.5 cm');
    // Staff's own text stays through later changes of the dimensions.
    row = typed(typed(row, 'size', '30 x 40 cm, framed'), 'width_cm', '35');
    expect(row.size).toBe('30 x 40 cm, framed');
    // Emptied, it is the dimensions' text again at once, and follows them.
    row = typed(row, 'size', '');
    expect(row.size).toBe('35 x 40 x 2.5 cm');
    row = typed(row, 'height_cm', '45');
    expect(row.size).toBe('35 x 45 x 2.5 cm');
    // With no dimensions to write from, an emptied text stays empty.
    expect(typed(typed(NEW_SIZE, 'size', 'A3'), 'size', '').size).toBe('');
  });

  test('a stored size whose text matches its dimensions keeps following them', () => {
    const sizes = field<'rows'>(screen('shop'), 'size_price_info');
    const stored = { ...NEW_SIZE, size: '70 x 45 cm', price: '900', width_cm: '70', height_cm: '45' };
    expect(editRow(sizes, stored, 'width_cm', '80').size).toBe('80 x 45 cm');
    expect(editRow(sizes, { ...stored, size: 'A2' }, 'width_cm', '80').size).toBe('A2');
  });

  test('a price of 0 is named for the question before Save; an empty trailing size is not', () => {
    const s = screen('shop');
    const sizes = [{ ...NEW_SIZE, size: 'A4', price: '250' }, { ...NEW_SIZE, size: 'A3', price: '0.00' }, NEW_SIZE];
    expect(zeroValues(s, { ...initialValues(s), size_price_info: sizes })).toEqual([
      { entry: 'Sizes and prices, size 2', input: 'Price (EUR) 2' },
    ]);
    expect(zeroValues(s, initialValues(s))).toEqual([]);
    expect(zeroValues(screen('films'), initialValues(screen('films')))).toEqual([]);
  });

  test('an extra image is filled only with both its image and its description', () => {
    const extras = field<'rows'>(screen('exhibitions'), 'additional_imgs_with_descriptions');
    expect(isRowFilled({ img: 4, description: '' }, extras.columns)).toBe(false);
    expect(isRowFilled({ img: null, description: 'Room one' }, extras.columns)).toBe(false);
    expect(isRowFilled({ img: 4, description: 'Room one' }, extras.columns)).toBe(true);
  });
});

describe('update mode and back: the body is what was loaded', () => {
  test("an exhibition's captions keep their Chinese side in each row, sent one per row written", () => {
    const s = screen('exhibitions');
    const stored = {
      ...Object.fromEntries(s.fields.map((f) => [f.name, ''])),
      additional_imgs_with_descriptions: [
        { img: 2, description: 'Room one' },
        { img: 3, description: 'Room two' },
      ],
      rowTranslations: { zh: { additional_imgs_with_descriptions: ['第一展厅', ''] } },
    };
    const values = initialValues(s, stored);
    expect(values.additional_imgs_with_descriptions).toEqual([
      { img: 2, description: 'Room one', 'zh:description': '第一展厅' },
      { img: 3, description: 'Room two', 'zh:description': '' },
    ]);
    // A row moved takes its Chinese with it; an empty row at the end is dropped with its Chinese.
    const rows = values.additional_imgs_with_descriptions as Record<string, unknown>[];
    const moved = {
      ...values,
      additional_imgs_with_descriptions: [rows[1], rows[0], { img: null, description: '', 'zh:description': '' }],
    };
    const body = toBody(s, moved as typeof values);
    expect(body.additional_imgs_with_descriptions).toEqual([
      { img: 3, description: 'Room two' },
      { img: 2, description: 'Room one' },
    ]);
    expect(body.rowTranslations).toEqual({ zh: { additional_imgs_with_descriptions: ['', '第一展厅'] } });
    expect(toBody(screen('films'), initialValues(screen('films'))).rowTranslations).toBeUndefined();
  });

  test('a stored film round-trips, numbers as numbers and an empty date as null', () => {
    const s = screen('films');
    const stored = {
      ...Object.fromEntries(s.fields.map((f) => [f.name, ''])),
      title: 'Film',
      slug: 'film',
      short_description: '<p>Short.</p>',
      synopsis: '<p>Synopsis.</p>',
      run_time_mins: 81,
      world_premiere: null,
      colour: 'Black and white',
      main_img: 3,
      cover_img: null,
      additional_imgs: [5, 6],
    };
    const values = initialValues(s, stored);
    expect(values.run_time_mins).toBe('81');
    expect(values.world_premiere).toBe('');
    const body = toBody(s, values);
    expect(body).toMatchObject({
      run_time_mins: 81,
      world_premiere: '',
      main_img: 3,
      cover_img: null,
      additional_imgs: [5, 6],
    });
    expect(s.schema.parse(body)).toMatchObject({ run_time_mins: 81, world_premiere: null, colour: 'Black and white' });
  });

  test('an exhibition keeps its artists and works in order, and its dates (none as null)', () => {
    const s = screen('exhibitions');
    expect(initialValues(s).works).toEqual([]);
    const stored = {
      ...Object.fromEntries(s.fields.map((f) => [f.name, ''])),
      title: 'Show',
      slug: 'show',
      introduction: '<p>Intro.</p>',
      body: '<p>Body.</p>',
      img: 2,
      starts_on: '2026-03-12',
      ends_on: null,
      artists: [7, 3],
      works: [12, 4, 9],
      additional_imgs_with_descriptions: [{ img: 2, description: 'A room.' }],
    };
    const values = initialValues(s, stored);
    expect(values.works).toEqual([12, 4, 9]);
    expect(s.schema.parse(toBody(s, values))).toMatchObject({
      starts_on: '2026-03-12',
      ends_on: null,
      artists: [7, 3],
      works: [12, 4, 9],
    });
  });

  test('prices become numbers; empty trailing entries are dropped, not refused', () => {
    const s = screen('shop');
    const values = {
      ...initialValues(s),
      medium: ['Oil', ''],
      size_price_info: [
        { ...NEW_SIZE, size: '30 x 40 cm', price: '120.50', width_cm: '30', height_cm: '40' },
        { ...NEW_SIZE, size: '', price: '' },
      ],
    };
    const body = toBody(s, values);
    expect(body.medium).toEqual(['Oil']);
    expect(body.size_price_info).toEqual([
      { size: '30 x 40 cm', price: 120.5, width_cm: 30, height_cm: 40, depth_cm: null, availability: 'available' },
    ]);
  });

  test('an empty number is no number, so the schema says what is wrong', () => {
    const s = screen('shop');
    const body = toBody(s, { ...initialValues(s), size_price_info: [{ ...NEW_SIZE, size: 'A4', price: '' }] });
    expect(body.size_price_info).toEqual([
      { size: 'A4', price: null, width_cm: null, height_cm: null, depth_cm: null, availability: 'available' },
    ]);
    const issues = s.schema.safeParse(body).error?.issues ?? [];
    const priceIssue = issues.find((i) => i.path.join('.') === 'size_price_info.0.price');
    expect(priceIssue?.message).toBe('Price must be a number.');
  });
});

describe('error messages under the Save button', () => {
  const s = screen('shop');
  test('a whole field keeps its own message', () => {
    expect(describeIssue(s, { msg: 'Title is required.', path: 'title' })).toBe('Title is required.');
    expect(describeIssue(s, { msg: 'Sign in to continue.' })).toBe('Sign in to continue.');
  });
  test('an entry of a list is named by the list and its number', () => {
    expect(describeIssue(s, { msg: 'Price must be 0 or more.', path: 'size_price_info.1.price' })).toBe(
      'Sizes and prices, size 2: Price must be 0 or more.',
    );
    expect(
      describeIssue(screen('artist'), { msg: 'The chosen image no longer exists.', path: 'additional_imgs.0' }),
    ).toBe('Additional images, image 1: The chosen image no longer exists.');
  });
});

describe('errors after an edit', () => {
  const title = { msg: 'Title is required.', path: 'title' };
  const size = { msg: 'Price must be 0 or more.', path: 'sizes.1.price' };
  const general = { msg: 'Someone else changed this entry.' };

  test('an edited field in error loses its error once its value is valid, in place of the others', () => {
    expect(refreshIssues([title, size, general], [size], ['title'])).toEqual([size, general]);
  });

  test('an edited field still in error shows its current message where the old one stood', () => {
    const shorter = { msg: 'Title is at most 200 characters.', path: 'title' };
    expect(refreshIssues([size, title, general], [shorter, size], ['title'])).toEqual([size, shorter, general]);
  });

  test('a field that was not in error shows nothing before Save, and other fields keep theirs', () => {
    expect(refreshIssues([size], [title, size], ['title'])).toEqual([size]);
    expect(refreshIssues([size], [], ['title'])).toEqual([size]);
  });
});
