-- Who takes the parcel (full name, a mobile the courier calls) and an optional landmark, on saved
-- addresses and on each order's snapshot of its address. Nullable: addresses saved before have none
-- (checkout asks for them once), and orders placed before keep what they were sent to.
ALTER TABLE "addresses" ADD COLUMN "full_name" varchar(100);--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "mobile" varchar(10);--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "landmark" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "full_name" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mobile" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "landmark" varchar(100);
