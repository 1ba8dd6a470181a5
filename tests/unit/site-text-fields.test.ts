import { describe, expect, test } from 'vitest';
import type { FormValues } from '../../client/features/admin/form/form-values.ts';
import { isRowFilled } from '../../client/features/admin/form/form-values.ts';
import { fieldOf, keyOfPath, toTexts } from '../../client/features/admin/site-texts/fields.ts';

/** The Site texts screen's values and the body of its save, without a browser. */
describe('site text fields', () => {
  test('a press entry with only its name counts as filled, so another can be added', () => {
    const field = fieldOf('findUsIn');
    if (field.kind !== 'rows') throw new Error('The press list is drawn as rows.');
    expect(isRowFilled({ name: 'Demo Daily', logoImageId: null, url: '' }, field.columns)).toBe(true);
    expect(isRowFilled({ name: '', logoImageId: 3, url: 'https://press.example' }, field.columns)).toBe(false);
  });

  test('an untouched empty press row is left out of the save, a half-filled one is kept for its error', () => {
    const values = {
      heroHeading: 'Hello',
      findUsIn: [
        { name: 'Demo Daily', logoImageId: null, url: '' },
        { name: '', logoImageId: null, url: '' },
        { name: '', logoImageId: null, url: 'https://press.example' },
      ],
    } as unknown as FormValues;
    expect(toTexts(values).findUsIn).toEqual([
      { name: 'Demo Daily', logoImageId: null, url: '' },
      { name: '', logoImageId: null, url: 'https://press.example' },
    ]);
  });

  test('an error path names its text, however deep it points', () => {
    expect(keyOfPath('texts.heroHeading')).toBe('heroHeading');
    expect(keyOfPath('texts.findUsIn.1.name')).toBe('findUsIn');
    expect(keyOfPath(undefined)).toBe('');
  });
});
