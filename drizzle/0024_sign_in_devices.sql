-- Sign-ins from a new device (issue 29): the browsers each account has signed in from, known by the hash of a
-- token in a cookie of their own, and the language of the mails the account is sent; the triggers keep any other
-- language out of the column, whoever writes it.
CREATE TABLE `sign_in_devices` (
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`first_seen_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `token_hash`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `language` text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `users_language_insert` BEFORE INSERT ON `users` WHEN NEW.`language` NOT IN ('en', 'zh')
BEGIN SELECT RAISE(ABORT, 'A language is en or zh.'); END;
--> statement-breakpoint
CREATE TRIGGER `users_language_update` BEFORE UPDATE OF `language` ON `users` WHEN NEW.`language` NOT IN ('en', 'zh')
BEGIN SELECT RAISE(ABORT, 'A language is en or zh.'); END;
