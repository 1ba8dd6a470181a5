import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { HOLD_RELEASE_REASONS, INBOX_KINDS, INBOX_STAGES } from '../../../shared/inbox.ts';
import { createdAt } from './columns.ts';
import { shopItems } from './content.ts';
import { contactMessages, enquiries, mailOutbox } from './inbox.ts';
import { users } from './people.ts';

/**
 * The staff's pipeline around enquiries and messages: numbering, the stage history, notes, replies and
 * holds. Each history, note and reply row belongs to exactly one enquiry or one message.
 */

/** The last reference number given per kind and year, incremented in the transaction of the insert. */
export const referenceCounters = sqliteTable(
  'reference_counters',
  {
    kind: text('kind', { enum: INBOX_KINDS }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

const belongsTo = () => ({
  enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
  contactMessageId: integer('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
});

/** Every stage change: who (null for the system, e.g. an expired hold), when, from and to. */
export const stageChanges = sqliteTable(
  'inbox_stage_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...belongsTo(),
    fromStage: text('from_stage', { enum: INBOX_STAGES }).notNull(),
    toStage: text('to_stage', { enum: INBOX_STAGES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_stage_changes_enquiry_idx').on(t.enquiryId),
    index('inbox_stage_changes_message_idx').on(t.contactMessageId),
  ],
);

/** Internal notes; never shown to the visitor. A null user is the system (hold released, sold elsewhere). */
export const inboxNotes = sqliteTable(
  'inbox_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...belongsTo(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_notes_enquiry_idx').on(t.enquiryId), index('inbox_notes_message_idx').on(t.contactMessageId)],
);

/** A reply staff sent from the admin; its delivery status is its outbox row's. */
export const inboxReplies = sqliteTable(
  'inbox_replies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...belongsTo(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_replies_enquiry_idx').on(t.enquiryId),
    index('inbox_replies_message_idx').on(t.contactMessageId),
  ],
);

/**
 * A work (size '' ) or one of its sizes reserved for an enquiry until a date. The partial unique index makes
 * two active holds on the same work and size impossible, whoever races for it.
 */
export const holds = sqliteTable(
  'holds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    itemId: integer('item_id')
      .notNull()
      .references(() => shopItems.id, { onDelete: 'cascade' }),
    /** The size option held, or '' for the whole work. */
    size: text('size').notNull().default(''),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    until: integer('until', { mode: 'timestamp_ms' }).notNull(),
    releasedAt: integer('released_at', { mode: 'timestamp_ms' }),
    releaseReason: text('release_reason', { enum: HOLD_RELEASE_REASONS }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('holds_active_unique').on(t.itemId, t.size).where(sql`${t.releasedAt} IS NULL`),
    index('holds_enquiry_idx').on(t.enquiryId),
    index('holds_until_idx').on(t.releasedAt, t.until),
  ],
);
