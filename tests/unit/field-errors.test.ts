import { describe, expect, test } from 'vitest';
import { firstInvalid, noErrors, splitErrors } from '../../client/lib/field-errors.ts';

const FIELDS = ['name', 'email', 'phone'] as const;

describe('form errors by place', () => {
  test('server and zod paths go to their field, the first message of a field wins, the rest to the form', () => {
    const split = splitErrors(
      [
        { msg: 'Enter a valid e-mail address.', path: 'email' },
        { msg: 'Second e-mail message', path: ['email'] },
        { msg: 'Please enter your name.', path: ['name'] },
        { msg: '"Pine and Crane" is sold and cannot be enquired for.', path: 'cart.0.slug' },
        { msg: 'The captcha could not be verified.', path: 'captchaToken' },
        { msg: 'The captcha could not be verified.' },
      ],
      FIELDS,
    );
    expect(split).toEqual({
      fields: { email: 'Enter a valid e-mail address.', name: 'Please enter your name.' },
      form: ['"Pine and Crane" is sold and cannot be enquired for.', 'The captcha could not be verified.'],
    });
    expect(firstInvalid(split, FIELDS)).toBe('name');
    expect(noErrors(split)).toBe(false);
  });

  test('nothing wrong is nothing to show', () => {
    const split = splitErrors([], FIELDS);
    expect(noErrors(split)).toBe(true);
    expect(firstInvalid(split, FIELDS)).toBeUndefined();
  });
});
