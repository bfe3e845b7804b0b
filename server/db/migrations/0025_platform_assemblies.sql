CREATE TABLE "platform_assemblies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fence_type" text NOT NULL,
	"style_key" text NOT NULL,
	"style" text NOT NULL,
	"assembly" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "platform_assemblies_style_idx" ON "platform_assemblies" USING btree ("fence_type","style_key");