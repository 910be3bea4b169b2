/**
 * A form's submit as pure state, the part every form of the members' pages shares (the hook that
 * wires it to a form is ./useFormAction.ts): the problems of its last submit, found by its own
 * rules or given by the server, and what its last send came to.
 */

/** A problem per field, in words for the person filling the form in. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What stops a submit or a send: problems on fields, or one about the whole form (said in a toast). */
export type FormProblem<Field extends string> = FieldErrors<Field> | string;

/** What the last submit came to: the problems on its fields, or, when its send went through, what that resolved to. */
export type SubmitResult<Field extends string, Done> =
  { sent: false; errors: FieldErrors<Field> } | { sent: true; errors: FieldErrors<Field>; done: Done };

/** Before the first submit, and while a send runs: nothing to show. */
export const nothingToShow = { sent: false, errors: {} } as const;

/**
 * The first field, in the order `fields` lists them, that has a problem: where focus goes. `fields`
 * maps each field to its control's `name`, in the order the form shows them.
 */
export function firstInvalidField<Field extends string>(
  fields: Readonly<Record<Field, string>>,
  errors: FieldErrors<Field>,
): Field | undefined {
  // Object.keys types its keys as strings; `fields` has exactly the keys of Field.
  return (Object.keys(fields) as Field[]).find((field) => errors[field] !== undefined);
}

/** Whether `problem` stops the form: one about the whole form, or one on a field. */
export function stopsForm<Field extends string>(fields: Readonly<Record<Field, string>>, problem: FormProblem<Field> | undefined): boolean {
  return typeof problem === 'string' || (problem !== undefined && firstInvalidField(fields, problem) !== undefined);
}
