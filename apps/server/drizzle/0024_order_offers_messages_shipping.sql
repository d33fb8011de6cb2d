CREATE TABLE "marketplace_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"order_id" uuid,
	CONSTRAINT "marketplace_offers_status_check" CHECK ("marketplace_offers"."status" in ('pending', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_wantlist_items" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "offer_floor" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "shipping_quote" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "shipping_domestic_first" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "shipping_domestic_extra" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "shipping_world_first" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "shipping_world_extra" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_offers_listing_buyer_key" ON "marketplace_offers" USING btree ("listing_id","buyer_id");--> statement-breakpoint
CREATE INDEX "marketplace_offers_seller_idx" ON "marketplace_offers" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_offers_buyer_idx" ON "marketplace_offers" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_offers_pending_idx" ON "marketplace_offers" USING btree ("created_at") WHERE "marketplace_offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);