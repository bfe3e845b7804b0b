CREATE TABLE "follow_up_sweeps" (
	"contractor_id" uuid PRIMARY KEY NOT NULL,
	"swept_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_up_sweeps" ADD CONSTRAINT "follow_up_sweeps_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_sweeps_swept_idx" ON "follow_up_sweeps" USING btree ("swept_at");