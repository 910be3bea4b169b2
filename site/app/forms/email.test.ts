import { describe, expect, it } from 'vitest';

import { emailProblem } from './email';

describe('emailProblem', () => {
  it('accepts ordinary work addresses, with spaces around them', () => {
    expect(emailProblem('ada@bank.com.ng')).toBeUndefined();
    expect(emailProblem('  kofi.mensah@example.co.ke ')).toBeUndefined();
  });

  it('asks for an address when the box is empty', () => {
    expect(emailProblem('')).toBe('Enter your email address.');
    expect(emailProblem('   ')).toBe('Enter your email address.');
  });

  it('explains the expected shape when the address is malformed', () => {
    for (const value of ['ada', 'ada@', 'ada@bank', 'ada bank@bank.com', '@bank.com', 'ada@bank.c']) {
      expect(emailProblem(value)).toBe('Enter an email address like name@company.com.');
    }
  });
});
