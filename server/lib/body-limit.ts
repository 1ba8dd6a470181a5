import { bodyLimit } from 'hono/body-limit';
import { httpError } from './errors.ts';

/**
 * A cap on what a write may send, checked before the body is read (Bun itself would take 128 MB). The
 * message is the caller's: the upload's is the SPEC's own text.
 */
export const limitBody = (maxSize: number, message = 'The request is too large.') =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw httpError(413, { errors: [{ msg: message, path: '' }] });
    },
  });
