-- migrate:up
grant anon, authenticated, service_role to postgres;

-- migrate:down

