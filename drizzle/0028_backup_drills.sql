-- Restore drills (issue 30): a drill is a third kind of row in backup_status, a value of its text column. A run of
-- failures is remembered from its first one, so the owners are e-mailed once a run, not once an attempt.
ALTER TABLE `backup_status` ADD `failing_since` integer;
