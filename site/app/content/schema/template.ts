import { line } from './fields.ts';

/**
 * A line with placeholders the page fills in ("Explore {name}"): each placeholder is required,
 * and the error says what goes there. `where` maps each placeholder to what the page puts in it.
 */
export const template = (max: number, where: Readonly<Record<string, string>>, title?: string) => {
  const entries = Object.entries(where);
  let schema = line(max);
  for (const [placeholder, what] of entries)
    schema = schema.includes(placeholder, { message: `must contain ${placeholder}, where ${what} goes` });
  const description = `With ${entries.map(([placeholder, what]) => `${placeholder} where ${what} goes`).join(', ')}.`;
  return schema.meta({ ...(title ? { title } : {}), description });
};
