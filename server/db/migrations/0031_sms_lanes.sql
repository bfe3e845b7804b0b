ALTER TABLE "ghl_sms_sends" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "ghl_sms_sends" ADD COLUMN "handed_over_at" timestamp with time zone;