CREATE TABLE "trade_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_url" text NOT NULL,
	"thumb_url" text,
	"storage_key" text,
	"image_order" integer DEFAULT 1 NOT NULL,
	"caption" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trade_listing_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_images" ADD CONSTRAINT "trade_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_images" ADD CONSTRAINT "trade_images_trade_listing_id_trade_listings_id_fk" FOREIGN KEY ("trade_listing_id") REFERENCES "public"."trade_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_images_order_idx" ON "trade_images" USING btree ("trade_listing_id","image_order");--> statement-breakpoint
ALTER TABLE "trade_listings" DROP COLUMN "trade_images";