CREATE TABLE "signed_copy_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"signature_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signed_copy_letters" ADD CONSTRAINT "signed_copy_letters_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_copy_letters" ADD CONSTRAINT "signed_copy_letters_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_copy_letters" ADD CONSTRAINT "signed_copy_letters_signature_id_quote_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."quote_signatures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signed_copy_letters_letter_idx" ON "signed_copy_letters" USING btree ("signature_id","recipient");--> statement-breakpoint
CREATE INDEX "signed_copy_letters_due_idx" ON "signed_copy_letters" USING btree ("status","next_attempt_at");