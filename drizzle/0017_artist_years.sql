ALTER TABLE `artists` ADD `birth_year` integer;--> statement-breakpoint
ALTER TABLE `artists` ADD `death_year` integer;