-- The audit log (issue 29, docs/decisions/022): one row per admin write and per sign-in. Triggers keep it
-- append-only, whoever writes: no DELETE, and no UPDATE but the erasure's, which may only put an inbox entry's
-- reference in place of the label and detail of that entry's rows while the entry is named in audit_redactions.
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_id` integer,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text,
	`target_label` text DEFAULT '' NOT NULL,
	`changes` text,
	`detail` text,
	`ip` text,
	`user_agent` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_type_idx` ON `audit_log` (`target_type`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE TABLE `audit_redactions` (
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reference` text NOT NULL,
	PRIMARY KEY(`target_type`, `target_id`)
);

--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN SELECT RAISE(ABORT, 'The audit log cannot be changed.'); END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NOT (
	NEW.`id` IS OLD.`id` AND NEW.`at` IS OLD.`at` AND NEW.`actor_id` IS OLD.`actor_id` AND NEW.`actor` IS OLD.`actor`
	AND NEW.`action` IS OLD.`action` AND NEW.`target_type` IS OLD.`target_type` AND NEW.`target_id` IS OLD.`target_id`
	AND NEW.`changes` IS OLD.`changes` AND NEW.`ip` IS OLD.`ip` AND NEW.`user_agent` IS OLD.`user_agent`
	AND EXISTS (
		SELECT 1 FROM `audit_redactions` AS r
		WHERE r.`target_type` = OLD.`target_type` AND r.`target_id` = OLD.`target_id` AND r.`reference` = NEW.`target_label`
	)
)
BEGIN SELECT RAISE(ABORT, 'The audit log cannot be changed.'); END;
