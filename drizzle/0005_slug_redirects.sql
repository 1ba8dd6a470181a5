CREATE TABLE `slug_redirects` (
	`type` text NOT NULL,
	`old_slug` text NOT NULL,
	`new_slug` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`type`, `old_slug`)
);
--> statement-breakpoint
CREATE INDEX `slug_redirects_target_idx` ON `slug_redirects` (`type`,`new_slug`);