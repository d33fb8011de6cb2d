-- "Did you mean": the vocabulary word closest to a typed word (trigram similarity at least 0.3, pg_trgm's
-- default; ties by spelling), or null when none is that close. A word the catalogue uses is its own closest
-- word, found by the primary key. Any other is first looked up among the words at least 0.5 similar: when
-- one is, the closest word is among them, and the trigram index lists a handful of those where at 0.3 it
-- lists hundreds to recheck (750 heap pages for one word of a 160,000-word vocabulary). Only a word with
-- nothing that close is looked up again at 0.3. The SET clause keeps both thresholds inside the function.
CREATE FUNCTION search_closest_word(typed text) RETURNS text
LANGUAGE plpgsql STABLE
SET pg_trgm.similarity_threshold = 0.5
AS $$
DECLARE
  closest text;
BEGIN
  SELECT word INTO closest FROM search_vocabulary WHERE word = typed;
  IF closest IS NULL THEN
    SELECT word INTO closest FROM search_vocabulary WHERE word % typed ORDER BY word <-> typed, word LIMIT 1;
  END IF;
  IF closest IS NULL THEN
    PERFORM set_config('pg_trgm.similarity_threshold', '0.3', true);
    SELECT word INTO closest FROM search_vocabulary WHERE word % typed ORDER BY word <-> typed, word LIMIT 1;
  END IF;
  RETURN closest;
END
$$;
