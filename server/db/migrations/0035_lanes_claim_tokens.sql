ALTER TABLE "ghl_lead_assignments" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "signed_copy_letters" ADD COLUMN "claim_token" uuid;