import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ENQUIRY_KINDS, INBOX_STAGES } from '../../../shared/inbox.ts';
import { LANGS } from '../../../shared/languages.ts';
import { shopItems } from '../../content/types/shop-items.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './people.ts';

export { ENQUIRY_KINDS, INBOX_STAGES };

const pipelineColumns = () => ({
  reference: text('reference').notNull().default(''),
  stage: text('stage', { enum: INBOX_STAGES }).notNull().default('new'),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  followUpAt: integer('follow_up_at', { mode: 'timestamp_ms' }),
  // Privacy period: the visitor's personal data is erased; reference, date and works stay.
  erasedAt: integer('erased_at', { mode: 'timestamp_ms' }),
  lang: text('lang', { enum: LANGS }).notNull().default('en'),
});

// Totals and prices are the server's, looked up when it arrived.
export const enquiries = sqliteTable(
  'enquiries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    kind: text('kind', { enum: ENQUIRY_KINDS }).notNull().default('cart'),
    notes: text('notes').notNull().default(''),
    totalCents: integer('total_cents').notNull(),
    ...pipelineColumns(),
    saleCents: integer('sale_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    uniqueIndex('enquiries_reference_unique').on(t.reference),
    index('enquiries_stage_idx').on(t.stage, t.createdAt),
  ],
);

// Title and price are copied so later catalogue edits do not rewrite history.
export const enquiryLines = sqliteTable(
  'enquiry_lines',
  {
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: integer('item_id').references(() => shopItems.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    artistName: text('artist_name').notNull(),
    size: text('size').notNull(),
    priceCents: integer('price_cents').notNull(),
    priceOnRequest: integer('price_on_request', { mode: 'boolean' }).notNull().default(false),
    quantity: integer('quantity').notNull(),
    imageUrl: text('image_url').notNull().default(''),
  },
  (t) => [uniqueIndex('enquiry_lines_pk').on(t.enquiryId, t.position)],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ...pipelineColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    uniqueIndex('contact_messages_reference_unique').on(t.reference),
  ],
);

// 'held': pending when a restore brought it back, too old to send unasked (a restore never sends old mail);
// staff then send it (back to 'pending') or discard it ('discarded', final) on the dashboard.
export const OUTBOX_STATUSES = ['pending', 'sent', 'dead', 'held', 'discarded'] as const;

// Written in the enquiry's or message's transaction, so nothing a visitor sends depends on the mail provider.
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastError: text('last_error'),
    providerId: text('provider_id'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_idempotency_unique').on(t.idempotencyKey),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
