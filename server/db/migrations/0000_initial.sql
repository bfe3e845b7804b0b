CREATE TABLE "rate_limit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_type" text NOT NULL,
	"severity" text DEFAULT 'medium' NOT NULL,
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"name" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"contractor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"event_type" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"start_time" text DEFAULT '09:00',
	"end_time" text DEFAULT '17:00',
	"is_anytime" boolean DEFAULT false NOT NULL,
	"color" text DEFAULT '#3b82f6' NOT NULL,
	"linked_quote_id" uuid,
	"linked_homeowner_id" uuid,
	"job_id" uuid,
	"customer_name" text,
	"customer_phone" text,
	"customer_email" text,
	"address" text,
	"visit_instructions" text,
	"assigned_to" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fence_type_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"svg" text NOT NULL,
	CONSTRAINT "fence_type_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "gate_type_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"svg" text NOT NULL,
	CONSTRAINT "gate_type_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "hardware_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"fence_type" text,
	"unit" text DEFAULT 'each' NOT NULL,
	"price_cents" integer NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_styles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid,
	"fence_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_caps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid,
	"name" text NOT NULL,
	"fence_type" text,
	"price_cents" integer NOT NULL,
	"image_key" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_type_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"svg" text NOT NULL,
	CONSTRAINT "post_type_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "style_pricing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid,
	"style_id" uuid NOT NULL,
	"height_ft" numeric(4, 1) NOT NULL,
	"price_per_foot_cents" integer NOT NULL,
	"panel_price_cents" integer,
	"post_price_cents" integer,
	"gate_price_cents" integer
);
--> statement-breakpoint
CREATE TABLE "adjustment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value_type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"business_name" text,
	"website" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"license_number" text,
	"insurance_number" text,
	"service_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"material_per_foot_vinyl_cents" integer DEFAULT 2500 NOT NULL,
	"material_per_foot_cedar_cents" integer DEFAULT 2000 NOT NULL,
	"material_per_foot_chain_cents" integer DEFAULT 1500 NOT NULL,
	"gate_price_vinyl_cents" integer DEFAULT 15000 NOT NULL,
	"gate_price_cedar_cents" integer DEFAULT 12500 NOT NULL,
	"gate_price_chain_cents" integer DEFAULT 10000 NOT NULL,
	"labor_per_foot_cents" integer DEFAULT 1000 NOT NULL,
	"labor_per_post_cents" integer DEFAULT 0 NOT NULL,
	"labor_per_gate_cents" integer DEFAULT 7500 NOT NULL,
	"removal_pricing_type" text DEFAULT 'per_foot' NOT NULL,
	"removal_flat_fee_cents" integer DEFAULT 50000 NOT NULL,
	"removal_per_foot_cents" integer DEFAULT 800 NOT NULL,
	"minimum_charge_cents" integer DEFAULT 50000 NOT NULL,
	"excavation_cents" integer DEFAULT 300 NOT NULL,
	"concrete_set_cents" integer DEFAULT 1200 NOT NULL,
	"height_multipliers" jsonb DEFAULT '{"4":0.85,"5":0.92,"6":1,"8":1.3}'::jsonb NOT NULL,
	"markup_percentage" numeric(6, 2) DEFAULT 20 NOT NULL,
	"tax_enabled" boolean DEFAULT true NOT NULL,
	"tax_rate_percent" numeric(6, 3),
	"logo_url" text,
	"brand_color" text,
	"testimonials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"financing_enabled" boolean DEFAULT false NOT NULL,
	"financing_url" text,
	"finance_partner" text DEFAULT 'synchrony' NOT NULL,
	"payment_schedule_type" text DEFAULT 'deposit' NOT NULL,
	"deposit_percentage" numeric(5, 2) DEFAULT 30 NOT NULL,
	"two_pay_deposit_percentage" numeric(5, 2) DEFAULT 50 NOT NULL,
	"three_pay_deposit_percentage" numeric(5, 2) DEFAULT 30 NOT NULL,
	"three_pay_materials_percentage" numeric(5, 2) DEFAULT 30 NOT NULL,
	"three_pay_final_percentage" numeric(5, 2) DEFAULT 40 NOT NULL,
	"default_milestone_schedule" jsonb,
	"deposit_reminder_days" integer DEFAULT 3 NOT NULL,
	"payment_terms" text DEFAULT 'net_30' NOT NULL,
	"late_fee_type" text DEFAULT 'percent' NOT NULL,
	"late_fee_value" numeric(8, 2) DEFAULT 5 NOT NULL,
	"accepted_payment_methods" text[] DEFAULT '{cash,check,card,finance}'::text[] NOT NULL,
	"communication_preference" text DEFAULT 'both' NOT NULL,
	"shipping_enabled" boolean DEFAULT true NOT NULL,
	"shipping_per_mile_cents" integer DEFAULT 250 NOT NULL,
	"shipping_minimum_cents" integer DEFAULT 10000 NOT NULL,
	"quote_expiry_days" integer DEFAULT 30 NOT NULL,
	"timezone" text DEFAULT 'America/Chicago' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"onboarding_complete" boolean DEFAULT false NOT NULL,
	"next_quote_number" integer DEFAULT 1001 NOT NULL,
	"next_job_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractors_deposit_reminder_days" CHECK ("contractors"."deposit_reminder_days" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "registration_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"contractor_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"short_code" text NOT NULL,
	"target" text DEFAULT 'quote_builder' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"tax_rate_percent" numeric(6, 3) DEFAULT 8.25 NOT NULL,
	"tax_applies_to" text DEFAULT 'materials' NOT NULL,
	"shipping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ghl_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"location_id" text NOT NULL,
	"access_token_encrypted" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ghl_connections_contractor_id_unique" UNIQUE("contractor_id")
);
--> statement-breakpoint
CREATE TABLE "ghl_custom_field_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"local_field" text NOT NULL,
	"ghl_field_id" text NOT NULL,
	"format_rule" text
);
--> statement-breakpoint
CREATE TABLE "ghl_lead_distribution_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 50 NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ghl_sms_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"trigger_event" text NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"template" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ghl_status_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"quote_status" text NOT NULL,
	"pipeline_stage_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"homeowner_id" uuid,
	"job_id" uuid,
	"to_phone" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homeowners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"notes" text,
	"hash" text,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_key" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"job_number" text NOT NULL,
	"quote_id" uuid,
	"homeowner_id" uuid,
	"name" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"job_type" text DEFAULT 'installation' NOT NULL,
	"scheduled_date" date,
	"start_time" text,
	"end_time" text,
	"calendar_color" text DEFAULT '#22c55e' NOT NULL,
	"assigned_to" text,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"financing_enabled" boolean DEFAULT false NOT NULL,
	"financing_status" text,
	"signature_name" text,
	"signature_data" text,
	"signed_at" timestamp with time zone,
	"progress_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"progress_percent" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_calendar_color_hex" CHECK ("jobs"."calendar_color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"job_id" uuid,
	"milestone_id" uuid,
	"quote_id" uuid,
	"amount_cents" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"name" text NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_date" date,
	"paid_date" date,
	"sequence_order" integer DEFAULT 0 NOT NULL,
	"milestone_type" text DEFAULT 'custom' NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_milestones_percentage" CHECK ("payment_milestones"."percentage" between 0 and 100),
	CONSTRAINT "payment_milestones_amount" CHECK ("payment_milestones"."amount_cents" >= 0),
	CONSTRAINT "payment_milestones_paid_date" CHECK ("payment_milestones"."status" <> 'paid' or "payment_milestones"."paid_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"job_id" uuid,
	"milestone_id" uuid,
	"quote_id" uuid,
	"amount_cents" integer NOT NULL,
	"payment_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_date" date NOT NULL,
	"check_number" text,
	"notes" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" >= 1)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"quote_id" uuid,
	"job_id" uuid,
	"event_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"homeowner_id" uuid,
	"quote_number" integer NOT NULL,
	"quote_type" text DEFAULT 'layout' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"title" text,
	"linear_feet" numeric(10, 2) DEFAULT 0 NOT NULL,
	"gates" integer DEFAULT 0 NOT NULL,
	"zip_code" text,
	"fence_type" text,
	"fence_height_ft" numeric(4, 1),
	"materials_cents" integer DEFAULT 0 NOT NULL,
	"labor_cents" integer DEFAULT 0 NOT NULL,
	"removal_cents" integer DEFAULT 0 NOT NULL,
	"markup_cents" integer DEFAULT 0 NOT NULL,
	"adjustments_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"pricing" jsonb,
	"diagram" jsonb,
	"takeoff" jsonb,
	"materials" jsonb,
	"include_removal" text DEFAULT 'none' NOT NULL,
	"removal_feet" numeric(10, 2) DEFAULT 0 NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cap_selection" text,
	"hardware_selection" jsonb,
	"shipping_miles" numeric(8, 1),
	"notes" text,
	"scheduled_date" text,
	"version" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"public_token_hash" text,
	"public_token_revoked_at" timestamp with time zone,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by_name" text,
	"approved_ip" text,
	"approved_user_agent" text,
	"approved_version" integer,
	"supplier_order_id" text,
	"supplier_order_status" text,
	"source" text DEFAULT 'contractor' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_total_nonnegative" CHECK ("quotes"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "security_audit_events" ADD CONSTRAINT "security_audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_linked_quote_id_quotes_id_fk" FOREIGN KEY ("linked_quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_linked_homeowner_id_homeowners_id_fk" FOREIGN KEY ("linked_homeowner_id") REFERENCES "public"."homeowners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_filters" ADD CONSTRAINT "calendar_filters_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardware_items" ADD CONSTRAINT "hardware_items_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_styles" ADD CONSTRAINT "material_styles_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_caps" ADD CONSTRAINT "post_caps_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_pricing" ADD CONSTRAINT "style_pricing_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_pricing" ADD CONSTRAINT "style_pricing_style_id_material_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."material_styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_types" ADD CONSTRAINT "adjustment_types_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_connections" ADD CONSTRAINT "ghl_connections_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_custom_field_mappings" ADD CONSTRAINT "ghl_custom_field_mappings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_lead_distribution_rules" ADD CONSTRAINT "ghl_lead_distribution_rules_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_sms_campaigns" ADD CONSTRAINT "ghl_sms_campaigns_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghl_status_mappings" ADD CONSTRAINT "ghl_status_mappings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_homeowner_id_homeowners_id_fk" FOREIGN KEY ("homeowner_id") REFERENCES "public"."homeowners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_logs" ADD CONSTRAINT "sms_logs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeowners" ADD CONSTRAINT "homeowners_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_homeowner_id_homeowners_id_fk" FOREIGN KEY ("homeowner_id") REFERENCES "public"."homeowners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_milestone_id_payment_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."payment_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_milestones" ADD CONSTRAINT "payment_milestones_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_milestones" ADD CONSTRAINT "payment_milestones_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_milestone_id_payment_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."payment_milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_cart_items" ADD CONSTRAINT "quote_cart_items_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_cart_items" ADD CONSTRAINT "quote_cart_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_homeowner_id_homeowners_id_fk" FOREIGN KEY ("homeowner_id") REFERENCES "public"."homeowners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_events_key_idx" ON "rate_limit_events" USING btree ("key","action","created_at");--> statement-breakpoint
CREATE INDEX "security_audit_events_created_idx" ON "security_audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_audit_events_type_idx" ON "security_audit_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_contractor_idx" ON "users" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "calendar_events_contractor_date_idx" ON "calendar_events" USING btree ("contractor_id","start_date");--> statement-breakpoint
CREATE INDEX "calendar_events_homeowner_idx" ON "calendar_events" USING btree ("linked_homeowner_id","start_date");--> statement-breakpoint
CREATE INDEX "material_styles_contractor_idx" ON "material_styles" USING btree ("contractor_id","fence_type");--> statement-breakpoint
CREATE INDEX "style_pricing_style_idx" ON "style_pricing" USING btree ("style_id","height_ft");--> statement-breakpoint
CREATE INDEX "adjustment_types_contractor_idx" ON "adjustment_types" USING btree ("contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contractors_email_idx" ON "contractors" USING btree ("email");--> statement-breakpoint
CREATE INDEX "registration_requests_status_idx" ON "registration_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_code_idx" ON "short_links" USING btree ("short_code");--> statement-breakpoint
CREATE INDEX "short_links_contractor_idx" ON "short_links" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "sms_logs_contractor_idx" ON "sms_logs" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "homeowners_contractor_created_idx" ON "homeowners" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "homeowners_contractor_hash_idx" ON "homeowners" USING btree ("contractor_id","hash");--> statement-breakpoint
CREATE INDEX "homeowners_search_tokens_idx" ON "homeowners" USING gin ("search_tokens");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_contractor_number_idx" ON "jobs" USING btree ("contractor_id","job_number");--> statement-breakpoint
CREATE INDEX "jobs_contractor_status_idx" ON "jobs" USING btree ("contractor_id","status","scheduled_date");--> statement-breakpoint
CREATE INDEX "jobs_quote_idx" ON "jobs" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "notifications_contractor_created_idx" ON "notifications" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("contractor_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "payment_milestones_job_idx" ON "payment_milestones" USING btree ("job_id","sequence_order");--> statement-breakpoint
CREATE INDEX "payment_milestones_contractor_due_idx" ON "payment_milestones" USING btree ("contractor_id","status","due_date");--> statement-breakpoint
CREATE INDEX "payments_job_idx" ON "payments" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("contractor_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "events_quote_idx" ON "events" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "events_job_idx" ON "events" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_contractor_idx" ON "outbox_emails" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_cart_items_quote_idx" ON "quote_cart_items" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_idx" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_contractor_number_idx" ON "quotes" USING btree ("contractor_id","quote_number");--> statement-breakpoint
CREATE INDEX "quotes_contractor_status_idx" ON "quotes" USING btree ("contractor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "quotes_homeowner_idx" ON "quotes" USING btree ("homeowner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_public_token_idx" ON "quotes" USING btree ("public_token_hash");