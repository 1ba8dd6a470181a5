import { integer, text } from 'drizzle-orm/sqlite-core';
import { PUBLISH_STATUSES } from '../../../shared/content-fields.ts';
import { images } from './images.ts';

export const imageRef = (name: string) => integer(name).references(() => images.id, { onDelete: 'restrict' });

// Whether an entry is public now is decided at read time (server/queries/published.ts), so nothing runs at that time.
export const publishing = () => ({
  status: text('status', { enum: PUBLISH_STATUSES }).notNull().default('published'),
  publishAt: integer('publish_at'),
});
