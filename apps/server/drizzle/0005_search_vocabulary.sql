CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gist ("word" gist_trgm_ops);