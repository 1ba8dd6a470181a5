import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { updatedAt } from './columns.ts';

export const siteSettings = sqliteTable('site_settings', {
  id: integer('id').primaryKey(),
  data: text('data', { mode: 'json' }).notNull(),
  updatedAt: updatedAt(),
});

// A solved challenge is accepted once.
export const usedCaptchaChallenges = sqliteTable('used_captcha_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});
