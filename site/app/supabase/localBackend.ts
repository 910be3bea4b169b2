/**
 * The local backend's address and public anon key (supabase/local), the defaults when no Supabase
 * project is configured. Plain constants, so Node scripts (the preview server) can read them too.
 */
export const localSupabaseUrl = 'http://127.0.0.1:54321';
export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJha29tYS1sb2NhbCIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzY0NTQ1NjAwLCJleHAiOjIwODAwNzg0MDB9.JMJTUAV3BkF-8DgaYJ6ZSIr2SGXwchuFsOPaf2beTns';
