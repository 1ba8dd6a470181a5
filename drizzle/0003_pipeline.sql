ALTER TABLE `enquiries` RENAME COLUMN "status" TO "stage";--> statement-breakpoint
CREATE TABLE `holds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_id` integer NOT NULL,
	`size` text DEFAULT '' NOT NULL,
	`enquiry_id` integer NOT NULL,
	`until` integer NOT NULL,
	`released_at` integer,
	`release_reason` text,
	`user_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `shop_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `holds_active_unique` ON `holds` (`item_id`,`size`) WHERE "holds"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX `holds_enquiry_idx` ON `holds` (`enquiry_id`);--> statement-breakpoint
CREATE INDEX `holds_until_idx` ON `holds` (`released_at`,`until`);--> statement-breakpoint
CREATE TABLE `inbox_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enquiry_id` integer,
	`contact_message_id` integer,
	`user_id` integer,
	`text` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `inbox_notes_enquiry_idx` ON `inbox_notes` (`enquiry_id`);--> statement-breakpoint
CREATE INDEX `inbox_notes_message_idx` ON `inbox_notes` (`contact_message_id`);--> statement-breakpoint
CREATE TABLE `inbox_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enquiry_id` integer,
	`contact_message_id` integer,
	`user_id` integer,
	`text` text NOT NULL,
	`mail_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`mail_id`) REFERENCES `mail_outbox`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `inbox_replies_enquiry_idx` ON `inbox_replies` (`enquiry_id`);--> statement-breakpoint
CREATE INDEX `inbox_replies_message_idx` ON `inbox_replies` (`contact_message_id`);--> statement-breakpoint
CREATE TABLE `reference_counters` (
	`kind` text NOT NULL,
	`year` integer NOT NULL,
	`last` integer NOT NULL,
	PRIMARY KEY(`kind`, `year`)
);
--> statement-breakpoint
CREATE TABLE `inbox_stage_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enquiry_id` integer,
	`contact_message_id` integer,
	`from_stage` text NOT NULL,
	`to_stage` text NOT NULL,
	`user_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `inbox_stage_changes_enquiry_idx` ON `inbox_stage_changes` (`enquiry_id`);--> statement-breakpoint
CREATE INDEX `inbox_stage_changes_message_idx` ON `inbox_stage_changes` (`contact_message_id`);--> statement-breakpoint
ALTER TABLE `enquiries` ADD `reference` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `owner_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `follow_up_at` integer;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `erased_at` integer;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `sale_cents` integer;--> statement-breakpoint
CREATE INDEX `enquiries_stage_idx` ON `enquiries` (`stage`,`created_at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `reference` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `stage` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `owner_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `follow_up_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `erased_at` integer;--> statement-breakpoint
ALTER TABLE `enquiry_lines` ADD `image_url` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `unsubscribe_token` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `unsubscribed_at` integer;--> statement-breakpoint
-- Data: 'contacted' is now 'replied'; every existing enquiry and message gets its reference, numbered per
-- year in the order they arrived, and the counters continue from there.
UPDATE `enquiries` SET `stage` = 'replied' WHERE `stage` = 'contacted';--> statement-breakpoint
UPDATE `enquiries` SET `reference` = 'ENQ-' || `r`.`y` || '-' || printf('%04d', `r`.`n`)
FROM (
  SELECT `id`, strftime('%Y', `created_at` / 1000, 'unixepoch') AS `y`,
    row_number() OVER (PARTITION BY strftime('%Y', `created_at` / 1000, 'unixepoch') ORDER BY `created_at`, `id`) AS `n`
  FROM `enquiries`
) AS `r` WHERE `r`.`id` = `enquiries`.`id`;--> statement-breakpoint
UPDATE `contact_messages` SET `reference` = 'MSG-' || `r`.`y` || '-' || printf('%04d', `r`.`n`)
FROM (
  SELECT `id`, strftime('%Y', `created_at` / 1000, 'unixepoch') AS `y`,
    row_number() OVER (PARTITION BY strftime('%Y', `created_at` / 1000, 'unixepoch') ORDER BY `created_at`, `id`) AS `n`
  FROM `contact_messages`
) AS `r` WHERE `r`.`id` = `contact_messages`.`id`;--> statement-breakpoint
INSERT INTO `reference_counters` (`kind`, `year`, `last`)
  SELECT 'enquiry', CAST(strftime('%Y', `created_at` / 1000, 'unixepoch') AS INTEGER), count(*)
  FROM `enquiries` GROUP BY 2;--> statement-breakpoint
INSERT INTO `reference_counters` (`kind`, `year`, `last`)
  SELECT 'message', CAST(strftime('%Y', `created_at` / 1000, 'unixepoch') AS INTEGER), count(*)
  FROM `contact_messages` GROUP BY 2;--> statement-breakpoint
UPDATE `newsletter_subscribers` SET `unsubscribe_token` = lower(hex(randomblob(24)));--> statement-breakpoint
CREATE UNIQUE INDEX `enquiries_reference_unique` ON `enquiries` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_reference_unique` ON `contact_messages` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_unsubscribe_token_unique` ON `newsletter_subscribers` (`unsubscribe_token`);
