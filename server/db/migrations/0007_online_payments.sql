CREATE TABLE "card_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"stripe_account_id" text NOT NULL,
	"purpose" text NOT NULL,
	"quote_id" uuid,
	"job_id" uuid,
	"milestone_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"return_to" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"stripe_session_id" text,
	"checkout_url" text,
	"status" text DEFAULT 'creating' NOT NULL,
	"stripe_payment_intent_id" text,
	"payment_id" uuid,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_checkouts_amount_positive" CHECK ("card_checkouts"."amount_cents" >= 1)
);
--> statement-breakpoint
CREATE TABLE "card_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"stripe_refund_id" text NOT NULL,
	"stripe_payment_intent_id" text,
	"stripe_charge_id" text,
	"payment_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"counted_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_encrypted" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"checkout_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_accounts" (
	"contractor_id" uuid PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_milestone_id_payment_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."payment_milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_milestone_id_payment_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."payment_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_checkout_id_card_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."card_checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_accounts" ADD CONSTRAINT "stripe_accounts_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_checkouts_idempotency_idx" ON "card_checkouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "card_checkouts_session_idx" ON "card_checkouts" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "card_checkouts_quote_idx" ON "card_checkouts" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "card_checkouts_milestone_idx" ON "card_checkouts" USING btree ("milestone_id","created_at");--> statement-breakpoint
CREATE INDEX "card_checkouts_intent_idx" ON "card_checkouts" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_refund_idx" ON "card_refunds" USING btree ("stripe_refund_id");--> statement-breakpoint
CREATE INDEX "card_refunds_payment_idx" ON "card_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "card_refunds_intent_idx" ON "card_refunds" USING btree ("contractor_id","stripe_payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_links_token_idx" ON "pay_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_links_live_milestone_idx" ON "pay_links" USING btree ("milestone_id") WHERE "pay_links"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_payment_idx" ON "payment_receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_receipts_status_idx" ON "payment_receipts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_accounts_account_idx" ON "stripe_accounts" USING btree ("stripe_account_id");--> statement-breakpoint
CREATE INDEX "payments_quote_idx" ON "payments" USING btree ("quote_id");