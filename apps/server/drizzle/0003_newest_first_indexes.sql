DROP INDEX "blog_posts_published_idx";--> statement-breakpoint
DROP INDEX "master_item_images_created_at_idx";--> statement-breakpoint
DROP INDEX "media_titles_created_at_idx";--> statement-breakpoint
DROP INDEX "media_titles_year_idx";--> statement-breakpoint
DROP INDEX "release_images_created_at_idx";--> statement-breakpoint
DROP INDEX "user_collection_items_user_created_idx";--> statement-breakpoint
DROP INDEX "user_collection_items_created_at_idx";--> statement-breakpoint
DROP INDEX "user_wantlist_items_user_created_idx";--> statement-breakpoint
DROP INDEX "user_wantlist_items_created_at_idx";--> statement-breakpoint
DROP INDEX "activity_events_created_idx";--> statement-breakpoint
DROP INDEX "activity_events_user_created_idx";--> statement-breakpoint
DROP INDEX "activity_events_type_created_idx";--> statement-breakpoint
DROP INDEX "challenges_active_idx";--> statement-breakpoint
DROP INDEX "forum_posts_created_idx";--> statement-breakpoint
DROP INDEX "forum_posts_category_created_idx";--> statement-breakpoint
DROP INDEX "trade_listings_active_created_idx";--> statement-breakpoint
DROP INDEX "trade_listings_trader_idx";--> statement-breakpoint
DROP INDEX "marketplace_listings_active_created_idx";--> statement-breakpoint
DROP INDEX "marketplace_listings_seller_idx";--> statement-breakpoint
DROP INDEX "marketplace_orders_buyer_idx";--> statement-breakpoint
DROP INDEX "marketplace_orders_seller_idx";--> statement-breakpoint
DROP INDEX "seller_ratings_seller_idx";--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "master_item_images_created_at_idx" ON "master_item_images" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_titles_created_at_idx" ON "media_titles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_titles_year_idx" ON "media_titles" USING btree ("year" DESC NULLS LAST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "release_images_created_at_idx" ON "release_images" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_collection_items_user_created_idx" ON "user_collection_items" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_collection_items_created_at_idx" ON "user_collection_items" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_wantlist_items_user_created_idx" ON "user_wantlist_items" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_wantlist_items_created_at_idx" ON "user_wantlist_items" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_events_created_idx" ON "activity_events" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_events_user_created_idx" ON "activity_events" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_events_type_created_idx" ON "activity_events" USING btree ("type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "challenges_active_idx" ON "challenges" USING btree ("is_active","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_posts_created_idx" ON "forum_posts" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_posts_category_created_idx" ON "forum_posts" USING btree ("category","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "trade_listings_active_created_idx" ON "trade_listings" USING btree ("is_active","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "trade_listings_trader_idx" ON "trade_listings" USING btree ("trader_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_created_idx" ON "marketplace_listings" USING btree ("is_active","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_listings_seller_idx" ON "marketplace_listings" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_orders_buyer_idx" ON "marketplace_orders" USING btree ("buyer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_orders_seller_idx" ON "marketplace_orders" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "seller_ratings_seller_idx" ON "seller_ratings" USING btree ("seller_id","created_at" DESC NULLS FIRST);