ALTER TABLE "seller_ratings" ADD COLUMN "seller_reply" text;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD COLUMN "removal_reason" text;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_orders_seller_completed_idx" ON "marketplace_orders" USING btree ("seller_id") WHERE "marketplace_orders"."status" = 'completed';