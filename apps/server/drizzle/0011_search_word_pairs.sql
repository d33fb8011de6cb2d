-- The word index also holds each pair of neighbouring words within a field, as one lexeme ' first second'
-- (a leading space, so no query for a single word, which has no spaces, ever finds a pair). A term of two
-- or more words then looks up its pairs: the index returns only the rows that hold those words side by
-- side, where the words alone would return every row holding both, side by side or not (tens of thousands
-- for two common words that never meet, each rechecked).
CREATE FUNCTION search_words_of(VARIADIC fields text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', regexp_replace(lower(array_to_string(fields, ' ')), '[^[:alnum:]]+', ' ', 'g'))
    || array_to_tsvector(array(
      -- A lexeme has at most 2046 bytes: a pair keeps 250 characters of each word, more than a term holds.
      SELECT DISTINCT ' ' || left(words[i], 250) || ' ' || left(words[i + 1], 250)
      FROM unnest(fields) AS field,
        regexp_split_to_array(btrim(regexp_replace(lower(field), '[^[:alnum:]]+', ' ', 'g')), ' ') AS words,
        generate_series(1, cardinality(words) - 1) AS i))
$$;
--> statement-breakpoint
-- A term as a query of that index: one word is a prefix of a word; more words are their pairs, the last
-- word a prefix. Immutable, so the planner evaluates it before planning and estimates from the real query.
CREATE FUNCTION search_query_of(term text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN cardinality(words) = 1 THEN to_tsquery('simple', words[1] || ':*')
    ELSE (SELECT string_agg(quote_literal(' ' || left(words[i], 250) || ' ' || left(words[i + 1], 250))
                 || CASE WHEN i = cardinality(words) - 1 THEN ':*' ELSE '' END, ' & ' ORDER BY i)
          FROM generate_series(1, cardinality(words) - 1) AS i)::tsquery END
  FROM regexp_split_to_array(nullif(btrim(regexp_replace(lower(term), '[^[:alnum:]]+', ' ', 'g')), ''), ' ')
    AS words
$$;
--> statement-breakpoint
ALTER TABLE "media_titles" DROP COLUMN "search_words";--> statement-breakpoint
ALTER TABLE "media_titles" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (search_words_of(title, director, actors, genre, studio, distributor)) STORED;--> statement-breakpoint
CREATE INDEX "media_titles_search_words_idx" ON "media_titles" USING gin ("search_words");--> statement-breakpoint
-- As 0004: prefixes are estimated from the 10,000 most common lexemes, not guessed.
ALTER TABLE "media_titles" ALTER COLUMN "search_words" SET STATISTICS 1000;--> statement-breakpoint
-- The new column has no statistics, and rewriting the table does not prompt autovacuum to gather them: until
-- it does, the planner would guess every term's share of the titles.
ANALYZE "media_titles";--> statement-breakpoint
-- The vocabulary of "did you mean" holds words, not pairs.
CREATE OR REPLACE FUNCTION search_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT word FROM changed_titles, unnest(tsvector_to_array(search_words)) AS word
    WHERE word NOT LIKE ' %'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- "Did you mean" looks up the words sharing trigrams with each word of the term: GIN lists them (a few
-- hundred); GiST, over a vocabulary this size, had a trigram signature with nearly every bit set at each
-- inner node and read the whole index.
DROP INDEX "search_vocabulary_word_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);
