-- Each release's first-load JS (brotli bytes), as its publisher measured it; null for releases published before.
ALTER TABLE "releases" ADD COLUMN "first_load_bytes" bigint;
