import { useToast } from '@akoma/design-system';
import { startTransition, useActionState, type ChangeEvent, type Dispatch, type SetStateAction, type SubmitEvent } from 'react';

import { firstInvalidField, nothingToShow, stopsForm, type FieldErrors, type FormProblem, type SubmitResult } from './formAction';

export interface FormActionOptions<Field extends string, Values extends Record<Field, string>, Done> {
  /** The form's values, kept by its component (or above it, when they outlive the form). */
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  /** Each field's control `name`, in the order the form shows them: focus goes to the first with a problem. */
  fields: Readonly<Record<Field, string>>;
  /** The form's own rules, run on submit: a problem stops the send. `form` is there for the browser's own checks. */
  check?: (values: Values, form: HTMLFormElement) => FormProblem<Field> | undefined;
  /** Sends the values; throws when the server refuses them. What it resolves to is `done`. */
  send: (values: Values) => Promise<Done>;
  /** After a send went through, in the same render as its result: clears or tidies the values. */
  onSent?: (done: Done, values: Values) => void;
  /** What a failed send says: on its fields, or about the whole form. */
  failed: (error: unknown) => FormProblem<Field>;
  /** Runs as a send starts, in its transition: an optimistic update there lasts as long as the send. */
  onStart?: () => void;
}

/** A field's control, bound to the form: its name, value, problem and change handler. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A submit: the values to send with their form, or the problems the form's own rules found in them. */
type Submit<Field extends string, Values> = { values: Values; form: HTMLFormElement } | { refused: FieldErrors<Field> };

/**
 * A form of the members' pages, from submit to outcome, in one action (React's `useActionState`):
 * on submit the form's own rules run, and a problem shows at once, on its field with focus there or
 * in a toast; otherwise the values are sent, `pending` while that runs, and a refusal shows like
 * the form's own problems. Each submit replaces what the last one showed.
 */
export function useFormAction<Field extends string, Values extends Record<Field, string>, Done>({
  values,
  setValues,
  fields,
  check,
  send,
  onSent,
  failed,
  onStart,
}: FormActionOptions<Field, Values, Done>) {
  const toast = useToast();

  /** Says a problem, in a toast or on its fields with focus on the first; returns what the fields show. */
  const report = (problem: FormProblem<Field>, form: HTMLFormElement): FieldErrors<Field> => {
    if (typeof problem === 'string') {
      toast.error(problem);
      return {};
    }
    const field = firstInvalidField(fields, problem);
    const control = field === undefined ? null : form.elements.namedItem(fields[field]);
    if (control instanceof HTMLElement) control.focus();
    return problem;
  };

  const sendValues = async (values: Values, form: HTMLFormElement): Promise<SubmitResult<Field, Done>> => {
    try {
      const done = await send(values);
      if (onSent)
        startTransition(() => {
          onSent(done, values);
        });
      return { sent: true, errors: {}, done };
    } catch (error) {
      return { sent: false, errors: report(failed(error), form) };
    }
  };

  const [result, dispatch, pending] = useActionState(
    // A refused submit settles at once (not async): dispatched outside a transition, it shows with
    // no moment of `pending`. None waits behind a send: the busy button refuses presses and Enter.
    (_previous: SubmitResult<Field, Done>, submit: Submit<Field, Values>) =>
      'refused' in submit ? { sent: false as const, errors: submit.refused } : sendValues(submit.values, submit.form),
    nothingToShow,
  );

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = check?.(values, form);
    if (problem !== undefined && stopsForm(fields, problem)) dispatch({ refused: report(problem, form) });
    else
      startTransition(() => {
        onStart?.();
        dispatch({ values, form });
      });
  };

  // While a send runs, nothing of the last submit shows.
  const shown: SubmitResult<Field, Done> = pending ? nothingToShow : result;

  const field = (name: Field): BoundField => ({
    name: fields[name],
    value: values[name],
    error: shown.errors[name],
    onChange: (event) => {
      // From the current values: two fields filled in one task (autofill, the hand-over of what was
      // typed before hydration) both count.
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return { errors: shown.errors, sent: shown.sent, done: shown.sent ? shown.done : undefined, pending, submit, field };
}
