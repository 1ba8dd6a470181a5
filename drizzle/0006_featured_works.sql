CREATE TABLE `featured_works` (
	`position` integer PRIMARY KEY NOT NULL,
	`item_id` integer NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `shop_items`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "featured_works_position_range" CHECK("featured_works"."position" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `featured_works_item_unique` ON `featured_works` (`item_id`);