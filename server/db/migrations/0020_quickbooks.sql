CREATE TABLE "qbo_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"realm_id" text NOT NULL,
	"company_name" text,
	"access_token_encrypted" text,
	"refresh_token_encrypted" text,
	"access_expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"mapping" jsonb,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"last_cdc_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qbo_connections_contractor_id_unique" UNIQUE("contractor_id")
);
--> statement-breakpoint
CREATE TABLE "qbo_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"realm_id" text NOT NULL,
	"kind" text NOT NULL,
	"local_id" uuid NOT NULL,
	"qbo_id" text NOT NULL,
	"sync_token" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qbo_rate_limits" (
	"realm_id" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qbo_request_leases" (
	"realm_id" text NOT NULL,
	"slot" integer NOT NULL,
	"holder" text,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qbo_request_leases_realm_id_slot_pk" PRIMARY KEY("realm_id","slot")
);
--> statement-breakpoint
CREATE TABLE "qbo_sync_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid,
	"action" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"qbo_id" text,
	"detail" jsonb,
	"error" text,
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "qbo_connections" ADD CONSTRAINT "qbo_connections_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qbo_links" ADD CONSTRAINT "qbo_links_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qbo_sync_items" ADD CONSTRAINT "qbo_sync_items_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qbo_connections_realm_idx" ON "qbo_connections" USING btree ("realm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qbo_links_local_idx" ON "qbo_links" USING btree ("contractor_id","realm_id","kind","local_id");--> statement-breakpoint
CREATE INDEX "qbo_links_qbo_idx" ON "qbo_links" USING btree ("realm_id","kind","qbo_id");--> statement-breakpoint
CREATE INDEX "qbo_sync_items_contractor_idx" ON "qbo_sync_items" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qbo_sync_items_pending_out_idx" ON "qbo_sync_items" USING btree ("contractor_id","action","entity_id") WHERE status = 'pending' and direction = 'out';--> statement-breakpoint
CREATE UNIQUE INDEX "qbo_sync_items_pending_in_idx" ON "qbo_sync_items" USING btree ("contractor_id","entity","qbo_id") WHERE status = 'pending' and direction = 'in';--> statement-breakpoint
CREATE INDEX "qbo_sync_items_due_idx" ON "qbo_sync_items" USING btree ("contractor_id","created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "qbo_sync_items_status_idx" ON "qbo_sync_items" USING btree ("status","updated_at");