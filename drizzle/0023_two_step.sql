-- Two-step sign-in (issue 29, docs/decisions/021): the authenticator app's key on each account, recovery codes,
-- the sign-ins waiting for their second step, and the owners' rule that every account must have one.
CREATE TABLE `account_policy` (
	`id` integer PRIMARY KEY NOT NULL,
	`require_two_step` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
INSERT INTO `account_policy` (`id`, `require_two_step`) VALUES (1, 0);
--> statement-breakpoint
CREATE TABLE `recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recovery_codes_user_idx` ON `recovery_codes` (`user_id`);--> statement-breakpoint
CREATE TABLE `sign_in_steps` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`ip` text,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sign_in_steps_user_idx` ON `sign_in_steps` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `users` ADD `totp_pending_secret` text;--> statement-breakpoint
ALTER TABLE `users` ADD `totp_last_step` integer;