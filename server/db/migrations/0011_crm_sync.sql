CREATE TABLE "ghl_rate_limits" (
	"location_id" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"day_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ghl_sync_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid,
	"action" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"crm_id" text,
	"detail" jsonb,
	"error" text,
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ghl_connections" ADD COLUMN "auth_type" text DEFAULT 'private_token' NOT NULL;--> statement-breakpoint
ALTER TABLE "ghl_connections" ADD COLUMN "location_name" text;--> statement-breakpoint
ALTER TABLE "ghl_connections" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "ghl_connections" ADD COLUMN "refresh_token_encrypted" text;--> statement-breakpoint
ALTER TABLE "ghl_connections" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ghl_connections" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "ghl_connections" ADD COLUMN "pipeline_id" text;--> statement-breakpoint
ALTER TABLE "ghl_connections" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "ghl_connections" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ghl_connections" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ghl_custom_field_mappings" ADD COLUMN "ghl_field_name" text;--> statement-breakpoint
ALTER TABLE "ghl_custom_field_mappings" ADD COLUMN "ghl_field_model" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "ghl_custom_field_mappings" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "homeowners" ADD COLUMN "ghl_contact_id" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "ghl_opportunity_id" text;--> statement-breakpoint
ALTER TABLE "ghl_sync_items" ADD CONSTRAINT "ghl_sync_items_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ghl_sync_items_contractor_idx" ON "ghl_sync_items" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ghl_sync_items_pending_idx" ON "ghl_sync_items" USING btree ("contractor_id","direction","action","entity_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "ghl_sync_items_status_idx" ON "ghl_sync_items" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ghl_connections_location_idx" ON "ghl_connections" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ghl_custom_field_mappings_field_idx" ON "ghl_custom_field_mappings" USING btree ("contractor_id","ghl_field_id");--> statement-breakpoint
CREATE INDEX "homeowners_ghl_contact_idx" ON "homeowners" USING btree ("contractor_id","ghl_contact_id");--> statement-breakpoint
CREATE INDEX "quotes_ghl_opportunity_idx" ON "quotes" USING btree ("contractor_id","ghl_opportunity_id");--> statement-breakpoint
ALTER TABLE "ghl_status_mappings" DROP COLUMN "quote_status";