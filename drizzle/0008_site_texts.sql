CREATE TABLE `site_texts` (
	`key` text NOT NULL,
	`lang` text DEFAULT 'en' NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` integer,
	PRIMARY KEY(`key`, `lang`),
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
