import { fields } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { fieldsFromSchema, inWords } from './fromSchema.ts';

/** A field's check, as the editor runs it when a person saves: undefined when the value is accepted. */
function refusal(field: unknown, value: unknown): string | undefined {
  try {
    (field as { validate: (value: unknown) => unknown }).validate(value);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const schema = z
  .object({
    heading: z.string().trim().min(1).max(20),
    consentNote: z.string().max(300).optional(),
    profile: z
      .string()
      .regex(/^https:\/\/x\.test\/\w+$/, 'expected a profile address, https://x.test/…')
      .optional(),
    tone: z.enum(['calm', 'bold']).default('bold'),
    order: z.number().int().min(1).max(9),
    shown: z.boolean().default(true),
    items: z
      .array(z.object({ title: z.string().min(1).max(40).meta({ title: 'Item title', description: 'Short.' }) }))
      .min(1)
      .max(3),
  })
  .strict();

describe('the editor’s fields made from a schema', () => {
  const made = fieldsFromSchema(schema, { order: fields.integer({ label: 'Position' }) });

  it('are labelled by the schema’s title, or by the key in words', () => {
    expect(inWords('consentNote')).toBe('Consent note');
    expect(made.heading).toMatchObject({ kind: 'form', label: 'Heading' });
    expect(made.items).toMatchObject({ kind: 'array', label: 'Items', element: { kind: 'object' } });
    expect((made.items as unknown as { element: { fields: Record<string, unknown> } }).element.fields.title).toMatchObject({
      label: 'Item title',
    });
  });

  it('refuse an empty required text and one too long, and accept an empty optional one', () => {
    expect(refusal(made.heading, '')).toMatch(/Heading/);
    expect(refusal(made.heading, 'x'.repeat(21))).toMatch(/Heading/);
    expect(refusal(made.heading, 'Our story')).toBeUndefined();
    expect(refusal(made.consentNote, '')).toBeUndefined();
    expect(refusal(made.consentNote, 'x'.repeat(301))).toMatch(/Consent note/);
  });

  it('check a pattern in the schema’s own words, and let an optional one be left empty', () => {
    expect(refusal(made.profile, 'https://elsewhere.test/ada')).toBe('Profile: expected a profile address, https://x.test/…');
    expect(refusal(made.profile, 'https://x.test/ada')).toBeUndefined();
    expect(refusal(made.profile, '')).toBeUndefined();
  });

  it('offer a choice’s options with its default, and a checkbox with its default', () => {
    expect(made.tone).toMatchObject({ options: [{ value: 'calm' }, { value: 'bold' }], defaultValue: expect.any(Function) as unknown });
    expect((made.tone as unknown as { defaultValue: () => string }).defaultValue()).toBe('bold');
    expect((made.shown as unknown as { defaultValue: () => boolean }).defaultValue()).toBe(true);
  });

  it('hold a list to its length', () => {
    expect(made.items).toMatchObject({ validation: { length: { min: 1, max: 3 } } });
  });

  it('take an override in place of the field the schema would make', () => {
    expect(made.order).toMatchObject({ label: 'Position' });
  });

  it('refuse a schema they cannot describe, naming the field', () => {
    expect(() => fieldsFromSchema(z.object({ when: z.date() }))).toThrow('when: the editor has no field for a zod date');
  });
});
