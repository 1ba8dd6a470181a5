-- The search index's triggers and views are written from the content descriptions at start-up
-- (server/search/sync.ts, docs/decisions/016): the hand-written ones of drizzle/0010_search.sql and
-- drizzle/0014_search_languages.sql go. The indexes and their rows stay; the start-up that follows this, in the
-- same transaction, makes the generated ones and writes each type's rows again from them.
DROP TRIGGER IF EXISTS search_work_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_work_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_work_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_artist_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_artist_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_artist_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_collection_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_collection_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_collection_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_exhibition_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_exhibition_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_exhibition_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_film_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_film_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_film_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_publication_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_publication_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_publication_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_post_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_post_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_post_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_work_media_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_work_media_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_work_media_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_artist_rename;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_translation_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_translation_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_translation_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_name_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_name_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_name_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_work_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_work_artist;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_work_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_artist_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_collection_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_exhibition_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_film_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_publication_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_i18n_post_delete;
--> statement-breakpoint
DROP VIEW IF EXISTS search_source_work;
--> statement-breakpoint
DROP VIEW IF EXISTS search_source_artist;
--> statement-breakpoint
DROP VIEW IF EXISTS search_source_collection;
--> statement-breakpoint
DROP VIEW IF EXISTS search_source_exhibition;
--> statement-breakpoint
DROP VIEW IF EXISTS search_source_film;
--> statement-breakpoint
DROP VIEW IF EXISTS search_source_publication;
--> statement-breakpoint
DROP VIEW IF EXISTS search_source_post;
--> statement-breakpoint
DROP VIEW IF EXISTS search_source_i18n;
