CREATE TABLE `artist_images` (
	`owner_id` integer NOT NULL,
	`position` integer NOT NULL,
	`image_id` integer NOT NULL,
	PRIMARY KEY(`owner_id`, `position`),
	FOREIGN KEY (`owner_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `artist_images_image_idx` ON `artist_images` (`image_id`);--> statement-breakpoint
CREATE TABLE `artists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`meta_description` text DEFAULT '' NOT NULL,
	`img_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`img_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `artists_slug_unique` ON `artists` (`slug`);--> statement-breakpoint
CREATE TABLE `blog_post_images` (
	`owner_id` integer NOT NULL,
	`position` integer NOT NULL,
	`image_id` integer NOT NULL,
	PRIMARY KEY(`owner_id`, `position`),
	FOREIGN KEY (`owner_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `blog_post_images_image_idx` ON `blog_post_images` (`image_id`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`subtitle` text DEFAULT '' NOT NULL,
	`date` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`video` text DEFAULT '' NOT NULL,
	`img_id` integer NOT NULL,
	`meta_description` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`img_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE TABLE `collection_images` (
	`owner_id` integer NOT NULL,
	`position` integer NOT NULL,
	`image_id` integer NOT NULL,
	PRIMARY KEY(`owner_id`, `position`),
	FOREIGN KEY (`owner_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `collection_images_image_idx` ON `collection_images` (`image_id`);--> statement-breakpoint
CREATE TABLE `collections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`short_description` text DEFAULT '' NOT NULL,
	`long_description` text DEFAULT '' NOT NULL,
	`meta_description` text DEFAULT '' NOT NULL,
	`main_img_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`main_img_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `collections_slug_unique` ON `collections` (`slug`);--> statement-breakpoint
CREATE TABLE `exhibition_images` (
	`owner_id` integer NOT NULL,
	`position` integer NOT NULL,
	`image_id` integer NOT NULL,
	`description` text NOT NULL,
	PRIMARY KEY(`owner_id`, `position`),
	FOREIGN KEY (`owner_id`) REFERENCES `exhibitions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `exhibition_images_image_idx` ON `exhibition_images` (`image_id`);--> statement-breakpoint
CREATE TABLE `exhibitions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`subtitle` text DEFAULT '' NOT NULL,
	`introduction` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`meta_description` text DEFAULT '' NOT NULL,
	`img_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`img_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `exhibitions_slug_unique` ON `exhibitions` (`slug`);--> statement-breakpoint
CREATE TABLE `film_images` (
	`owner_id` integer NOT NULL,
	`position` integer NOT NULL,
	`image_id` integer NOT NULL,
	PRIMARY KEY(`owner_id`, `position`),
	FOREIGN KEY (`owner_id`) REFERENCES `films`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `film_images_image_idx` ON `film_images` (`image_id`);--> statement-breakpoint
CREATE TABLE `films` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`subtitle` text DEFAULT '' NOT NULL,
	`short_description` text DEFAULT '' NOT NULL,
	`introduction` text DEFAULT '' NOT NULL,
	`synopsis` text DEFAULT '' NOT NULL,
	`film_link` text DEFAULT '' NOT NULL,
	`video_link` text DEFAULT '' NOT NULL,
	`official_site` text DEFAULT '' NOT NULL,
	`main_img_id` integer NOT NULL,
	`cover_img_id` integer,
	`run_time_mins` integer,
	`format` text DEFAULT '' NOT NULL,
	`aspect_ratio` text DEFAULT '' NOT NULL,
	`sound_mix` text DEFAULT '' NOT NULL,
	`colour` text DEFAULT 'Colour' NOT NULL,
	`language` text DEFAULT '' NOT NULL,
	`subtitles` text DEFAULT '' NOT NULL,
	`world_premiere` text,
	`composer` text DEFAULT '' NOT NULL,
	`meta_description` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`main_img_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`cover_img_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `films_slug_unique` ON `films` (`slug`);--> statement-breakpoint
CREATE TABLE `publication_images` (
	`owner_id` integer NOT NULL,
	`position` integer NOT NULL,
	`image_id` integer NOT NULL,
	PRIMARY KEY(`owner_id`, `position`),
	FOREIGN KEY (`owner_id`) REFERENCES `publications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `publication_images_image_idx` ON `publication_images` (`image_id`);--> statement-breakpoint
CREATE TABLE `publications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`subtitle` text DEFAULT '' NOT NULL,
	`short_description` text DEFAULT '' NOT NULL,
	`long_description` text DEFAULT '' NOT NULL,
	`publisher` text DEFAULT '' NOT NULL,
	`publish_year` integer,
	`purchase_link` text DEFAULT '' NOT NULL,
	`cover_img_id` integer NOT NULL,
	`meta_description` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`cover_img_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `publications_slug_unique` ON `publications` (`slug`);--> statement-breakpoint
CREATE TABLE `shop_item_media` (
	`item_id` integer NOT NULL,
	`position` integer NOT NULL,
	`medium` text NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `shop_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_item_media_pk` ON `shop_item_media` (`item_id`,`position`);--> statement-breakpoint
CREATE TABLE `shop_item_sizes` (
	`item_id` integer NOT NULL,
	`position` integer NOT NULL,
	`size` text NOT NULL,
	`price_cents` integer NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `shop_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_item_sizes_pk` ON `shop_item_sizes` (`item_id`,`position`);--> statement-breakpoint
CREATE TABLE `shop_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`artist_id` integer NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`from_collection` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`meta_description` text DEFAULT '' NOT NULL,
	`img_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`artist_id`) REFERENCES `artists`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`img_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_items_slug_unique` ON `shop_items` (`slug`);--> statement-breakpoint
CREATE INDEX `shop_items_artist_idx` ON `shop_items` (`artist_id`);--> statement-breakpoint
CREATE TABLE `image_variants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_id` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`content_type` text NOT NULL,
	`byte_size` integer NOT NULL,
	`hash` text NOT NULL,
	`bytes` blob NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `image_variants_image_width_unique` ON `image_variants` (`image_id`,`width`);--> statement-breakpoint
CREATE INDEX `image_variants_hash_idx` ON `image_variants` (`hash`);--> statement-breakpoint
CREATE TABLE `images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`alt` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`byte_size` integer NOT NULL,
	`hash` text NOT NULL,
	`bytes` blob NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `images_slug_unique` ON `images` (`slug`);--> statement-breakpoint
CREATE INDEX `images_hash_idx` ON `images` (`hash`);--> statement-breakpoint
CREATE TABLE `static_images` (
	`name` text PRIMARY KEY NOT NULL,
	`image_id` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `enquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`total_cents` integer NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `enquiries_created_idx` ON `enquiries` (`created_at`);--> statement-breakpoint
CREATE TABLE `enquiry_lines` (
	`enquiry_id` integer NOT NULL,
	`position` integer NOT NULL,
	`item_id` integer,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`artist_name` text NOT NULL,
	`size` text NOT NULL,
	`price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `shop_items`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `enquiry_lines_pk` ON `enquiry_lines` (`enquiry_id`,`position`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`idempotency_key` text NOT NULL,
	`to_address` text NOT NULL,
	`reply_to` text,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`provider_id` text,
	`sent_at` integer,
	`enquiry_id` integer,
	`contact_message_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_idempotency_unique` ON `mail_outbox` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_email_unique` ON `newsletter_subscribers` (lower("email"));--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));