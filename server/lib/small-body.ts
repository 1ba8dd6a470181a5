import { bodyLimit } from 'hono/body-limit';
import { httpError } from './errors.ts';

/** What a sign-in or signup body could ever need: two fields and a captcha token. */
const MAX_BYTES = 16 * 1024;

/**
 * For the account routes: a body larger than any real one is cut off while it streams in (413), instead of
 * being read whole into memory and parsed before the schema could refuse it.
 */
export const smallBody = () =>
  bodyLimit({
    maxSize: MAX_BYTES,
    onError: () => {
      throw httpError(413, { error: 'The request is too large.' });
    },
  });
