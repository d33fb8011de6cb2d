DROP INDEX "marketplace_listings_active_release_idx";--> statement-breakpoint
DROP INDEX "marketplace_listings_active_master_idx";--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_release_idx" ON "marketplace_listings" USING btree ("release_id") WHERE "marketplace_listings"."is_active";--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_master_idx" ON "marketplace_listings" USING btree ("master_movie_id","release_id") WHERE "marketplace_listings"."is_active";