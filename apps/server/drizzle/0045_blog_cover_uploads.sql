CREATE TABLE "blog_cover_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blog_cover_uploads_uploaded_idx" ON "blog_cover_uploads" USING btree ("uploaded_at");