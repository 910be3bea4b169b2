import { fields, type ComponentSchema } from '@keystatic/core';
import type { z } from 'zod';

/**
 * The content editor's fields made from the build's schemas (site/app/content/schema), so the two
 * cannot disagree: a required field, a length, a pattern, a list's size or a set of choices the
 * build checks is one the editor checks as it is typed. Each field's label and help text are the
 * schema's `.meta({ title, description })`, or else its key in words ("consentNote": "Consent note").
 * A field the schema cannot describe (a photograph, a file's id) is given in `overrides`, by its
 * dotted path.
 */

// zod's internal definition, read here for what the editor needs: the kind of value and its checks.
interface Definition {
  type: string;
  checks?: {
    _zod: {
      def: { check: string; minimum?: number; maximum?: number; format?: string; pattern?: RegExp; error?: (issue: object) => unknown };
    };
  }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
  defaultValue?: unknown;
}

const definitionOf = (schema: z.ZodType) => schema._zod.def as unknown as Definition;

/** "consentNote" → "Consent note". */
export const inWords = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface Described {
  title?: string;
  description?: string;
}

/** The value's own schema, past optional, default and transform wrappers; whether it may be left out; its default. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; defaultValue: unknown; meta: Described } {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  let meta: Described = schema.meta() ?? {};
  for (;;) {
    const definition = definitionOf(inner);
    if (definition.type === 'optional' && definition.innerType) {
      optional = true;
      inner = definition.innerType;
    } else if (definition.type === 'default' && definition.innerType) {
      defaultValue = definition.defaultValue;
      inner = definition.innerType;
    } else if (definition.type === 'pipe' && definition.in) {
      inner = definition.in;
    } else break;
    meta = { ...((inner.meta() ?? {}) as Described), ...meta };
  }
  return { inner, optional, defaultValue, meta };
}

function lengthsOf(definition: Definition) {
  const lengths: { min?: number; max?: number } = {};
  let pattern: RegExp | undefined;
  let patternMessage: string | undefined;
  for (const { _zod } of definition.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'min_length' || check.check === 'greater_than') lengths.min = check.minimum;
    if (check.check === 'max_length' || check.check === 'less_than') lengths.max = check.maximum;
    if (check.check === 'string_format' && check.format === 'regex') {
      pattern = check.pattern;
      // The schema's own words for a mismatch ("expected a LinkedIn profile address, …").
      const message = check.error?.({});
      patternMessage = typeof message === 'string' ? message : undefined;
    }
  }
  return { lengths, pattern, patternMessage };
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The first text inside a list item, to name the item in the editor's list. */
function itemLabel(element: ComponentSchema): (props: unknown) => string {
  if (element.kind === 'form') return (props) => textOf((props as { value: unknown }).value);
  const key = element.kind === 'object' ? Object.entries(element.fields).find(([, field]) => field.kind === 'form')?.[0] : undefined;
  return (props) => (key ? textOf((props as { fields: Record<string, { value: unknown }> }).fields[key]?.value) : '');
}

function fieldFor(schema: z.ZodType, key: string, path: string, overrides: Record<string, ComponentSchema>): ComponentSchema {
  const override = overrides[path];
  if (override) return override;
  const { inner, optional, defaultValue, meta } = unwrap(schema);
  const definition = definitionOf(inner);
  const label = meta.title ?? inWords(key);
  const { description } = meta;
  const { lengths, pattern, patternMessage } = lengthsOf(definition);
  switch (definition.type) {
    case 'string':
      return fields.text({
        label,
        description,
        multiline: (lengths.max ?? 0) > 120,
        validation: {
          length: { min: optional ? 0 : Math.max(lengths.min ?? 1, 1), max: lengths.max },
          // A field that may be left out may be left empty: the editor checks the pattern on empty text too.
          ...(pattern
            ? {
                pattern: {
                  regex: optional ? new RegExp(`^$|(?:${pattern.source})`, pattern.flags) : pattern,
                  message: `${label}: ${patternMessage ?? 'not in the expected form'}`,
                },
              }
            : {}),
        },
      });
    case 'number':
      return fields.integer({
        label,
        description,
        validation: { isRequired: !optional && defaultValue === undefined, min: lengths.min, max: lengths.max },
      });
    case 'boolean':
      return fields.checkbox({ label, description, defaultValue: defaultValue === true });
    case 'enum': {
      const options = Object.values(definition.entries ?? {}).map((value) => ({ value, label: inWords(value) }));
      if (optional && defaultValue === undefined) {
        // A choice that may be left out: an empty first option, written as no value at all.
        const select = fields.select({ label, description, options: [{ value: '', label: '—' }, ...options], defaultValue: '' });
        return { ...select, serialize: (value: string) => ({ value: value === '' ? undefined : value }) };
      }
      return fields.select({ label, description, options, defaultValue: textOf(defaultValue) || (options[0]?.value ?? '') });
    }
    case 'object':
      return fields.object(objectFields(inner, path, overrides), { label, description });
    case 'array': {
      if (!definition.element) throw new Error(`${path}: a list without its item`);
      const element = fieldFor(definition.element, key.replace(/s$/, ''), `${path}.*`, overrides);
      return fields.array(element, { label, description, itemLabel: itemLabel(element), validation: { length: lengths } });
    }
    default:
      throw new Error(`${path}: the editor has no field for a zod ${definition.type}; give one in overrides`);
  }
}

function objectFields(schema: z.ZodType, path: string, overrides: Record<string, ComponentSchema>): Record<string, ComponentSchema> {
  const shape = definitionOf(schema).shape ?? {};
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, fieldFor(field, key, path ? `${path}.${key}` : key, overrides)]),
  );
}

/**
 * The editor's fields for a content file whose schema is a zod object. The overrides' own types are
 * kept, so a slug field given here can be a collection's `slugField`.
 */
export function fieldsFromSchema<Schema extends z.ZodObject, Overrides extends Partial<Record<keyof z.output<Schema>, ComponentSchema>>>(
  schema: Schema,
  overrides?: Overrides,
): Omit<Record<keyof z.output<Schema> & string, ComponentSchema>, keyof Overrides> & Overrides {
  return objectFields(schema, '', (overrides ?? {}) as Record<string, ComponentSchema>) as Omit<
    Record<keyof z.output<Schema> & string, ComponentSchema>,
    keyof Overrides
  > &
    Overrides;
}
