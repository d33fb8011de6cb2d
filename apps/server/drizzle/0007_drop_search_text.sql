DROP INDEX "media_titles_search_text_idx";--> statement-breakpoint
ALTER TABLE "media_titles" DROP COLUMN "search_text";