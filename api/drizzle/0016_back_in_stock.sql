CREATE TABLE "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"user_id" integer,
	"email" varchar(254),
	"token_hash" varchar(64) NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"outbox_id" integer,
	CONSTRAINT "back_in_stock_requests_one_person" CHECK (("back_in_stock_requests"."user_id" is null) <> ("back_in_stock_requests"."email" is null))
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_token_idx" ON "back_in_stock_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_waiting_user_idx" ON "back_in_stock_requests" USING btree ("variant_id","user_id") WHERE "back_in_stock_requests"."notified_at" is null and "back_in_stock_requests"."unsubscribed_at" is null and "back_in_stock_requests"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_waiting_email_idx" ON "back_in_stock_requests" USING btree ("variant_id","email") WHERE "back_in_stock_requests"."notified_at" is null and "back_in_stock_requests"."unsubscribed_at" is null and "back_in_stock_requests"."email" is not null;--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_email_idx" ON "back_in_stock_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_user_idx" ON "back_in_stock_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_outbox_idx" ON "back_in_stock_requests" USING btree ("outbox_id") WHERE "back_in_stock_requests"."outbox_id" is not null;