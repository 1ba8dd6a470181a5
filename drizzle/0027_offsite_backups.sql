-- Off-site backups (issue 30, docs/decisions/024): the last good local backup and off-site copy, and the last
-- failure with its reason, one row a kind, for health and the dashboard. The outbox's new 'held' status (mails
-- a restore brought back, too old to send unasked) is a value of its text column and needs no change here.
CREATE TABLE `backup_status` (
	`kind` text PRIMARY KEY NOT NULL,
	`last_good_at` integer,
	`last_good_name` text,
	`last_good_bytes` integer,
	`last_failure_at` integer,
	`last_failure` text,
	`failed_runs` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
