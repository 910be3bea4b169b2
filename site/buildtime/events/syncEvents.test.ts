import { describe, expect, it } from 'vitest';
import { datedEvents } from 'virtual:events';

import { localServiceRoleKey as backendServiceRoleKey } from '../../../supabase/local/config';
import { eventRows, localServiceRoleKey, syncTargetFromEnvironment } from './syncEvents';

describe('the events the deploy hands the database', () => {
  it('are every flagship event, which never ends, and every dated event with its start and end', () => {
    const rows = eventRows(datedEvents);
    expect(rows).toContainEqual({ id: 'workplace-summit', starts_at: null, ends_at: null });
    expect(rows).toContainEqual({
      id: 'leading-through-uncertainty-2027',
      starts_at: '2027-01-21T09:00:00.000Z',
      ends_at: '2027-01-21T10:30:00.000Z',
    });
    expect(rows).toHaveLength(4 + datedEvents.length);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('go to the local backend with its service-role key, or to the project the environment names with its own', () => {
    expect(localServiceRoleKey).toBe(backendServiceRoleKey);
    expect(syncTargetFromEnvironment({})).toEqual({ url: 'http://127.0.0.1:54321', serviceRoleKey: localServiceRoleKey });
    expect(syncTargetFromEnvironment({ VITE_SUPABASE_URL: 'http://127.0.0.1:64319/' }).url).toBe('http://127.0.0.1:64319');
    expect(syncTargetFromEnvironment({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'secret' })).toEqual({
      url: 'https://abc.supabase.co',
      serviceRoleKey: 'secret',
    });
    expect(() => syncTargetFromEnvironment({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      'SUPABASE_SERVICE_ROLE_KEY is needed to update the events of https://abc.supabase.co',
    );
  });
});
