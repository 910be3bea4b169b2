/** The roles a request's token may name, which each request runs as. */
export const roles = ['anon', 'authenticated', 'service_role'] as const;
export type Role = (typeof roles)[number];

export interface Claims extends Record<string, unknown> {
  role: Role;
}
