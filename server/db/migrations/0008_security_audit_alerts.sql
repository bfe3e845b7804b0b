ALTER TABLE "security_audit_events" DROP CONSTRAINT "security_audit_events_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "security_audit_events_created_idx";--> statement-breakpoint
DROP INDEX "security_audit_events_type_idx";--> statement-breakpoint
ALTER TABLE "rate_limit_events" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "rate_limit_events" ADD COLUMN "account_masked" text;--> statement-breakpoint
ALTER TABLE "rate_limit_events" ADD COLUMN "contractor_id" uuid;--> statement-breakpoint
ALTER TABLE "rate_limit_events" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "subject" text NOT NULL;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "contractor_id" uuid;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "account_masked" text;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "event_count" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "first_seen_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "last_seen_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "acknowledged_by" uuid;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "acknowledge_note" text;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "security_audit_events" ADD COLUMN "contractor_id" uuid;--> statement-breakpoint
ALTER TABLE "security_audit_events" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "security_audit_events" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "security_audit_events" ADD COLUMN "email_masked" text;--> statement-breakpoint
ALTER TABLE "security_audit_events" ADD COLUMN "email_hash" text;--> statement-breakpoint
CREATE INDEX "rate_limit_events_page_idx" ON "rate_limit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rate_limit_events_action_page_idx" ON "rate_limit_events" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "rate_limit_events_ip_page_idx" ON "rate_limit_events" USING btree ("ip","created_at","id");--> statement-breakpoint
CREATE INDEX "rate_limit_events_contractor_page_idx" ON "rate_limit_events" USING btree ("contractor_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "security_alerts_unresolved_subject_idx" ON "security_alerts" USING btree ("alert_type","subject") WHERE "security_alerts"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "security_alerts_status_idx" ON "security_alerts" USING btree ("status","last_seen_at");--> statement-breakpoint
CREATE INDEX "security_alerts_resolved_subject_idx" ON "security_alerts" USING btree ("alert_type","subject","resolved_at");--> statement-breakpoint
CREATE INDEX "audit_events_page_idx" ON "security_audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_type_page_idx" ON "security_audit_events" USING btree ("event_type","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_page_idx" ON "security_audit_events" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_contractor_page_idx" ON "security_audit_events" USING btree ("contractor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_ip_page_idx" ON "security_audit_events" USING btree ("ip","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_email_page_idx" ON "security_audit_events" USING btree ("email_hash","created_at","id");--> statement-breakpoint
ALTER TABLE "security_alerts" DROP COLUMN "message";--> statement-breakpoint
ALTER TABLE "security_audit_events" DROP COLUMN "email";