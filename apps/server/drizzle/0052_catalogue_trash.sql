CREATE TABLE "catalogue_trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"title_id" uuid NOT NULL,
	"label" text NOT NULL,
	"deleted_by" uuid,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"holdings" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"files" jsonb NOT NULL,
	"notified" jsonb NOT NULL,
	CONSTRAINT "catalogue_trash_item_id_unique" UNIQUE("item_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_trash" ADD CONSTRAINT "catalogue_trash_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_trash_deleted_idx" ON "catalogue_trash" USING btree ("deleted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_trash_purge_idx" ON "catalogue_trash" USING btree ("purge_after");--> statement-breakpoint
CREATE INDEX "activity_events_release_idx" ON "activity_events" USING btree ("release_id") WHERE "activity_events"."release_id" is not null;--> statement-breakpoint
CREATE INDEX "challenge_items_title_idx" ON "challenge_items" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "challenge_items_release_idx" ON "challenge_items" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "marketplace_orders_release_idx" ON "marketplace_orders" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "trade_listings_item_idx" ON "trade_listings" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "trade_listings_release_idx" ON "trade_listings" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "trade_proposal_items_master_idx" ON "trade_proposal_items" USING btree ("master_item_id");--> statement-breakpoint
CREATE INDEX "trade_proposal_items_release_idx" ON "trade_proposal_items" USING btree ("release_id");