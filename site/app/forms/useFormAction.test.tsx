// @vitest-environment jsdom
import { ToastProvider } from '@akoma/design-system';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import { useFormAction } from './useFormAction';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fields = { name: 'name', email: 'email' } as const;

/** A send the test settles: resolves with the address, or rejects with a reason. */
let settle: { resolve: (email: string) => void; reject: (error: Error) => void } | undefined;
const send = () =>
  new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });

/** A form of two fields: the name is required, a refusal of the address lands on its field, and a form-wide refusal is toasted. */
function NewsletterForm() {
  const [values, setValues] = useState({ name: '', email: '' });
  const form = useFormAction({
    values,
    setValues,
    fields,
    check: (checked) =>
      checked.email === 'toast' ? 'Something is missing.' : { name: checked.name === '' ? 'Enter your name.' : undefined },
    send,
    onSent: () => {
      setValues({ name: '', email: '' });
    },
    failed: (error) => (error instanceof Error && error.message === 'Taken.' ? { email: 'Taken.' } : 'Try again later.'),
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <input aria-label="Name" aria-describedby="name-problem" {...form.field('name')} />
      <p id="name-problem">{form.errors.name}</p>
      <input aria-label="Email" aria-describedby="email-problem" {...form.field('email')} />
      <p id="email-problem">{form.errors.email}</p>
      <button type="submit">{form.pending ? 'Sending...' : 'Send'}</button>
      {form.done === undefined ? null : <p role="status">Sent to {form.done}</p>}
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  settle = undefined;
});

function render() {
  container = document.createElement('div');
  document.body.append(container);
  const target = container;
  act(() => {
    root = createRoot(target);
    root.render(
      <ToastProvider>
        <NewsletterForm />
      </ToastProvider>,
    );
  });
  const input = (label: string) => target.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`) as HTMLInputElement;
  return {
    name: input('Name'),
    email: input('Email'),
    button: target.querySelector('button') as HTMLButtonElement,
    status: () => target.querySelector('p[role="status"]')?.textContent,
    alert: () => document.querySelector('[role="alert"]')?.textContent,
  };
}

/** What a field's description (its problem) says. */
const described = (input: HTMLInputElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

/** Types as a person does: the value, then the input event React listens to. */
function type(input: HTMLInputElement, value: string) {
  act(() => {
    Reflect.set(HTMLInputElement.prototype, 'value', value, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Settles the send under way, as the server answers. */
const answer = async (outcome: { resolve: string } | { reject: Error }) => {
  await act(async () => {
    if ('resolve' in outcome) settle?.resolve(outcome.resolve);
    else settle?.reject(outcome.reject);
    await Promise.resolve();
  });
};

const submit = async (button: HTMLButtonElement) => {
  await act(async () => {
    button.click();
    await Promise.resolve();
  });
};

describe('useFormAction', () => {
  it("shows a problem of the form's own rules on its field, moves focus there and sends nothing", async () => {
    const form = render();
    type(form.email, 'ada@bank.com');
    await submit(form.button);
    expect(described(form.name)).toBe('Enter your name.');
    expect(document.activeElement).toBe(form.name);
    expect(settle).toBeUndefined();
    expect(form.button.textContent).toBe('Send');
  });

  it('says a problem about the whole form in a toast, and sends nothing', async () => {
    const form = render();
    type(form.name, 'Ada');
    type(form.email, 'toast');
    await act(async () => {
      form.button.click();
      // The toast's own code loads with the first toast.
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(form.alert()).toContain('Something is missing.');
    expect(settle).toBeUndefined();
  });

  it('is pending while the send runs, then shows what it came to and clears the fields', async () => {
    const form = render();
    type(form.name, 'Ada');
    type(form.email, 'ada@bank.com');
    await submit(form.button);
    expect(form.button.textContent).toBe('Sending...');
    await answer({ resolve: 'ada@bank.com' });
    expect(form.button.textContent).toBe('Send');
    expect(form.status()).toBe('Sent to ada@bank.com');
    expect(form.name.value).toBe('');
  });

  it("puts the server's refusal on its field with focus there, keeping what was typed", async () => {
    const form = render();
    type(form.name, 'Ada');
    type(form.email, 'ada@bank.com');
    await submit(form.button);
    await answer({ reject: new Error('Taken.') });
    expect(described(form.email)).toBe('Taken.');
    expect(document.activeElement).toBe(form.email);
    expect(form.email.value).toBe('ada@bank.com');
    expect(form.status()).toBeUndefined();
  });

  it('clears the last outcome on the next submit, even one its rules stop', async () => {
    const form = render();
    type(form.name, 'Ada');
    type(form.email, 'ada@bank.com');
    await submit(form.button);
    await answer({ resolve: 'ada@bank.com' });
    expect(form.status()).toBe('Sent to ada@bank.com');
    await submit(form.button);
    expect(form.status()).toBeUndefined();
    expect(described(form.name)).toBe('Enter your name.');
  });
});
