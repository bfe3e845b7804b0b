ALTER TABLE "quotes" ADD COLUMN "public_token_encrypted" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "public_token_created_at" timestamp with time zone;