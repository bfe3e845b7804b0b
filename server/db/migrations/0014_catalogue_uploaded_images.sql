ALTER TABLE "fence_type_images" ALTER COLUMN "svg" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gate_type_images" ALTER COLUMN "svg" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "post_type_images" ALTER COLUMN "svg" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fence_type_images" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "fence_type_images" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "fence_type_images" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fence_type_images" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "gate_type_images" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "gate_type_images" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "gate_type_images" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "gate_type_images" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "post_type_images" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "post_type_images" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "post_type_images" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "post_type_images" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;