-- A term's name is unique in its list in one folding, in every script: SQLite's lower() folded ASCII only, so
-- 'Ölmalerei' and 'ölmalerei' could both be in the list of media. Each term gets its name's key, made by
-- term_name_key(), which every connection of the server has (server/db/client.ts: shared/terms.ts
-- termNameKey), and the key is what is unique. Two terms that were already one name in this folding both
-- stay, so no item loses its term: the newer one's key carries its id (after a U+001F, which no name holds),
-- until staff rename or delete it. The table is built anew because SQLite cannot add a column without a
-- default; its ids and its autoincrement counter are kept.
CREATE TABLE `__new_terms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_terms` (`id`, `kind`, `name`, `name_key`) SELECT `id`, `kind`, `name`, term_name_key(`name`) || CASE WHEN EXISTS (SELECT 1 FROM `terms` AS `older` WHERE `older`.`kind` = `terms`.`kind` AND `older`.`id` < `terms`.`id` AND term_name_key(`older`.`name`) = term_name_key(`terms`.`name`)) THEN char(31) || `id` ELSE '' END FROM `terms`;
--> statement-breakpoint
DELETE FROM `sqlite_sequence` WHERE `name` = '__new_terms';
--> statement-breakpoint
INSERT INTO `sqlite_sequence` (`name`, `seq`) SELECT '__new_terms', max(coalesce((SELECT `seq` FROM `sqlite_sequence` WHERE `name` = 'terms'), 0), coalesce((SELECT max(`id`) FROM `__new_terms`), 0));
--> statement-breakpoint
DROP TABLE `terms`;
--> statement-breakpoint
ALTER TABLE `__new_terms` RENAME TO `terms`;
--> statement-breakpoint
CREATE UNIQUE INDEX `terms_kind_name_key_unique` ON `terms` (`kind`,`name_key`);
