ALTER TABLE "jobs" ADD COLUMN "import_ref" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "import_ref" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "import_key" text;--> statement-breakpoint
CREATE INDEX "jobs_import_key_idx" ON "jobs" USING btree ("contractor_id","import_key");--> statement-breakpoint
CREATE INDEX "quotes_import_key_idx" ON "quotes" USING btree ("contractor_id","import_key");