import { index, integer, primaryKey, type SQLiteColumn, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { images } from './images.ts';

// A table per content type, so each list has a real foreign key to its owner.
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
