-- Search plans by the word index's statistics: with the default target, a word or prefix that is not among
-- the 1,000 most common is guessed, and a guess off by 30x sends a common prefix down the slow path.
-- 10,000 tracked lexemes give prefixes a real estimate.
ALTER TABLE "media_titles" ALTER COLUMN "search_words" SET STATISTICS 1000;
