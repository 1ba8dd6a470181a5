import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { HOLD_RELEASE_REASONS, INBOX_KINDS, INBOX_STAGES } from '../../../shared/inbox.ts';
import { shopItems } from '../../content/types/shop-items.ts';
import { createdAt } from './columns.ts';
import { contactMessages, enquiries, mailOutbox } from './inbox.ts';
import { users } from './people.ts';

// Incremented in the insert's transaction, so two enquiries never share a reference.
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

// A null user is the system (an expired hold).
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

// Never shown to the visitor.
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

// The partial unique index makes two active holds on one work and size impossible, whoever races for it.
export const holds = sqliteTable(
  'holds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    itemId: integer('item_id')
      .notNull()
      .references(() => shopItems.id, { onDelete: 'cascade' }),
    // '' for the whole work.
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
