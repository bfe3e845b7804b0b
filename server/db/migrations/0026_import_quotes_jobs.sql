ALTER TABLE "jobs" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_milestones" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_milestones" ADD CONSTRAINT "payment_milestones_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_import_batch_idx" ON "jobs" USING btree ("import_batch_id");--> statement-breakpoint
CREATE INDEX "quotes_import_batch_idx" ON "quotes" USING btree ("import_batch_id");