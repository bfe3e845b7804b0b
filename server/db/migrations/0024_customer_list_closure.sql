ALTER TABLE "contractors" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "purge_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_homeowner_idx" ON "jobs" USING btree ("homeowner_id");