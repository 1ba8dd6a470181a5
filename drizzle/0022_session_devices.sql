-- Each session keeps the address and browser it signed in from, so staff can see their sessions and end one
-- (issue 29). Sessions from before stay as they are, without either.
ALTER TABLE `sessions` ADD `ip` text;
--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text;
