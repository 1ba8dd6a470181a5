import { httpError } from './errors.ts';

/** The 400 of a list page asked with an `after` the list did not give (or gave for another order). */
export const badPosition = () =>
  httpError(400, {
    errors: [
      { msg: 'after is not a position this list gave: send the next value of the previous page.', path: 'after' },
    ],
  });
