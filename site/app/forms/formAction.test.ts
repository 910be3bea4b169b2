import { describe, expect, it } from 'vitest';

import { firstInvalidField, stopsForm } from './formAction';

const fields = { firstName: 'first_name', lastName: 'last_name', email: 'email' } as const;

describe('firstInvalidField', () => {
  it('finds the first field with a problem, in the order the form shows them', () => {
    expect(firstInvalidField(fields, { email: 'Enter an address.', lastName: 'Too long.' })).toBe('lastName');
  });

  it('finds none when every problem is undefined', () => {
    expect(firstInvalidField(fields, { firstName: undefined })).toBeUndefined();
  });
});

describe('stopsForm', () => {
  it('stops for a problem on a field or about the whole form', () => {
    expect(stopsForm(fields, { email: 'Enter an address.' })).toBe(true);
    expect(stopsForm(fields, 'Please enter email and password')).toBe(true);
  });

  it('lets the form through with no problem', () => {
    expect(stopsForm(fields, undefined)).toBe(false);
    expect(stopsForm(fields, {})).toBe(false);
    expect(stopsForm(fields, { firstName: undefined, lastName: undefined })).toBe(false);
  });
});
