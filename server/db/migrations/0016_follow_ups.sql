CREATE TABLE "follow_up_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follow_up_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"message_id" text,
	"error" text,
	"outbox_email_id" uuid,
	"sms_log_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_settings" (
	"contractor_id" uuid PRIMARY KEY NOT NULL,
	"quotes_enabled" boolean NOT NULL,
	"quote_not_opened_days" integer NOT NULL,
	"quote_not_approved_days" integer NOT NULL,
	"quote_max_touches" integer NOT NULL,
	"milestones_enabled" boolean NOT NULL,
	"milestone_due_days" integer NOT NULL,
	"overdue_every_days" integer NOT NULL,
	"overdue_max_touches" integer NOT NULL,
	"window_start_hour" integer NOT NULL,
	"window_end_hour" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"quote_id" uuid,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"touch" integer NOT NULL,
	"quote_id" uuid,
	"job_id" uuid,
	"milestone_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reason" text,
	"language" text,
	"claim_token" uuid,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_up_deliveries" ADD CONSTRAINT "follow_up_deliveries_follow_up_id_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."follow_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_deliveries" ADD CONSTRAINT "follow_up_deliveries_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_deliveries" ADD CONSTRAINT "follow_up_deliveries_outbox_email_id_outbox_emails_id_fk" FOREIGN KEY ("outbox_email_id") REFERENCES "public"."outbox_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_deliveries" ADD CONSTRAINT "follow_up_deliveries_sms_log_id_sms_logs_id_fk" FOREIGN KEY ("sms_log_id") REFERENCES "public"."sms_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_settings" ADD CONSTRAINT "follow_up_settings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_stops" ADD CONSTRAINT "follow_up_stops_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_stops" ADD CONSTRAINT "follow_up_stops_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_stops" ADD CONSTRAINT "follow_up_stops_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_milestone_id_payment_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."payment_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_deliveries_channel_idx" ON "follow_up_deliveries" USING btree ("follow_up_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_stops_quote_idx" ON "follow_up_stops" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_stops_job_idx" ON "follow_up_stops" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_touch_idx" ON "follow_ups" USING btree ("subject_key","touch") WHERE "follow_ups"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_waiting_idx" ON "follow_ups" USING btree ("subject_key") WHERE "follow_ups"."status" in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "follow_ups_subject_idx" ON "follow_ups" USING btree ("subject_key","status");--> statement-breakpoint
CREATE INDEX "follow_ups_due_idx" ON "follow_ups" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "follow_ups_quote_idx" ON "follow_ups" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_ups_job_idx" ON "follow_ups" USING btree ("job_id","created_at");