CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"subject_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"target_label" text NOT NULL,
	"target_excerpt" text,
	"target_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"taken_by" uuid,
	"taken_at" timestamp with time zone,
	"decision_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"outcomes" text[] DEFAULT '{}'::text[] NOT NULL,
	"decision_note" text,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('post', 'listing', 'user', 'rating')),
	CONSTRAINT "reports_state_check" CHECK ("reports"."state" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "reports_outcomes_check" CHECK ("reports"."outcomes" <@ array['removed', 'warned', 'silenced', 'suspended']::text[])
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_target_reporter_key" ON "reports" USING btree ("target_type","target_id","reporter_id") WHERE "reports"."state" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_created_idx" ON "reports" USING btree ("created_at") WHERE "reports"."state" = 'open';--> statement-breakpoint
CREATE INDEX "reports_decided_idx" ON "reports" USING btree ("decided_at" DESC NULLS FIRST,"decision_id") WHERE "reports"."state" <> 'open';--> statement-breakpoint
CREATE INDEX "reports_decision_idx" ON "reports" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "reports_subject_idx" ON "reports" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "reports_taken_by_idx" ON "reports" USING btree ("taken_by");--> statement-breakpoint
CREATE INDEX "reports_decided_by_idx" ON "reports" USING btree ("decided_by");