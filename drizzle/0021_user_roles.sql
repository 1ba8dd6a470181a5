-- Roles (issue 29, shared/roles.ts): every account that exists today becomes an owner, as it could already do
-- everything. The triggers keep any other word out of the column, whoever writes it.
ALTER TABLE `users` ADD `role` text DEFAULT 'owner' NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `users_role_insert` BEFORE INSERT ON `users` WHEN NEW.`role` NOT IN ('owner', 'editor', 'sales')
BEGIN SELECT RAISE(ABORT, 'A role is owner, editor or sales.'); END;
--> statement-breakpoint
CREATE TRIGGER `users_role_update` BEFORE UPDATE OF `role` ON `users` WHEN NEW.`role` NOT IN ('owner', 'editor', 'sales')
BEGIN SELECT RAISE(ABORT, 'A role is owner, editor or sales.'); END;
