-- Site search: one FTS5 index over every public content type, kept in step by triggers on the content
-- tables (each write re-reads its entry through a search_source_* view, in the write's own transaction).
-- rowid = entry id * 8 + the type's code, so a trigger reaches an entry's row without a scan.
-- Rich text is stripped of its tags and entities by splitting the sanitised HTML on '<' (json_each).
-- key holds artists' names folded for romanisation (server/queries/search-text.ts folds queries the same way).
CREATE VIRTUAL TABLE search_index USING fts5(kind UNINDEXED, ref_id UNINDEXED, title, summary, body, key, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
CREATE VIEW search_source_work AS SELECT i.id AS ref_id, i.artist_id AS artist_id, i.title AS title,
  trim(a.name || ' ' || coalesce((SELECT group_concat(m.medium, ' ') FROM shop_item_media AS m WHERE m.item_id = i.id), '') || ' ' || i.category || ' ' || i.from_collection || ' ' || i.year) AS summary,
  replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(i.description), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&') AS body,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(a.name), ' ', ''), '-', ''), '‐', ''), '''', ''), '’', ''), '‘', ''), '.', ''), 'ŏ', 'o'), 'Ŏ', 'o'), 'ŭ', 'u'), 'Ŭ', 'u'), 'eo', 'o'), 'eu', 'u'), 'sh', 's'), 'b', 'p'), 'd', 't'), 'g', 'k'), 'j', 'ch'), 'r', 'l') AS key
FROM shop_items AS i JOIN artists AS a ON a.id = i.artist_id;
--> statement-breakpoint
CREATE TRIGGER search_work_insert AFTER INSERT ON shop_items BEGIN
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 1, 'work', ref_id, title, summary, body, key FROM search_source_work WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_work_update AFTER UPDATE ON shop_items BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 1;
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 1, 'work', ref_id, title, summary, body, key FROM search_source_work WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_work_delete AFTER DELETE ON shop_items BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 1;
END;
--> statement-breakpoint
CREATE VIEW search_source_artist AS SELECT a.id AS ref_id, a.name AS title, '' AS summary,
  replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(a.bio), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&') AS body,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(a.name), ' ', ''), '-', ''), '‐', ''), '''', ''), '’', ''), '‘', ''), '.', ''), 'ŏ', 'o'), 'Ŏ', 'o'), 'ŭ', 'u'), 'Ŭ', 'u'), 'eo', 'o'), 'eu', 'u'), 'sh', 's'), 'b', 'p'), 'd', 't'), 'g', 'k'), 'j', 'ch'), 'r', 'l') AS key
FROM artists AS a;
--> statement-breakpoint
CREATE TRIGGER search_artist_insert AFTER INSERT ON artists BEGIN
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 2, 'artist', ref_id, title, summary, body, key FROM search_source_artist WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_artist_update AFTER UPDATE ON artists BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 2;
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 2, 'artist', ref_id, title, summary, body, key FROM search_source_artist WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_artist_delete AFTER DELETE ON artists BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 2;
END;
--> statement-breakpoint
CREATE VIEW search_source_collection AS SELECT c.id AS ref_id, c.title AS title, c.short_description AS summary,
  replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(c.long_description), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&') AS body, '' AS key
FROM collections AS c;
--> statement-breakpoint
CREATE TRIGGER search_collection_insert AFTER INSERT ON collections BEGIN
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 3, 'collection', ref_id, title, summary, body, key FROM search_source_collection WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_collection_update AFTER UPDATE ON collections BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 3;
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 3, 'collection', ref_id, title, summary, body, key FROM search_source_collection WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_collection_delete AFTER DELETE ON collections BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 3;
END;
--> statement-breakpoint
CREATE VIEW search_source_exhibition AS SELECT e.id AS ref_id, e.title AS title, trim(e.subtitle || ' ' || e.venue) AS summary,
  replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(e.introduction), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&') || ' ' || replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(e.body), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&') AS body, '' AS key
FROM exhibitions AS e;
--> statement-breakpoint
CREATE TRIGGER search_exhibition_insert AFTER INSERT ON exhibitions BEGIN
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 4, 'exhibition', ref_id, title, summary, body, key FROM search_source_exhibition WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_exhibition_update AFTER UPDATE ON exhibitions BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 4;
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 4, 'exhibition', ref_id, title, summary, body, key FROM search_source_exhibition WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_exhibition_delete AFTER DELETE ON exhibitions BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 4;
END;
--> statement-breakpoint
CREATE VIEW search_source_film AS SELECT f.id AS ref_id, f.title AS title, trim(f.subtitle || ' ' || replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(f.short_description), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')) AS summary,
  f.introduction || ' ' || replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(f.synopsis), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&') || ' ' || f.composer AS body, '' AS key
FROM films AS f;
--> statement-breakpoint
CREATE TRIGGER search_film_insert AFTER INSERT ON films BEGIN
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 5, 'film', ref_id, title, summary, body, key FROM search_source_film WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_film_update AFTER UPDATE ON films BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 5;
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 5, 'film', ref_id, title, summary, body, key FROM search_source_film WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_film_delete AFTER DELETE ON films BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 5;
END;
--> statement-breakpoint
CREATE VIEW search_source_publication AS SELECT p.id AS ref_id, p.title AS title, trim(p.subtitle || ' ' || p.short_description || ' ' || p.publisher) AS summary,
  replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(p.long_description), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&') AS body, '' AS key
FROM publications AS p;
--> statement-breakpoint
CREATE TRIGGER search_publication_insert AFTER INSERT ON publications BEGIN
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 6, 'publication', ref_id, title, summary, body, key FROM search_source_publication WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_publication_update AFTER UPDATE ON publications BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 6;
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 6, 'publication', ref_id, title, summary, body, key FROM search_source_publication WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_publication_delete AFTER DELETE ON publications BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 6;
END;
--> statement-breakpoint
CREATE VIEW search_source_post AS SELECT b.id AS ref_id, b.title AS title, b.subtitle AS summary,
  replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(b.body), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&') AS body, '' AS key
FROM blog_posts AS b;
--> statement-breakpoint
CREATE TRIGGER search_post_insert AFTER INSERT ON blog_posts BEGIN
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 7, 'post', ref_id, title, summary, body, key FROM search_source_post WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_post_update AFTER UPDATE ON blog_posts BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 7;
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 7, 'post', ref_id, title, summary, body, key FROM search_source_post WHERE ref_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_post_delete AFTER DELETE ON blog_posts BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 7;
END;
--> statement-breakpoint
CREATE TRIGGER search_work_media_insert AFTER INSERT ON shop_item_media BEGIN
  DELETE FROM search_index WHERE rowid = NEW.item_id * 8 + 1;
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 1, 'work', ref_id, title, summary, body, key FROM search_source_work WHERE ref_id = NEW.item_id;
END;
--> statement-breakpoint
CREATE TRIGGER search_work_media_update AFTER UPDATE ON shop_item_media BEGIN
  DELETE FROM search_index WHERE rowid = OLD.item_id * 8 + 1;
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 1, 'work', ref_id, title, summary, body, key FROM search_source_work WHERE ref_id = OLD.item_id;
  DELETE FROM search_index WHERE rowid = NEW.item_id * 8 + 1;
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 1, 'work', ref_id, title, summary, body, key FROM search_source_work WHERE ref_id = NEW.item_id;
END;
--> statement-breakpoint
CREATE TRIGGER search_work_media_delete AFTER DELETE ON shop_item_media BEGIN
  DELETE FROM search_index WHERE rowid = OLD.item_id * 8 + 1;
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 1, 'work', ref_id, title, summary, body, key FROM search_source_work WHERE ref_id = OLD.item_id;
END;
--> statement-breakpoint
CREATE TRIGGER search_artist_rename AFTER UPDATE OF name ON artists BEGIN
  DELETE FROM search_index WHERE rowid IN (SELECT id * 8 + 1 FROM shop_items WHERE artist_id = NEW.id);
  INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 1, 'work', ref_id, title, summary, body, key FROM search_source_work WHERE artist_id = NEW.id;
END;
--> statement-breakpoint
INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 1, 'work', ref_id, title, summary, body, key FROM search_source_work;
--> statement-breakpoint
INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 2, 'artist', ref_id, title, summary, body, key FROM search_source_artist;
--> statement-breakpoint
INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 3, 'collection', ref_id, title, summary, body, key FROM search_source_collection;
--> statement-breakpoint
INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 4, 'exhibition', ref_id, title, summary, body, key FROM search_source_exhibition;
--> statement-breakpoint
INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 5, 'film', ref_id, title, summary, body, key FROM search_source_film;
--> statement-breakpoint
INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 6, 'publication', ref_id, title, summary, body, key FROM search_source_publication;
--> statement-breakpoint
INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ref_id * 8 + 7, 'post', ref_id, title, summary, body, key FROM search_source_post;

