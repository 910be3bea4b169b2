// @vitest-environment jsdom
import { act, useState, type SubmitEvent } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { captureHandOver, replayActivation, restoreHandOver } from './handOver';
import { startHandingOver } from './hydratedApart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form with one control of each kind, its state shown in an output so a test reads what React holds. */
function SignUpForm({ onSend = () => undefined }: { onSend?: (sent: string) => void }) {
  const [name, setName] = useState('');
  const [country, setCountry] = useState('');
  const [notes, setNotes] = useState('');
  const [updates, setUpdates] = useState(false);
  const [plan, setPlan] = useState('monthly');
  const summary = `${name}|${country}|${notes}|${String(updates)}|${plan}`;
  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(summary);
  };
  return (
    <form onSubmit={send}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <select aria-label="Country" value={country} onChange={(event) => setCountry(event.currentTarget.value)}>
        <option value="">Choose</option>
        <option value="ng">Nigeria</option>
        <option value="ke">Kenya</option>
      </select>
      <textarea aria-label="Notes" value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
      <input type="checkbox" aria-label="Updates" checked={updates} onChange={(event) => setUpdates(event.currentTarget.checked)} />
      <input
        type="radio"
        name="plan"
        value="monthly"
        aria-label="Monthly"
        checked={plan === 'monthly'}
        onChange={() => setPlan('monthly')}
      />
      <input type="radio" name="plan" value="weekly" aria-label="Weekly" checked={plan === 'weekly'} onChange={() => setPlan('weekly')} />
      <button type="submit">Send</button>
      <output>{summary}</output>
    </form>
  );
}

const labelled = (root: ParentNode, label: string) => root.querySelector(`[aria-label="${label}"]`);
const control = (root: ParentNode, label: string) => labelled(root, label) as HTMLInputElement;
const select = (root: ParentNode) => labelled(root, 'Country') as HTMLSelectElement;
const textarea = (root: ParentNode) => labelled(root, 'Notes') as HTMLTextAreaElement;

/** Changes every control natively, as a visitor does before React runs the page. */
function fillInNatively(root: ParentNode) {
  control(root, 'Name').value = 'Adjoa Mensah';
  select(root).value = 'ke';
  textarea(root).value = 'Wellbeing first';
  control(root, 'Updates').checked = true;
  control(root, 'Weekly').checked = true;
}

let roots: Root[] = [];
afterEach(() => {
  act(() => {
    for (const root of roots) root.unmount();
  });
  roots = [];
  document.body.innerHTML = '';
});

function prerendered(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

describe('captureHandOver', () => {
  it('records only the controls the visitor changed, and where focus is with its caret', () => {
    const container = prerendered(<SignUpForm />);
    expect(captureHandOver(container).controls).toEqual([]);
    fillInNatively(container);
    const name = control(container, 'Name');
    name.focus();
    name.setSelectionRange(2, 5);
    const state = captureHandOver(container);
    expect(state.controls.map(({ value, checked, selected }) => ({ value, checked, selected }))).toEqual([
      { value: 'Adjoa Mensah', checked: undefined, selected: undefined },
      { value: undefined, checked: undefined, selected: ['ke'] },
      { value: 'Wellbeing first', checked: undefined, selected: undefined },
      { value: undefined, checked: true, selected: undefined },
      { value: undefined, checked: false, selected: undefined },
      { value: undefined, checked: true, selected: undefined },
    ]);
    expect(state.focus).toMatchObject({ path: { tag: 'input', index: 0 }, selectionStart: 2, selectionEnd: 5 });
  });
});

describe('restoreHandOver', () => {
  it('hands a copy’s values and focus to the form React renders in its place, into its state', () => {
    const copy = prerendered(<SignUpForm />);
    fillInNatively(copy);
    textarea(copy).focus();
    const state = captureHandOver(copy);
    copy.remove();

    const live = document.createElement('div');
    document.body.append(live);
    const root = createRoot(live);
    roots.push(root);
    act(() => root.render(<SignUpForm />));
    act(() => restoreHandOver(live, state));

    expect(live.querySelector('output')?.textContent).toBe('Adjoa Mensah|ke|Wellbeing first|true|weekly');
    expect(document.activeElement).toBe(textarea(live));
  });
});

describe('startHandingOver', () => {
  it('puts what was typed and chosen before hydration into React’s state, so a send carries it', () => {
    const container = prerendered(<SignUpForm />);
    fillInNatively(container);
    const onSend = vi.fn();
    act(() => {
      roots.push(hydrateRoot(container, <SignUpForm onSend={onSend} />));
    });
    // React keeps what is on screen but does not know it yet.
    expect(container.querySelector('output')?.textContent).toBe('|||false|monthly');
    expect(control(container, 'Name').value).toBe('Adjoa Mensah');

    act(() => startHandingOver());

    expect(container.querySelector('output')?.textContent).toBe('Adjoa Mensah|ke|Wellbeing first|true|weekly');
    act(() => container.querySelector('button')?.click());
    expect(onSend).toHaveBeenLastCalledWith('Adjoa Mensah|ke|Wellbeing first|true|weekly');
  });

  it('leaves alone a control React does not run yet (a part still to hydrate, or a deferred part)', () => {
    const container = prerendered(<SignUpForm />);
    fillInNatively(container);
    const notYet = document.createElement('input');
    notYet.value = 'typed early';
    const heard = vi.fn();
    notYet.addEventListener('input', heard);
    document.body.append(notYet);
    act(() => {
      roots.push(hydrateRoot(container, <SignUpForm />));
    });
    act(() => startHandingOver());
    expect(container.querySelector('output')?.textContent).toBe('Adjoa Mensah|ke|Wellbeing first|true|weekly');
    expect(heard).not.toHaveBeenCalled();
    expect(notYet.value).toBe('typed early');
    notYet.remove();
  });
});

describe('replayActivation', () => {
  it('sends the form again with the button that sent it', () => {
    const container = prerendered(<SignUpForm />);
    const onSend = vi.fn();
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(<SignUpForm onSend={onSend} />));
    act(() => replayActivation(container, { kind: 'submit', form: { tag: 'form', index: 0 }, submitter: { tag: 'button', index: 0 } }));
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('presses the arrow keys again, in order, each on whatever has focus by then', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div role="tablist"><button type="button" role="tab">One</button><button type="button" role="tab">Two</button><button type="button" role="tab">Three</button></div>';
    document.body.append(container);
    const tabs = Array.from(container.querySelectorAll('button'));
    const pressed: string[] = [];
    // A tab list that moves focus to the next tab on ArrowRight, as the tabs' code does.
    container.addEventListener('keydown', (event) => {
      const at = tabs.indexOf(event.target as HTMLButtonElement);
      pressed.push(`${event.key} on ${tabs[at]?.textContent ?? ''}`);
      if (event.key === 'ArrowRight') tabs[at + 1]?.focus();
    });
    replayActivation(container, { kind: 'keys', path: { tag: 'button', index: 0 }, keys: ['ArrowRight', 'ArrowRight'] });
    expect(pressed).toEqual(['ArrowRight on One', 'ArrowRight on Two']);
    expect(document.activeElement).toBe(tabs[2]);
    container.remove();
  });

  it('presses the button at the same place again', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div><button type="button">One</button><button type="button">Two</button></div>';
    document.body.append(container);
    const pressed: string[] = [];
    container.addEventListener('click', (event) => pressed.push((event.target as HTMLElement).textContent));
    replayActivation(container, { kind: 'click', path: { tag: 'button', index: 1 } });
    expect(pressed).toEqual(['Two']);
  });
});
