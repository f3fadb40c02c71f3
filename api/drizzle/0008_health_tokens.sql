CREATE TABLE "release_page_slots" (
	"view" varchar(12) NOT NULL,
	"slot" varchar(40) NOT NULL,
	"failed" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "release_page_slots_view_slot_pk" PRIMARY KEY("view","slot")
);
--> statement-breakpoint
-- The counts so far came from anyone, unsigned: none of them can be trusted, and none has a period or a visitor.
DELETE FROM "release_health";--> statement-breakpoint
ALTER TABLE "release_health" DROP CONSTRAINT "release_health_target_release_pk";--> statement-breakpoint
ALTER TABLE "release_health" ADD COLUMN "period" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "release_health" ADD COLUMN "visitor" varchar(16) NOT NULL;--> statement-breakpoint
ALTER TABLE "release_health" ADD CONSTRAINT "release_health_target_period_release_visitor_pk" PRIMARY KEY("target","period","release","visitor");--> statement-breakpoint
ALTER TABLE "release_history" ADD COLUMN "evidence" varchar(200);--> statement-breakpoint
ALTER TABLE "release_targets" ADD COLUMN "period" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "release_targets" ADD COLUMN "period_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "release_targets" ADD COLUMN "bake_release" varchar(60);--> statement-breakpoint
ALTER TABLE "release_targets" ADD COLUMN "bake_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_targets" ADD COLUMN "bake_against" varchar(60);--> statement-breakpoint
ALTER TABLE "release_targets" ADD COLUMN "bake_against_period" integer;--> statement-breakpoint
CREATE INDEX "release_page_slots_expires_idx" ON "release_page_slots" USING btree ("expires_at");
