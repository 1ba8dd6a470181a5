import { z } from 'zod';
import { EMPTY_SLUG, slugify } from './slug.ts';
import { hasInvisible, invisibleMessage } from './visible-text.ts';

export const MAX_LINE = 200;
export const MAX_PARAGRAPH = 2000;
export const MAX_META = 300;
/** Rich text may hold pasted data: images, so it gets room, but a bound. */
export const MAX_RICH = 500_000;
export const MAX_URL = 2000;
export const MAX_LIST = 100;

const required = (label: string) => `${label} is required.`;
const missingOr = (label: string, wrong: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required(label) : wrong;
const tooLong = (label: string, max: number) => `${label} can be at most ${max.toLocaleString('en')} characters.`;

export function text(label: string, options: { max?: number; optional?: boolean } = {}) {
  const max = options.max ?? MAX_LINE;
  const base = z
    .string({ error: missingOr(label, `${label} must be text.`) })
    .trim()
    .max(max, { error: tooLong(label, max) })
    .refine((value) => !hasInvisible(value), { error: invisibleMessage(label) });
  return options.optional ? base.default('') : base.min(1, { error: required(label) });
}

/** An empty editor ('<p></p>') counts as empty. */
const hasContent = (html: string) => /<img\s/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';

/** The server sanitises it on write; here only presence and size are checked. */
export function richText(label: string, options: { optional?: boolean } = {}) {
  const base = z
    .string({ error: missingOr(label, `${label} must be text.`) })
    .max(MAX_RICH, { error: tooLong(label, MAX_RICH) });
  return options.optional ? base.default('') : base.refine(hasContent, { error: required(label) });
}

export const slug = () =>
  z
    .string({ error: required('Slug') })
    .transform(slugify)
    .pipe(z.string().min(1, { error: EMPTY_SLUG }));

export function imageId(label: string, message = `Choose the ${label.toLowerCase()}.`) {
  return z.number({ error: message }).int({ error: message }).positive({ error: message });
}

export const optionalImageId = (label: string) => imageId(label).nullable().default(null);

export const imageIds = (label: string) =>
  z
    .array(imageId(label, `Choose an image for each entry of ${label}.`), {
      error: `${label} must be a list of images.`,
    })
    .max(MAX_LIST, { error: `${label} can hold at most ${MAX_LIST} images.` })
    .default([]);

/** Naming one twice is refused: a checklist lists each work once. */
export function entryIds(label: string, noun: string) {
  const choose = `Choose a ${noun} for each entry of ${label}.`;
  return z
    .array(z.number({ error: choose }).int({ error: choose }).positive({ error: choose }), {
      error: `${label} must be a list of ${noun}s.`,
    })
    .max(MAX_LIST, { error: `${label} can hold at most ${MAX_LIST} ${noun}s.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `${label} names the same ${noun} twice.` })
    .default([]);
}

const isWebAddress = (value: string) => {
  if (value === '') return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Pages link to or embed it, so only http and https are accepted. */
export const url = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(MAX_URL, { error: tooLong(label, MAX_URL) })
    .refine(isWebAddress, { error: `${label} must be a web address starting with http:// or https://.` })
    .default('');

export const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(0, { error: `${label} must be 0 or more.` })
    .max(max, { error: `${label} can be at most ${max}.` })
    .nullable()
    .default(null);

export const year = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(1000, { error: `${label} must be a year from 1000 to 2999.` })
    .max(2999, { error: `${label} must be a year from 1000 to 2999.` })
    .nullable()
    .default(null);

export const price = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, { error: `${label} must be 0 or more.` })
    .max(10_000_000, { error: `${label} can be at most 10,000,000.` })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: `${label} can have at most two decimals.`,
    });

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const date = (label: string) =>
  z.string({ error: required(label) }).refine(isCalendarDate, { error: `${label} must be a date (yyyy-mm-dd).` });

export const optionalDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (yyyy-mm-dd).` })
    .refine((value) => value === '' || isCalendarDate(value), { error: `${label} must be a date (yyyy-mm-dd).` })
    .transform((value) => value || null)
    .nullable()
    .default(null);

export const PUBLISH_STATUSES = ['draft', 'published'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

const PUBLISH_AT_WRONG = 'Publish on must be a date and time.';

const publishAt = z
  .preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Date.parse(value) : value),
    z
      .number({ error: PUBLISH_AT_WRONG })
      .int({ error: PUBLISH_AT_WRONG })
      .min(0, { error: PUBLISH_AT_WRONG })
      .max(253_402_300_799_000, { error: PUBLISH_AT_WRONG })
      .nullable(),
  )
  .default(null);

// A body without a status is published, so the SPEC's calls still publish at once.
export const publishing = {
  status: z.enum(PUBLISH_STATUSES, { error: 'Status must be Draft or Published.' }).default('published'),
  publish_at: publishAt,
};
