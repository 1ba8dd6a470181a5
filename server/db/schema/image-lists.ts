import { index, integer, primaryKey, type SQLiteColumn, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { images } from './images.ts';

/**
 * An ordered list of images belonging to one row of `owner` (an artist's extra images, a film's stills...).
 * Every content type gets its own table so each list has a real foreign key to its owner.
 */
export function imageListTable<Name extends string>(name: Name, ownerColumn: () => SQLiteColumn) {
  return sqliteTable(
    name,
    {
      ownerId: integer('owner_id').notNull().references(ownerColumn, { onDelete: 'cascade' }),
      position: integer('position').notNull(),
      imageId: integer('image_id')
        .notNull()
        .references(() => images.id, { onDelete: 'restrict' }),
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.position] }), index(`${name}_image_idx`).on(t.imageId)],
  );
}

/** Like `imageListTable`, with a description for each image (exhibition extras). */
export function describedImageListTable<Name extends string>(name: Name, ownerColumn: () => SQLiteColumn) {
  return sqliteTable(
    name,
    {
      ownerId: integer('owner_id').notNull().references(ownerColumn, { onDelete: 'cascade' }),
      position: integer('position').notNull(),
      imageId: integer('image_id')
        .notNull()
        .references(() => images.id, { onDelete: 'restrict' }),
      description: text('description').notNull(),
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.position] }), index(`${name}_image_idx`).on(t.imageId)],
  );
}
