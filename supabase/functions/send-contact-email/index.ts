// The Supabase Edge Function entry: `supabase functions deploy send-contact-email`.
// The handler (handler.ts) is plain web-standard code, shared with the local backend and tests.
import { configFromEnvironment, createContactHandler } from './handler.ts';

const handler = createContactHandler(configFromEnvironment((name) => Deno.env.get(name)));

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, handler);
