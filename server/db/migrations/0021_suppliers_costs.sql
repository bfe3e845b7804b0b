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
ALTER TABLE "cost_settings" ADD CONSTRAINT "cost_settings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_prices" ADD CONSTRAINT "material_prices_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_prices" ADD CONSTRAINT "material_prices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_cost_inputs" ADD CONSTRAINT "quote_cost_inputs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_cost_inputs" ADD CONSTRAINT "quote_cost_inputs_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_prices_contractor_key_idx" ON "material_prices" USING btree ("contractor_id","material_key");--> statement-breakpoint
CREATE INDEX "material_prices_supplier_part_idx" ON "material_prices" USING btree ("contractor_id","supplier_id","part_number");--> statement-breakpoint
CREATE INDEX "suppliers_contractor_idx" ON "suppliers" USING btree ("contractor_id","archived_at");