CREATE TABLE `exhibition_artists` (
	`exhibition_id` integer NOT NULL,
	`position` integer NOT NULL,
	`artist_id` integer NOT NULL,
	PRIMARY KEY(`exhibition_id`, `position`),
	FOREIGN KEY (`exhibition_id`) REFERENCES `exhibitions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exhibition_artists_artist_idx` ON `exhibition_artists` (`artist_id`);--> statement-breakpoint
CREATE TABLE `exhibition_works` (
	`exhibition_id` integer NOT NULL,
	`position` integer NOT NULL,
	`shop_item_id` integer NOT NULL,
	PRIMARY KEY(`exhibition_id`, `position`),
	FOREIGN KEY (`exhibition_id`) REFERENCES `exhibitions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_item_id`) REFERENCES `shop_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exhibition_works_item_idx` ON `exhibition_works` (`shop_item_id`);--> statement-breakpoint
CREATE TABLE `shop_item_images` (
	`owner_id` integer NOT NULL,
	`position` integer NOT NULL,
	`image_id` integer NOT NULL,
	PRIMARY KEY(`owner_id`, `position`),
	FOREIGN KEY (`owner_id`) REFERENCES `shop_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `shop_item_images_image_idx` ON `shop_item_images` (`image_id`);--> statement-breakpoint
CREATE TABLE `terms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `terms_kind_name_unique` ON `terms` (`kind`,lower("name"));--> statement-breakpoint
ALTER TABLE `exhibitions` ADD `starts_on` text;--> statement-breakpoint
ALTER TABLE `exhibitions` ADD `ends_on` text;--> statement-breakpoint
ALTER TABLE `exhibitions` ADD `venue` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_item_sizes` ADD `width_cm` real;--> statement-breakpoint
ALTER TABLE `shop_item_sizes` ADD `height_cm` real;--> statement-breakpoint
ALTER TABLE `shop_item_sizes` ADD `depth_cm` real;--> statement-breakpoint
ALTER TABLE `shop_item_sizes` ADD `availability` text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_items` ADD `year` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_items` ADD `availability` text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_items` ADD `price_on_request` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_items` ADD `edition` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_items` ADD `edition_size` integer;--> statement-breakpoint
ALTER TABLE `shop_items` ADD `signed` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_items` ADD `framed` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `country` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `country` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `kind` text DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiry_lines` ADD `price_on_request` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Data: the free-text media, categories and collections become the managed lists, and every item takes its
-- list's spelling (the first in sort order wins when two differ only by case).
INSERT OR IGNORE INTO `terms` (`kind`, `name`)
  SELECT DISTINCT 'medium', trim(`medium`) FROM `shop_item_media` WHERE trim(`medium`) <> '' ORDER BY 2;--> statement-breakpoint
INSERT OR IGNORE INTO `terms` (`kind`, `name`)
  SELECT DISTINCT 'category', trim(`category`) FROM `shop_items` WHERE trim(`category`) <> '' ORDER BY 2;--> statement-breakpoint
INSERT OR IGNORE INTO `terms` (`kind`, `name`)
  SELECT DISTINCT 'collection', trim(`from_collection`) FROM `shop_items` WHERE trim(`from_collection`) <> '' ORDER BY 2;--> statement-breakpoint
UPDATE `shop_item_media` SET `medium` = (
  SELECT `name` FROM `terms` WHERE `kind` = 'medium' AND lower(`name`) = lower(trim(`shop_item_media`.`medium`))
) WHERE trim(`medium`) <> '';--> statement-breakpoint
UPDATE `shop_items` SET `category` = coalesce((
  SELECT `name` FROM `terms` WHERE `kind` = 'category' AND lower(`name`) = lower(trim(`shop_items`.`category`))
), '');--> statement-breakpoint
UPDATE `shop_items` SET `from_collection` = coalesce((
  SELECT `name` FROM `terms` WHERE `kind` = 'collection' AND lower(`name`) = lower(trim(`shop_items`.`from_collection`))
), '');--> statement-breakpoint
-- Data: sizes written 'width x height cm' ('70 x 45 cm', '70x45', '70,5 × 45 cm') get their dimensions.
UPDATE `shop_item_sizes` SET `width_cm` = CAST(`p`.`w` AS REAL), `height_cm` = CAST(`p`.`h` AS REAL)
FROM (
  SELECT `item_id`, `position`, substr(`n`, 1, instr(`n`, 'x') - 1) AS `w`, substr(`n`, instr(`n`, 'x') + 1) AS `h`
  FROM (
    SELECT `item_id`, `position`,
      replace(replace(replace(replace(lower(trim(`size`)), 'cm', ''), ' ', ''), '×', 'x'), ',', '.') AS `n`
    FROM `shop_item_sizes`
  ) WHERE instr(`n`, 'x') > 0
) AS `p`
WHERE `p`.`item_id` = `shop_item_sizes`.`item_id` AND `p`.`position` = `shop_item_sizes`.`position`
  AND `p`.`w` GLOB '[0-9]*' AND `p`.`h` GLOB '[0-9]*'
  AND `p`.`w` NOT GLOB '*[^0-9.]*' AND `p`.`h` NOT GLOB '*[^0-9.]*'
  AND CAST(`p`.`w` AS REAL) > 0 AND CAST(`p`.`h` AS REAL) > 0;
