CREATE TABLE "quote_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"diagram" jsonb,
	"cart_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"diagram_svg" text,
	"takeoff" jsonb,
	"assemblies" jsonb,
	"pricing" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_options_position_range" CHECK ("quote_options"."position" between 1 and 3),
	CONSTRAINT "quote_options_total_nonnegative" CHECK ("quote_options"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "chosen_option_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_options_quote_position_idx" ON "quote_options" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_options_one_recommended_idx" ON "quote_options" USING btree ("quote_id") WHERE "quote_options"."recommended";--> statement-breakpoint
CREATE INDEX "quote_options_contractor_idx" ON "quote_options" USING btree ("contractor_id","quote_id");