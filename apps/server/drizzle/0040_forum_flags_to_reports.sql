-- Forum flags become reports on posts (issue 19: one queue for every kind of report). An open flag is an open
-- report; a resolved one is a decided report, each flag its own decision as nothing grouped them.
INSERT INTO "reports" ("target_type", "target_id", "subject_id", "reporter_id", "reason", "note", "target_label", "target_excerpt", "target_path", "created_at", "state", "decision_id", "decided_by", "decided_at")
SELECT 'post', f."entry_id", coalesce(r."user_id", p."user_id"), f."user_id", f."reason", f."note", p."title",
  left(coalesce(r."content", p."content"), 280), '/community/forums/' || p."id",
  f."created_at", CASE WHEN f."resolved_at" IS NULL THEN 'open' ELSE 'resolved' END,
  CASE WHEN f."resolved_at" IS NULL THEN NULL ELSE gen_random_uuid() END, f."resolved_by", f."resolved_at"
FROM "forum_flags" f
JOIN "forum_posts" p ON p."id" = f."post_id"
LEFT JOIN "forum_replies" r ON r."id" = f."entry_id";--> statement-breakpoint
DROP TABLE "forum_flags" CASCADE;
