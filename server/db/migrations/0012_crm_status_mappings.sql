ALTER TABLE "ghl_status_mappings" ALTER COLUMN "pipeline_stage_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ghl_status_mappings" ADD COLUMN "subject" text DEFAULT 'quote' NOT NULL;--> statement-breakpoint
ALTER TABLE "ghl_status_mappings" ADD COLUMN "picket_status" text NOT NULL;--> statement-breakpoint
ALTER TABLE "ghl_status_mappings" ADD COLUMN "opportunity_status" text;--> statement-breakpoint
ALTER TABLE "ghl_status_mappings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ghl_status_mappings_status_idx" ON "ghl_status_mappings" USING btree ("contractor_id","subject","picket_status");