ALTER TABLE "releases" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "files_stored" boolean DEFAULT false NOT NULL;
