/**
 * IndyCircle's four member tables as the row-level security tests use them (on the local store in
 * ../members.test.ts, and on PostgreSQL 15 bootstrapped as hosted in
 * ../../postgres15/members.pg15.test.ts): how to make a row of each, and what a member may do.
 */

/** A third member, who keeps nothing. */
export const memberC = '33333333-3333-4333-8333-333333333333';

export interface MemberTable {
  name: 'saved_items' | 'roi_estimates' | 'assessment_results' | 'event_registrations';
  /** The column that tells one of a member's rows from another. */
  key: string;
  /** The time the row was made: what "newest first" orders by. */
  time: string;
  /** The content columns, with the placeholders ($1 …) for `values(tag)`. */
  columns: string;
  placeholders: string;
  values: (tag: string) => unknown[];
  /** Whether a member may update (a column of) their own rows. */
  updatable: boolean;
}

export const memberTables: MemberTable[] = [
  {
    name: 'saved_items',
    key: 'slug',
    time: 'saved_at',
    columns: 'slug',
    placeholders: '$1',
    values: (tag) => [`piece-${tag}`],
    updatable: false,
  },
  {
    name: 'roi_estimates',
    key: 'id',
    time: 'created_at',
    columns: 'name, inputs, results',
    placeholders: '$1, $2::jsonb, $3::jsonb',
    values: (tag) => [`Estimate ${tag}`, JSON.stringify({ headcount: 40, tag }), JSON.stringify({ roi: 2.5 })],
    updatable: true,
  },
  {
    name: 'assessment_results',
    key: 'id',
    time: 'created_at',
    columns: 'score, tier, answers, area_scores',
    placeholders: '$1, $2, $3::jsonb, $4::jsonb',
    values: (tag) => [72, 'Ready to scale', JSON.stringify({ q1: 'often', tag }), JSON.stringify({ Leadership: 80, Wellbeing: 64.5 })],
    updatable: false,
  },
  {
    name: 'event_registrations',
    key: 'event_id',
    time: 'registered_at',
    columns: 'event_id',
    placeholders: '$1',
    values: (tag) => [`event-${tag}`],
    updatable: false,
  },
];

/**
 * An insert of a row tagged `tag`: without user_id, returning the row's key; or naming `userId`,
 * returning nothing, so the insert policy alone decides (RETURNING would apply the select policy too).
 */
export function insertRow(table: MemberTable, tag: string, userId?: string): [string, unknown[]] {
  const values = table.values(tag);
  if (userId === undefined) {
    return [
      `insert into public.${table.name} (${table.columns}) values (${table.placeholders}) returning ${table.key}::text as key`,
      values,
    ];
  }
  return [
    `insert into public.${table.name} (${table.columns}, user_id) values (${table.placeholders}, $${values.length + 1}::uuid)`,
    [...values, userId],
  ];
}
