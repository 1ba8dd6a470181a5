CREATE TABLE `content_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`entry_id` integer NOT NULL,
	`saved_at` integer NOT NULL,
	`saved_by` integer,
	`saved_by_email` text DEFAULT '' NOT NULL,
	`values` text NOT NULL,
	FOREIGN KEY (`saved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `content_revisions_entry_idx` ON `content_revisions` (`type`,`entry_id`,`id`);