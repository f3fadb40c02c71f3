CREATE TABLE "release_health" (
	"target" varchar(40) NOT NULL,
	"release" varchar(60) NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"errors" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "release_health_target_release_pk" PRIMARY KEY("target","release")
);
--> statement-breakpoint
CREATE TABLE "release_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" varchar(40) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(20) NOT NULL,
	"release" varchar(60),
	"by" varchar(20) NOT NULL,
	"reason" varchar(200),
	"forced" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_targets" (
	"target" varchar(40) PRIMARY KEY NOT NULL,
	"live" varchar(60),
	"canary_release" varchar(60),
	"canary_percent" integer,
	CONSTRAINT "release_targets_canary_check" CHECK (("release_targets"."canary_release" is null) = ("release_targets"."canary_percent" is null) and ("release_targets"."canary_percent" is null or "release_targets"."canary_percent" between 1 and 99))
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"target" varchar(40) NOT NULL,
	"id" varchar(60) NOT NULL,
	"version" varchar(50) NOT NULL,
	"hash" varchar(10) NOT NULL,
	"commit" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"needs" jsonb NOT NULL,
	"provides" jsonb NOT NULL,
	CONSTRAINT "releases_target_id_pk" PRIMARY KEY("target","id")
);
--> statement-breakpoint
CREATE INDEX "release_history_target_idx" ON "release_history" USING btree ("target","id");--> statement-breakpoint
CREATE INDEX "releases_target_created_idx" ON "releases" USING btree ("target","created_at");