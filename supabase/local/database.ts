import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';

/**
 * The local backend's store: Postgres in WebAssembly (PGlite), kept in a data directory so users,
 * sessions and mail survive restarts. The schema mirrors the parts of Supabase's `auth` schema the
 * site uses, plus the mailbox.
 */
const schema = `
create schema if not exists auth;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users(id) on delete cascade,
  provider text not null,
  provider_id text not null,
  identity_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  unique (provider, provider_id)
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users(id) on delete cascade,
  created_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  token text primary key,
  session_id uuid not null references auth.sessions(id) on delete cascade,
  user_id uuid not null references auth.users(id) on delete cascade,
  revoked boolean not null default false,
  parent text,
  created_at timestamptz not null default now()
);

create table if not exists auth.flow_state (
  auth_code text primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  code_challenge text not null,
  code_challenge_method text not null,
  authentication_method text not null,
  created_at timestamptz not null default now()
);

create schema if not exists mailbox;

create table if not exists mailbox.messages (
  id uuid primary key default gen_random_uuid(),
  sender text not null,
  recipients text[] not null,
  reply_to text,
  subject text not null,
  html text not null default '',
  text text not null default '',
  idempotency_key text unique,
  created_at timestamptz not null default now()
);
`;

export type Database = PGlite;

export async function openDatabase(dataDirectory: string): Promise<Database> {
  mkdirSync(dataDirectory, { recursive: true });
  const database = await PGlite.create({ dataDir: dataDirectory });
  await database.exec(schema);
  return database;
}
