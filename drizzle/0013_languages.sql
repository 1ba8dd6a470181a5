CREATE TABLE `entry_names` (
	`type` text NOT NULL,
	`entry_id` integer NOT NULL,
	`form` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`type`, `entry_id`, `form`)
);
--> statement-breakpoint
CREATE INDEX `entry_names_value` ON `entry_names` (`value`);--> statement-breakpoint
CREATE TABLE `entry_publication` (
	`type` text NOT NULL,
	`entry_id` integer NOT NULL,
	`lang` text NOT NULL,
	`published` integer NOT NULL,
	PRIMARY KEY(`type`, `entry_id`, `lang`)
);
--> statement-breakpoint
CREATE TABLE `entry_translations` (
	`type` text NOT NULL,
	`entry_id` integer NOT NULL,
	`lang` text NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`type`, `entry_id`, `lang`, `field`)
);
--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `lang` text DEFAULT 'en' NOT NULL;