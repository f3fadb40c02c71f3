-- The name of the deploy token behind each change (DEPLOY_TOKEN_NAME_<TARGET>); null for the registry's own and for entries recorded before.
ALTER TABLE "release_history" ADD COLUMN "by_name" varchar(40);
