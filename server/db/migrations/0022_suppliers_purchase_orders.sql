CREATE TABLE "cost_settings" (
	"contractor_id" uuid PRIMARY KEY NOT NULL,
	"labor_cost_per_foot_cents" integer DEFAULT 0 NOT NULL,
	"labor_cost_per_post_cents" integer DEFAULT 0 NOT NULL,
	"labor_cost_per_gate_cents" integer DEFAULT 0 NOT NULL,
	"crew_hourly_cost_cents" integer,
	"minimum_margin_percent" numeric(5, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"material_key" text NOT NULL,
	"supplier_id" uuid,
	"part_number" text,
	"pack_name" text DEFAULT 'each' NOT NULL,
	"pack_size" integer DEFAULT 1 NOT NULL,
	"unit_cost_cents" integer,
	"cost_changed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_prices_pack_size_positive" CHECK ("material_prices"."pack_size" >= 1),
	CONSTRAINT "material_prices_unit_cost_nonnegative" CHECK ("material_prices"."unit_cost_cents" IS NULL OR "material_prices"."unit_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_cost_inputs" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"contractor_id" uuid NOT NULL,
	"crew_hours" numeric(7, 2),
	"paid_by_card" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"account_number" text,
	"lead_time_days" integer,
	"yard_address" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_lead_time_days_range" CHECK ("suppliers"."lead_time_days" IS NULL OR "suppliers"."lead_time_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
CREATE TABLE "job_extra_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"spent_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_extra_costs_amount" CHECK ("job_extra_costs"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_counters" (
	"contractor_id" uuid PRIMARY KEY NOT NULL,
	"next_number" integer DEFAULT 1001 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"material_key" text,
	"description" text NOT NULL,
	"part_number" text,
	"unit" text DEFAULT 'each' NOT NULL,
	"pack_name" text DEFAULT 'each' NOT NULL,
	"pack_size" integer DEFAULT 1 NOT NULL,
	"packs" integer NOT NULL,
	"pack_cost_cents" integer,
	"received_packs" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_packs" CHECK ("purchase_order_lines"."packs" >= 0 AND "purchase_order_lines"."pack_size" >= 1 AND "purchase_order_lines"."received_packs" >= 0),
	CONSTRAINT "purchase_order_lines_cost" CHECK ("purchase_order_lines"."pack_cost_cents" IS NULL OR "purchase_order_lines"."pack_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"supplier_id" uuid,
	"po_number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"delivery_date" date,
	"deliver_to" text DEFAULT 'site' NOT NULL,
	"delivery_address" text,
	"notes" text,
	"language" text DEFAULT 'en' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_total_nonnegative" CHECK ("purchase_orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cost_settings" ADD CONSTRAINT "cost_settings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_prices" ADD CONSTRAINT "material_prices_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_prices" ADD CONSTRAINT "material_prices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_cost_inputs" ADD CONSTRAINT "quote_cost_inputs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_cost_inputs" ADD CONSTRAINT "quote_cost_inputs_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_extra_costs" ADD CONSTRAINT "job_extra_costs_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_extra_costs" ADD CONSTRAINT "job_extra_costs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_counters" ADD CONSTRAINT "purchase_order_counters_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_sends" ADD CONSTRAINT "purchase_order_sends_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_sends" ADD CONSTRAINT "purchase_order_sends_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_prices_contractor_key_idx" ON "material_prices" USING btree ("contractor_id","material_key");--> statement-breakpoint
CREATE INDEX "material_prices_supplier_part_idx" ON "material_prices" USING btree ("contractor_id","supplier_id","part_number");--> statement-breakpoint
CREATE INDEX "suppliers_contractor_idx" ON "suppliers" USING btree ("contractor_id","archived_at");--> statement-breakpoint
CREATE INDEX "job_extra_costs_job_idx" ON "job_extra_costs" USING btree ("contractor_id","job_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("order_id","sort_order");--> statement-breakpoint
CREATE INDEX "purchase_order_receipts_order_idx" ON "purchase_order_receipts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_sends_revision_idx" ON "purchase_order_sends" USING btree ("order_id","revision");--> statement-breakpoint
CREATE INDEX "purchase_order_sends_status_idx" ON "purchase_order_sends" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_contractor_number_idx" ON "purchase_orders" USING btree ("contractor_id","po_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_quote_idx" ON "purchase_orders" USING btree ("contractor_id","quote_id");