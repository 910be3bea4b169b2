/** The roles a request's token may name, as PostgREST switches to them. */
export const roles = ['anon', 'authenticated', 'service_role'] as const;
export type Role = (typeof roles)[number];

export interface Claims extends Record<string, unknown> {
  role: Role;
}
