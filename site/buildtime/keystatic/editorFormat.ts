import type { ComponentSchema } from '@keystatic/core';
import { dump, load } from 'js-yaml';

/**
 * A content file as the content editor writes it (js-yaml, its fields in the editor's order), so
 * that a first save in the editor changes only what was edited. `npm run content:format -w
 * @akoma/site` writes every file so; a test checks that they are.
 */
export function inEditorFormat(text: string, fields: Record<string, ComponentSchema>): string {
  return dump(ordered(load(text), { kind: 'object', fields } as ComponentSchema));
}

function ordered(value: unknown, field: ComponentSchema | undefined): unknown {
  if (!field) return value;
  if (field.kind === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(field.fields)) if (key in entries) result[key] = ordered(entries[key], field.fields[key]);
    // A field the editor does not know is kept, last: the schema's check then names it.
    for (const key of Object.keys(entries)) if (!(key in result)) result[key] = entries[key];
    return result;
  }
  if (field.kind === 'array' && Array.isArray(value)) return value.map((item) => ordered(item, field.element));
  return value;
}
