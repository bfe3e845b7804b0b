ALTER TABLE "contractors" ALTER COLUMN "labor_per_post_cents" SET DEFAULT 1500;--> statement-breakpoint
ALTER TABLE "contractors" ALTER COLUMN "removal_pricing_type" SET DEFAULT 'flat';--> statement-breakpoint
ALTER TABLE "contractors" ALTER COLUMN "height_multipliers" SET DEFAULT '{"3":0.75,"4":0.85,"5":0.92,"6":1,"7":1.15,"8":1.3}'::jsonb;