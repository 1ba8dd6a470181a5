-- Search in every language and every form of a name (docs/decisions/012): a second FTS5 index beside
-- search_index (drizzle/0010_search.sql), same rowids (entry id * 8 + the type's code), holding an entry's
-- Chinese values (title, short texts, rich texts stripped of markup), its names' other forms (hangul, hanja;
-- a work carries its artist's, and the artist's Chinese name) and the Revised Romanization folded as the
-- English name is in search_index.key (server/queries/search-text.ts romanKey). Triggers on the translations,
-- the names and the content tables keep it in step; server/queries/search.ts matches both indexes.
CREATE VIRTUAL TABLE search_i18n USING fts5(kind UNINDEXED, ref_id UNINDEXED, title, summary, body, names, key, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
CREATE VIEW search_source_i18n AS SELECT e.entry_id * 8 + e.code AS rid, e.type AS type, e.kind AS kind, e.entry_id AS ref_id, e.artist_id AS artist_id,
  coalesce((SELECT t.value FROM entry_translations AS t WHERE t.type = e.type AND t.entry_id = e.entry_id AND t.lang = 'zh' AND t.field IN ('title', 'name')), '') AS title,
  trim(replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(coalesce((SELECT group_concat(t.value, ' ') FROM entry_translations AS t WHERE t.type = e.type AND t.entry_id = e.entry_id AND t.lang = 'zh' AND t.field IN ('subtitle', 'category', 'venue', 'publisher', 'short_description')), '')), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')) AS summary,
  trim(replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(coalesce((SELECT group_concat(t.value, ' ') FROM entry_translations AS t WHERE t.type = e.type AND t.entry_id = e.entry_id AND t.lang = 'zh' AND t.field IN ('description', 'bio', 'long_description', 'introduction', 'body', 'synopsis')), '')), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')) AS body,
  trim(coalesce((SELECT group_concat(n.value, ' ') FROM entry_names AS n WHERE n.type = e.type AND n.entry_id = e.entry_id AND n.form IN ('hangul', 'hanja')), '') || ' ' || coalesce((SELECT group_concat(n.value, ' ') FROM entry_names AS n WHERE n.type = 'artists' AND n.entry_id = e.artist_id AND n.form IN ('hangul', 'hanja')), '') || ' ' || coalesce((SELECT t.value FROM entry_translations AS t WHERE t.type = 'artists' AND t.entry_id = e.artist_id AND t.lang = 'zh' AND t.field = 'name'), '')) AS names,
  trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce((SELECT n.value FROM entry_names AS n WHERE n.type = e.type AND n.entry_id = e.entry_id AND n.form = 'revised'), '')), ' ', ''), '-', ''), '‐', ''), '''', ''), '’', ''), '‘', ''), '.', ''), 'ŏ', 'o'), 'Ŏ', 'o'), 'ŭ', 'u'), 'Ŭ', 'u'), 'eo', 'o'), 'eu', 'u'), 'sh', 's'), 'b', 'p'), 'd', 't'), 'g', 'k'), 'j', 'ch'), 'r', 'l') || ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(coalesce((SELECT n.value FROM entry_names AS n WHERE n.type = 'artists' AND n.entry_id = e.artist_id AND n.form = 'revised'), '')), ' ', ''), '-', ''), '‐', ''), '''', ''), '’', ''), '‘', ''), '.', ''), 'ŏ', 'o'), 'Ŏ', 'o'), 'ŭ', 'u'), 'Ŭ', 'u'), 'eo', 'o'), 'eu', 'u'), 'sh', 's'), 'b', 'p'), 'd', 't'), 'g', 'k'), 'j', 'ch'), 'r', 'l')) AS key
FROM (SELECT 'shop' AS type, 'work' AS kind, 1 AS code, id AS entry_id, artist_id AS artist_id FROM shop_items
  UNION ALL SELECT 'artists', 'artist', 2, id, NULL FROM artists
  UNION ALL SELECT 'collections', 'collection', 3, id, NULL FROM collections
  UNION ALL SELECT 'exhibitions', 'exhibition', 4, id, NULL FROM exhibitions
  UNION ALL SELECT 'films', 'film', 5, id, NULL FROM films
  UNION ALL SELECT 'publications', 'publication', 6, id, NULL FROM publications
  UNION ALL SELECT 'blog', 'post', 7, id, NULL FROM blog_posts) AS e;
