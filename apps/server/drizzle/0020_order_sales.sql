ALTER TABLE "marketplace_orders" ADD COLUMN "release_id" uuid;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "media_condition" text;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_release_id_movie_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."movie_releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_orders_release_sales_idx" ON "marketplace_orders" USING btree ("release_id","completed_at" DESC NULLS LAST) WHERE "marketplace_orders"."status" = 'completed';--> statement-breakpoint
-- Orders made before: what their listing sold.
UPDATE "marketplace_orders" SET "release_id" = l."release_id", "media_condition" = l."condition" FROM "marketplace_listings" l WHERE l."id" = "marketplace_orders"."listing_id";
