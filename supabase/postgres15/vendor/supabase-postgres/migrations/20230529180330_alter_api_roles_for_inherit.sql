-- migrate:up

ALTER ROLE authenticated inherit;
ALTER ROLE anon inherit;
ALTER ROLE service_role inherit;

-- akoma: pgsodium is not packaged for Debian, so its role does not exist here (vendor/README.md).
-- GRANT pgsodium_keyholder to service_role;

-- migrate:down

