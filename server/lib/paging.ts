import { httpError } from './errors.ts';

export const badPosition = () =>
  httpError(400, {
    errors: [
      { msg: 'after is not a position this list gave: send the next value of the previous page.', path: 'after' },
    ],
  });
