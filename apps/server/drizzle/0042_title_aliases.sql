CREATE TABLE "media_title_aliases" (
	"display_id" integer PRIMARY KEY NOT NULL,
	"old_id" uuid NOT NULL,
	"title_id" uuid NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_title_aliases_old_id_unique" UNIQUE("old_id")
);
--> statement-breakpoint
ALTER TABLE "media_title_aliases" ADD CONSTRAINT "media_title_aliases_title_id_media_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."media_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_title_aliases_title_idx" ON "media_title_aliases" USING btree ("title_id");