/**
 * What a migration may not use: SQL that PostgreSQL 15 lacks. Hosted projects run PostgreSQL 15 or
 * 17, and the local backend runs PGlite, which is PostgreSQL 18: a migration calling `uuidv7()`
 * applies here and then fails on deploy. Each migration is read for the functions and syntax added
 * in PostgreSQL 16, 17 and 18 before it is applied, and refused, naming what it used and the version
 * that brought it. A best effort on the text (comments and quoted strings are skipped, function
 * bodies are read); applying the migrations to a real PostgreSQL 15 is the proof.
 */

interface NewerFeature {
  /** What the migration used, in the words of the refusal. */
  name: string;
  since: 16 | 17 | 18;
  pattern: RegExp;
}

const fn = (name: string, since: NewerFeature['since']): NewerFeature => ({
  name: `${name}()`,
  since,
  pattern: new RegExp(`\\b${name}\\s*\\(`, 'i'),
});

const newerFeatures: readonly NewerFeature[] = [
  // PostgreSQL 16
  fn('any_value', 16),
  fn('array_sample', 16),
  fn('array_shuffle', 16),
  fn('random_normal', 16),
  fn('date_add', 16),
  fn('date_subtract', 16),
  fn('pg_input_is_valid', 16),
  fn('pg_input_error_info', 16),
  fn('json_arrayagg', 16),
  fn('json_objectagg', 16),
  { name: 'the IS JSON predicate', since: 16, pattern: /\bis\s+(not\s+)?json\b/i },
  fn('json_array', 16),
  {
    name: 'the JSON_OBJECT(key : value) constructor',
    since: 16,
    pattern: /\bjson_object\s*\(\s*(key\b|''\s*(:(?!:)|value\b)|\)|[a-z_][a-z0-9_.]*\s*:(?!:))/i,
  },
  { name: 'SYSTEM_USER', since: 16, pattern: /\bsystem_user\b/i },
  // PostgreSQL 17
  fn('json_table', 17),
  fn('json_exists', 17),
  fn('json_query', 17),
  fn('json_value', 17),
  fn('json_scalar', 17),
  fn('json_serialize', 17),
  fn('merge_action', 17),
  fn('to_bin', 17),
  fn('to_oct', 17),
  fn('uuid_extract_timestamp', 17),
  fn('uuid_extract_version', 17),
  // PostgreSQL 18
  fn('uuidv7', 18),
  fn('uuidv4', 18),
  fn('casefold', 18),
  fn('array_reverse', 18),
  fn('array_sort', 18),
  fn('crc32', 18),
  fn('crc32c', 18),
  { name: 'virtual generated columns', since: 18, pattern: /\bgenerated\s+always\s+as\s*\((?:[^()]|\([^()]*\))*\)\s*virtual\b/i },
  { name: 'WITHOUT OVERLAPS constraints', since: 18, pattern: /\bwithout\s+overlaps\b/i },
  { name: 'OLD and NEW in RETURNING', since: 18, pattern: /\breturning\b[^;]*\b(old|new)\s*\.\s*[a-z_*"]/i },
  { name: 'NOT ENFORCED constraints', since: 18, pattern: /\bnot\s+enforced\b/i },
];

/** The SQL with its comments and single-quoted strings blanked out (dollar-quoted bodies are code, and kept). */
function codeOf(sql: string): string {
  return sql
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/--[^\n]*/g, ' ')
    .replace(/(?<![A-Za-z0-9_$])(?:[eE])?'(?:[^']|'')*'/g, "''");
}

/** What in a migration's SQL PostgreSQL 15 lacks, each as "uuidv7() (PostgreSQL 18)"; empty when nothing. */
export function featuresNewerThanPostgres15(sql: string): string[] {
  const code = codeOf(sql);
  return newerFeatures
    .filter((feature) => feature.pattern.test(code))
    .map((feature) => `${feature.name} (PostgreSQL ${String(feature.since)})`);
}
