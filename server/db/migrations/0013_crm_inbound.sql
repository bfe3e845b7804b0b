CREATE TABLE "ghl_inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"homeowner_id" uuid NOT NULL,
	"contact_id" text NOT NULL,
	"external_id" text NOT NULL,
	"conversation_id" text,
	"channel" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ghl_lead_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"homeowner_id" uuid NOT NULL,
	"contact_id" text NOT NULL,
	"rule_id" uuid,
	"rule_name" text NOT NULL,
	"actions" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ghl_sms_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"homeowner_id" uuid,
	"subject_key" text NOT NULL,
	"quote_id" uuid,
	"job_id" uuid,
	"milestone_id" uuid,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"enqueued_at" timestamp with time zone,
	"sms_log_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ghl_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" text NOT NULL,
	"contractor_id" uuid NOT NULL,
	"location_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" text,
	"status" text DEFAULT 'received' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"signed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ghl_lead_distribution_rules" ADD COLUMN "actions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ghl_lead_distribution_rules" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ghl_lead_distribution_rules" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ghl_sms_campaigns" ADD COLUMN "template_es" text;--> statement-breakpoint
ALTER TABLE "ghl_sms_campaigns" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ghl_sms_campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ghl_inbound_messages" ADD CONSTRAINT "ghl_inbound_messages_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_inbound_messages" ADD CONSTRAINT "ghl_inbound_messages_homeowner_id_homeowners_id_fk" FOREIGN KEY ("homeowner_id") REFERENCES "public"."homeowners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_lead_assignments" ADD CONSTRAINT "ghl_lead_assignments_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_lead_assignments" ADD CONSTRAINT "ghl_lead_assignments_homeowner_id_homeowners_id_fk" FOREIGN KEY ("homeowner_id") REFERENCES "public"."homeowners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_lead_assignments" ADD CONSTRAINT "ghl_lead_assignments_rule_id_ghl_lead_distribution_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."ghl_lead_distribution_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_sms_sends" ADD CONSTRAINT "ghl_sms_sends_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_sms_sends" ADD CONSTRAINT "ghl_sms_sends_campaign_id_ghl_sms_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ghl_sms_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_sms_sends" ADD CONSTRAINT "ghl_sms_sends_homeowner_id_homeowners_id_fk" FOREIGN KEY ("homeowner_id") REFERENCES "public"."homeowners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_sms_sends" ADD CONSTRAINT "ghl_sms_sends_sms_log_id_sms_logs_id_fk" FOREIGN KEY ("sms_log_id") REFERENCES "public"."sms_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_webhook_deliveries" ADD CONSTRAINT "ghl_webhook_deliveries_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ghl_inbound_messages_external_idx" ON "ghl_inbound_messages" USING btree ("contractor_id","external_id");--> statement-breakpoint
CREATE INDEX "ghl_inbound_messages_contact_idx" ON "ghl_inbound_messages" USING btree ("contractor_id","contact_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ghl_lead_assignments_contact_idx" ON "ghl_lead_assignments" USING btree ("contractor_id","contact_id");--> statement-breakpoint
CREATE INDEX "ghl_lead_assignments_pending_idx" ON "ghl_lead_assignments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ghl_sms_sends_campaign_subject_idx" ON "ghl_sms_sends" USING btree ("campaign_id","subject_key");--> statement-breakpoint
CREATE INDEX "ghl_sms_sends_due_idx" ON "ghl_sms_sends" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "ghl_sms_sends_enqueue_idx" ON "ghl_sms_sends" USING btree ("enqueued_at") WHERE "ghl_sms_sends"."enqueued_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ghl_webhook_deliveries_webhook_idx" ON "ghl_webhook_deliveries" USING btree ("webhook_id");--> statement-breakpoint
CREATE INDEX "ghl_webhook_deliveries_retry_idx" ON "ghl_webhook_deliveries" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "ghl_webhook_deliveries_contractor_idx" ON "ghl_webhook_deliveries" USING btree ("contractor_id","received_at");--> statement-breakpoint
CREATE INDEX "ghl_lead_rules_contractor_idx" ON "ghl_lead_distribution_rules" USING btree ("contractor_id","priority");--> statement-breakpoint
CREATE INDEX "ghl_sms_campaigns_contractor_idx" ON "ghl_sms_campaigns" USING btree ("contractor_id","trigger_event");