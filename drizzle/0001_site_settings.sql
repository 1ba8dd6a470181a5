CREATE TABLE `site_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `used_captcha_challenges` (
	`signature` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
