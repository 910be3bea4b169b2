import { describe, expect, it } from 'vitest';

import { localAnonKey as backendAnonKey, localJwtSecret } from '../../../supabase/local/config';
import { localAnonKey, localSupabaseUrl } from './localBackend';
import { sessionStorageKey } from './settings';

describe('the site’s default Supabase settings', () => {
  it('use the anon key the local backend accepts', async () => {
    expect(localAnonKey).toBe(backendAnonKey);
    const { jwtVerify } = await import('jose');
    const { payload } = await jwtVerify(localAnonKey, new TextEncoder().encode(localJwtSecret));
    expect(payload.role).toBe('anon');
  });

  it('point at the local backend’s default port and name the session key like supabase-js', () => {
    expect(localSupabaseUrl).toBe('http://127.0.0.1:54321');
    expect(sessionStorageKey).toBe('sb-127-auth-token');
  });
});
