import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { defaultMigrationsDirectory, listMigrations } from './migrations';
import { featuresNewerThanPostgres15 } from './postgres15';

describe('featuresNewerThanPostgres15', () => {
  it('finds nothing in the project’s own migrations, which PostgreSQL 15 applies', () => {
    for (const migration of listMigrations(defaultMigrationsDirectory)) {
      expect(featuresNewerThanPostgres15(readFileSync(migration.file, 'utf8')), migration.name).toEqual([]);
    }
  });

  it('leaves alone what PostgreSQL 15 has, however close its name', () => {
    for (const sql of [
      "select json_object('{a,1,b,2}');",
      'select json_object(keys::text[], vals::text[]);',
      "select json_array_length('[1]'), jsonb_build_object('a', 1);",
      'alter table t add column c int generated always as (a + b) stored;',
      'create function f() returns trigger language plpgsql as $$ begin insert into t values (1) returning id into v; return new; end $$;',
      "-- uuidv7() in a comment\nselect 'any_value(x) in a string', $$it's fine$$;",
      '/* json_table( */ select 1;',
    ]) {
      expect(featuresNewerThanPostgres15(sql), sql).toEqual([]);
    }
  });

  it('names what came in PostgreSQL 16, 17 and 18, in function bodies too', () => {
    expect(featuresNewerThanPostgres15('select any_value(x) from t where x is json;')).toEqual([
      'any_value() (PostgreSQL 16)',
      'the IS JSON predicate (PostgreSQL 16)',
    ]);
    expect(featuresNewerThanPostgres15("select json_object('a' : 1), json_array(1, 2);")).toEqual([
      'json_array() (PostgreSQL 16)',
      'the JSON_OBJECT(key : value) constructor (PostgreSQL 16)',
    ]);
    expect(featuresNewerThanPostgres15("select * from json_table('[]', '$[*]' columns (a int path '$.a'));")).toEqual([
      'json_table() (PostgreSQL 17)',
    ]);
    expect(featuresNewerThanPostgres15('create function f() returns uuid language sql as $$ select uuidv7() $$;')).toEqual([
      'uuidv7() (PostgreSQL 18)',
    ]);
    expect(featuresNewerThanPostgres15('alter table t add column c int generated always as (a + b) virtual;')).toEqual([
      'virtual generated columns (PostgreSQL 18)',
    ]);
    expect(featuresNewerThanPostgres15('update t set a = 1 where id = 2 returning old.a, new.a;')).toEqual([
      'OLD and NEW in RETURNING (PostgreSQL 18)',
    ]);
  });
});
