ALTER TABLE "qbo_sync_items" ADD COLUMN "serial_key" text;--> statement-breakpoint
ALTER TABLE "qbo_sync_items" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "qbo_sync_items" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
CREATE INDEX "qbo_sync_items_serial_idx" ON "qbo_sync_items" USING btree ("contractor_id","serial_key","seq") WHERE status in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "qbo_sync_items_lane_idx" ON "qbo_sync_items" USING btree ("contractor_id","seq") WHERE status = 'pending';