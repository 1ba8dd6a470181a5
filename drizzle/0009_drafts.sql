ALTER TABLE `artists` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `artists` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `collections` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `collections` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `exhibitions` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `exhibitions` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `films` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `films` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `publications` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `publications` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `shop_items` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_items` ADD `publish_at` integer;