--> statement-breakpoint
INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
--> statement-breakpoint
CREATE TRIGGER search_i18n_translation_insert AFTER INSERT ON entry_translations WHEN NEW.lang = 'zh' BEGIN
  DELETE FROM search_i18n WHERE rowid = NEW.entry_id * 8 + CASE NEW.type WHEN 'shop' THEN 1 WHEN 'artists' THEN 2 WHEN 'collections' THEN 3 WHEN 'exhibitions' THEN 4 WHEN 'films' THEN 5 WHEN 'publications' THEN 6 WHEN 'blog' THEN 7 END;
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE type = NEW.type AND ref_id = NEW.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
  DELETE FROM search_i18n WHERE NEW.type = 'artists' AND rowid IN (SELECT id * 8 + 1 FROM shop_items WHERE artist_id = NEW.entry_id);
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE NEW.type = 'artists' AND type = 'shop' AND artist_id = NEW.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_translation_update AFTER UPDATE ON entry_translations WHEN OLD.lang = 'zh' OR NEW.lang = 'zh' BEGIN
  DELETE FROM search_i18n WHERE rowid = OLD.entry_id * 8 + CASE OLD.type WHEN 'shop' THEN 1 WHEN 'artists' THEN 2 WHEN 'collections' THEN 3 WHEN 'exhibitions' THEN 4 WHEN 'films' THEN 5 WHEN 'publications' THEN 6 WHEN 'blog' THEN 7 END;
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE type = OLD.type AND ref_id = OLD.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
  DELETE FROM search_i18n WHERE OLD.type = 'artists' AND rowid IN (SELECT id * 8 + 1 FROM shop_items WHERE artist_id = OLD.entry_id);
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE OLD.type = 'artists' AND type = 'shop' AND artist_id = OLD.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
  DELETE FROM search_i18n WHERE rowid = NEW.entry_id * 8 + CASE NEW.type WHEN 'shop' THEN 1 WHEN 'artists' THEN 2 WHEN 'collections' THEN 3 WHEN 'exhibitions' THEN 4 WHEN 'films' THEN 5 WHEN 'publications' THEN 6 WHEN 'blog' THEN 7 END;
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE type = NEW.type AND ref_id = NEW.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
  DELETE FROM search_i18n WHERE NEW.type = 'artists' AND rowid IN (SELECT id * 8 + 1 FROM shop_items WHERE artist_id = NEW.entry_id);
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE NEW.type = 'artists' AND type = 'shop' AND artist_id = NEW.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_translation_delete AFTER DELETE ON entry_translations WHEN OLD.lang = 'zh' BEGIN
  DELETE FROM search_i18n WHERE rowid = OLD.entry_id * 8 + CASE OLD.type WHEN 'shop' THEN 1 WHEN 'artists' THEN 2 WHEN 'collections' THEN 3 WHEN 'exhibitions' THEN 4 WHEN 'films' THEN 5 WHEN 'publications' THEN 6 WHEN 'blog' THEN 7 END;
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE type = OLD.type AND ref_id = OLD.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
  DELETE FROM search_i18n WHERE OLD.type = 'artists' AND rowid IN (SELECT id * 8 + 1 FROM shop_items WHERE artist_id = OLD.entry_id);
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE OLD.type = 'artists' AND type = 'shop' AND artist_id = OLD.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_name_insert AFTER INSERT ON entry_names BEGIN
  DELETE FROM search_i18n WHERE rowid = NEW.entry_id * 8 + CASE NEW.type WHEN 'shop' THEN 1 WHEN 'artists' THEN 2 WHEN 'collections' THEN 3 WHEN 'exhibitions' THEN 4 WHEN 'films' THEN 5 WHEN 'publications' THEN 6 WHEN 'blog' THEN 7 END;
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE type = NEW.type AND ref_id = NEW.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
  DELETE FROM search_i18n WHERE NEW.type = 'artists' AND rowid IN (SELECT id * 8 + 1 FROM shop_items WHERE artist_id = NEW.entry_id);
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE NEW.type = 'artists' AND type = 'shop' AND artist_id = NEW.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_name_update AFTER UPDATE ON entry_names BEGIN
  DELETE FROM search_i18n WHERE rowid = OLD.entry_id * 8 + CASE OLD.type WHEN 'shop' THEN 1 WHEN 'artists' THEN 2 WHEN 'collections' THEN 3 WHEN 'exhibitions' THEN 4 WHEN 'films' THEN 5 WHEN 'publications' THEN 6 WHEN 'blog' THEN 7 END;
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE type = OLD.type AND ref_id = OLD.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
  DELETE FROM search_i18n WHERE OLD.type = 'artists' AND rowid IN (SELECT id * 8 + 1 FROM shop_items WHERE artist_id = OLD.entry_id);
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE OLD.type = 'artists' AND type = 'shop' AND artist_id = OLD.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
  DELETE FROM search_i18n WHERE rowid = NEW.entry_id * 8 + CASE NEW.type WHEN 'shop' THEN 1 WHEN 'artists' THEN 2 WHEN 'collections' THEN 3 WHEN 'exhibitions' THEN 4 WHEN 'films' THEN 5 WHEN 'publications' THEN 6 WHEN 'blog' THEN 7 END;
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE type = NEW.type AND ref_id = NEW.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
  DELETE FROM search_i18n WHERE NEW.type = 'artists' AND rowid IN (SELECT id * 8 + 1 FROM shop_items WHERE artist_id = NEW.entry_id);
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE NEW.type = 'artists' AND type = 'shop' AND artist_id = NEW.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_name_delete AFTER DELETE ON entry_names BEGIN
  DELETE FROM search_i18n WHERE rowid = OLD.entry_id * 8 + CASE OLD.type WHEN 'shop' THEN 1 WHEN 'artists' THEN 2 WHEN 'collections' THEN 3 WHEN 'exhibitions' THEN 4 WHEN 'films' THEN 5 WHEN 'publications' THEN 6 WHEN 'blog' THEN 7 END;
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE type = OLD.type AND ref_id = OLD.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
  DELETE FROM search_i18n WHERE OLD.type = 'artists' AND rowid IN (SELECT id * 8 + 1 FROM shop_items WHERE artist_id = OLD.entry_id);
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE OLD.type = 'artists' AND type = 'shop' AND artist_id = OLD.entry_id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_work_insert AFTER INSERT ON shop_items BEGIN
  DELETE FROM search_i18n WHERE rowid = NEW.id * 8 + 1;
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE type = 'shop' AND ref_id = NEW.id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_work_artist AFTER UPDATE OF artist_id ON shop_items BEGIN
  DELETE FROM search_i18n WHERE rowid = NEW.id * 8 + 1;
  INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT rid, kind, ref_id, title, summary, body, names, key FROM search_source_i18n WHERE type = 'shop' AND ref_id = NEW.id AND (title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '');
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_work_delete AFTER DELETE ON shop_items BEGIN
  DELETE FROM search_i18n WHERE rowid = OLD.id * 8 + 1;
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_artist_delete AFTER DELETE ON artists BEGIN
  DELETE FROM search_i18n WHERE rowid = OLD.id * 8 + 2;
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_collection_delete AFTER DELETE ON collections BEGIN
  DELETE FROM search_i18n WHERE rowid = OLD.id * 8 + 3;
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_exhibition_delete AFTER DELETE ON exhibitions BEGIN
  DELETE FROM search_i18n WHERE rowid = OLD.id * 8 + 4;
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_film_delete AFTER DELETE ON films BEGIN
  DELETE FROM search_i18n WHERE rowid = OLD.id * 8 + 5;
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_publication_delete AFTER DELETE ON publications BEGIN
  DELETE FROM search_i18n WHERE rowid = OLD.id * 8 + 6;
END;
--> statement-breakpoint
CREATE TRIGGER search_i18n_post_delete AFTER DELETE ON blog_posts BEGIN
  DELETE FROM search_i18n WHERE rowid = OLD.id * 8 + 7;
END;
