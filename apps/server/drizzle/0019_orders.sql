-- The orders of issue 16, and the browse indexes of the marketplace that its benchmark (issue 15) changed in the schema.
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_id" uuid,
	"step" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "marketplace_listings_active_price_idx";--> statement-breakpoint
DROP INDEX "marketplace_listings_active_created_idx";--> statement-breakpoint
ALTER TABLE "marketplace_orders" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "shipping" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "cancel_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "tracking_note" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_cancel_requested_by_users_id_fk" FOREIGN KEY ("cancel_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_sealed_idx" ON "marketplace_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "marketplace_listings"."is_active" and "marketplace_listings"."release_id" is not null and "marketplace_listings"."sealed";--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_condition_idx" ON "marketplace_listings" USING btree ("condition") WHERE "marketplace_listings"."is_active" and "marketplace_listings"."release_id" is not null;--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_release_idx" ON "marketplace_listings" USING btree ("release_id","price","seller_id","condition","packaging_condition") WHERE "marketplace_listings"."is_active";--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_master_idx" ON "marketplace_listings" USING btree ("master_movie_id","price","release_id","seller_id","condition","packaging_condition") WHERE "marketplace_listings"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_orders_open_listing_key" ON "marketplace_orders" USING btree ("listing_id") WHERE "marketplace_orders"."status" in ('new', 'awaiting_payment', 'paid', 'shipped');--> statement-breakpoint
CREATE INDEX "marketplace_orders_timers_idx" ON "marketplace_orders" USING btree ("status","status_changed_at") WHERE "marketplace_orders"."status" in ('new', 'shipped');--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_price_idx" ON "marketplace_listings" USING btree ("price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "marketplace_listings"."is_active" and "marketplace_listings"."release_id" is not null;--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_created_idx" ON "marketplace_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "marketplace_listings"."is_active" and "marketplace_listings"."release_id" is not null;--> statement-breakpoint
-- Orders made before the order steps existed were 'pending': they are new orders.
UPDATE "marketplace_orders" SET "status" = 'new' WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_status_check" CHECK ("marketplace_orders"."status" in ('new', 'awaiting_payment', 'paid', 'shipped', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_cancel_check" CHECK (("marketplace_orders"."status" = 'cancelled') = ("marketplace_orders"."cancel_reason" is not null));