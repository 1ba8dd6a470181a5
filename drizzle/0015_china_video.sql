ALTER TABLE `blog_posts` ADD `china_video` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `films` ADD `china_video_link` text DEFAULT '' NOT NULL;