import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { updatedAt } from './columns.ts';

/**
 * The gallery's own details that staff edit in the admin (address, phone, hours, social links, map point):
 * one row, id 1, its fields as JSON checked by the shared zod schema on every write and read.
 */
export const siteSettings = sqliteTable('site_settings', {
  id: integer('id').primaryKey(),
  data: text('data', { mode: 'json' }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * Self-hosted captcha challenges already spent: a solved challenge is accepted once. Rows outlive their
 * challenge's expiry only until the next accepted one clears them.
 */
export const usedCaptchaChallenges = sqliteTable('used_captcha_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});
