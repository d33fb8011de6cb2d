-- Listings made before packaging was graded apart take their media grade for it.
UPDATE "marketplace_listings" SET "packaging_condition" = "condition" WHERE "packaging_condition" IS NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ALTER COLUMN "packaging_condition" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "removal_reason" text;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_listing_idx" ON "activity_events" USING btree ("listing_id") WHERE "activity_events"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_price_idx" ON "marketplace_listings" USING btree ("price","created_at" DESC NULLS LAST) WHERE "marketplace_listings"."is_active";--> statement-breakpoint
UPDATE "marketplace_listings" SET "ended_at" = "updated_at", "end_reason" = 'removed' WHERE NOT "is_active";--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_ended_check" CHECK (("marketplace_listings"."is_active" and "marketplace_listings"."ended_at" is null and "marketplace_listings"."end_reason" is null) or (not "marketplace_listings"."is_active" and "marketplace_listings"."ended_at" is not null and "marketplace_listings"."end_reason" is not null));