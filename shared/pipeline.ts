import { z } from 'zod';
import { ENQUIRY_STAGES, INBOX_KINDS, INBOX_STAGES } from './inbox.ts';

export const INBOX_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_HOLD_DAYS = 7;
export const MAX_HOLD_DAYS = 90;

const wholeFrom = (min: number, max: number, name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${min} to ${max}.` })
    .int({ error: `${name} must be a whole number from ${min} to ${max}.` })
    .min(min, { error: `${name} must be a whole number from ${min} to ${max}.` })
    .max(max, { error: `${name} must be a whole number from ${min} to ${max}.` });

export const inboxQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS, { error: 'kind must be enquiry or message.' }).optional(),
  stage: z.enum(INBOX_STAGES, { error: `stage must be one of ${INBOX_STAGES.join(', ')}.` }).optional(),
  owner: wholeFrom(1, 2 ** 31, 'owner').optional(),
  overdue: z.enum(['1', '0'], { error: 'overdue must be 1 or 0.' }).optional(),
  q: z.string().max(200, { error: 'The search can be at most 200 characters.' }).optional(),
  page: wholeFrom(1, 100_000, 'page').optional(),
  perPage: wholeFrom(1, 100, 'perPage').optional(),
});

export const stageSchema = z.object({
  stage: z.enum(INBOX_STAGES, { error: `The stage must be one of ${INBOX_STAGES.join(', ')}.` }),
});

export const isoDay = z.iso
  .date({ error: 'Give a real date as YYYY-MM-DD.' })
  .refine((day) => day >= '2000-01-01' && day <= '2199-12-31', { error: 'Give a date from 2000 to 2199.' });

export const noteSchema = z.object({
  text: z.string().trim().min(1, { error: 'Write the note first.' }).max(5000, { error: 'The note is too long.' }),
});

export const assignSchema = z.object({
  ownerId: z.number({ error: 'The owner must be an admin.' }).int().positive().nullable().optional(),
  followUpOn: isoDay.nullable().optional(),
});

export const replySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'Write the reply first.' })
    .max(20_000, { error: 'The reply is too long (at most 20,000 characters).' }),
  /** Made once per reply by the form, so sending it twice (a retry, a double click) queues one mail. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }).optional(),
});

export const reserveSchema = z.object({
  days: z
    .number({ error: `days must be a whole number from 1 to ${MAX_HOLD_DAYS}.` })
    .int({ error: `days must be a whole number from 1 to ${MAX_HOLD_DAYS}.` })
    .min(1, { error: `days must be a whole number from 1 to ${MAX_HOLD_DAYS}.` })
    .max(MAX_HOLD_DAYS, { error: `days must be a whole number from 1 to ${MAX_HOLD_DAYS}.` })
    .default(DEFAULT_HOLD_DAYS),
});

export const soldSchema = z.object({
  salePrice: z
    .number({ error: 'The sale price must be a number of euros.' })
    .nonnegative({ error: 'The sale price cannot be negative.' })
    .max(100_000_000, { error: 'The sale price is too large.' })
    .nullable()
    .optional(),
});

export const exportQuerySchema = z.object({ from: isoDay, to: isoDay });

export const stagesFor = (kind: (typeof INBOX_KINDS)[number]) =>
  kind === 'enquiry' ? ENQUIRY_STAGES : (['new', 'replied', 'closed', 'spam'] as const);
