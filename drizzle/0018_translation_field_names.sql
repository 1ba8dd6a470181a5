-- The demo's Chinese short and long descriptions of collections, films and publications were stored under
-- their columns' names (shortDescription, longDescription), which no page reads: the pages read the
-- catalogue's field names (short_description, long_description), so Chinese lists showed the English text.
-- Each value moves to the name that is read, unless staff have since written one there.
UPDATE entry_translations SET field = 'short_description' WHERE field = 'shortDescription' AND type IN ('collections', 'films', 'publications') AND NOT EXISTS (SELECT 1 FROM entry_translations AS t WHERE t.type = entry_translations.type AND t.entry_id = entry_translations.entry_id AND t.lang = entry_translations.lang AND t.field = 'short_description');
--> statement-breakpoint
UPDATE entry_translations SET field = 'long_description' WHERE field = 'longDescription' AND type IN ('collections', 'publications') AND NOT EXISTS (SELECT 1 FROM entry_translations AS t WHERE t.type = entry_translations.type AND t.entry_id = entry_translations.entry_id AND t.lang = entry_translations.lang AND t.field = 'long_description');
--> statement-breakpoint
DELETE FROM entry_translations WHERE field IN ('shortDescription', 'longDescription') AND type IN ('collections', 'films', 'publications');
