CREATE TABLE "wantlist_match_notices" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wantlist_match_notices_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "user_wantlist_items" ADD COLUMN "max_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "user_wantlist_items" ADD COLUMN "min_media_condition" text;--> statement-breakpoint
ALTER TABLE "user_wantlist_items" ADD COLUMN "min_packaging_condition" text;--> statement-breakpoint
ALTER TABLE "user_wantlist_items" ADD COLUMN "formats" text[];--> statement-breakpoint
ALTER TABLE "user_wantlist_items" ADD COLUMN "regions" text[];--> statement-breakpoint
ALTER TABLE "wantlist_match_notices" ADD CONSTRAINT "wantlist_match_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wantlist_match_notices" ADD CONSTRAINT "wantlist_match_notices_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;