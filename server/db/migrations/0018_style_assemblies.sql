CREATE TABLE "style_assemblies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"fence_type" text NOT NULL,
	"style_key" text NOT NULL,
	"style" text NOT NULL,
	"assembly" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "assemblies" jsonb;--> statement-breakpoint
ALTER TABLE "style_assemblies" ADD CONSTRAINT "style_assemblies_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "style_assemblies_contractor_style_idx" ON "style_assemblies" USING btree ("contractor_id","fence_type","style_key");