import { z } from 'zod';
import { INVALID_EMAIL } from './contact.ts';

export const newsletterSchema = z.object(
  {
    // 254 is the longest address SMTP can deliver to (RFC 5321 path limit).
    email: z
      .string({ error: INVALID_EMAIL })
      .trim()
      .max(254, { error: INVALID_EMAIL, abort: true })
      .pipe(z.email({ error: INVALID_EMAIL })),
  },
  { error: INVALID_EMAIL },
);
