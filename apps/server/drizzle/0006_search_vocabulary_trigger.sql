-- Keeps search_vocabulary holding every word of the searchable fields. Statement-level, with the changed rows
-- as a transition table, so a bulk insert adds its words in one query instead of one per row.
CREATE FUNCTION search_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT unnest(tsvector_to_array(search_words)) FROM changed_titles
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER media_titles_vocabulary_insert AFTER INSERT ON media_titles
  REFERENCING NEW TABLE AS changed_titles FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();
--> statement-breakpoint
CREATE TRIGGER media_titles_vocabulary_update AFTER UPDATE ON media_titles
  REFERENCING NEW TABLE AS changed_titles FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();
--> statement-breakpoint
INSERT INTO search_vocabulary (word)
  SELECT DISTINCT unnest(tsvector_to_array(search_words)) FROM media_titles
ON CONFLICT DO NOTHING;
