CREATE TABLE "quote_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"quote_version" integer NOT NULL,
	"signer_name" text NOT NULL,
	"signature_kind" text NOT NULL,
	"signature_svg" text NOT NULL,
	"consent_version" text NOT NULL,
	"consent_language" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"public_link_id" uuid,
	"snapshot" text NOT NULL,
	"snapshot_sha256" text NOT NULL,
	"evidence_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "public_link_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "revision_of_quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "quote_signatures" ADD CONSTRAINT "quote_signatures_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_signatures" ADD CONSTRAINT "quote_signatures_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_signatures_quote_idx" ON "quote_signatures" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_signatures_contractor_idx" ON "quote_signatures" USING btree ("contractor_id","signed_at");--> statement-breakpoint
-- Links issued before this migration get their id now, so a signature made through them names one.
UPDATE "quotes" SET "public_link_id" = gen_random_uuid() WHERE "public_token_hash" IS NOT NULL;