import { describe, expect, it } from 'vitest';

import { contactSubject, interestIds, isValidEmail, maxEmailLength, originAllowed } from './contract.ts';

describe('the e-mail rule', () => {
  it('accepts ordinary addresses, whatever their case', () => {
    for (const good of ['ada@bank.com.ng', 'Ada.Okafor+work@Bank.com.NG', "o'neil@firm.co.za", 'kwame_m@mail-1.example.gh']) {
      expect(isValidEmail(good), good).toBe(true);
    }
  });

  it('refuses what cannot be delivered', () => {
    for (const bad of [
      '',
      'a',
      'a@b',
      '@b.com',
      'a@',
      'a@@b.com',
      'a b@c.com',
      'a@-b.com',
      'a@b-.com',
      'a@b.c',
      'a@b.c0m',
      'a@b..com',
      'ä@b.com',
      'a@b.com\u0000',
      'a@b_c.com',
    ]) {
      expect(isValidEmail(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('holds addresses to 255 characters (maxEmailLength) and a local part to 64', () => {
    const domain = '@example.com';
    expect(isValidEmail(`${'a'.repeat(64)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}${domain}`)).toBe(false);
    expect(`a@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`).toHaveLength(maxEmailLength);
    expect(isValidEmail(`a@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`)).toBe(true);
    expect(isValidEmail(`a@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(58)}.com`)).toBe(false);
  });
});

describe('the origin check', () => {
  const allowed = ['https://www.akoma.example', 'http://localhost:*'];

  it('matches exact origins and any port of a ":*" entry', () => {
    expect(originAllowed('https://www.akoma.example', allowed)).toBe(true);
    expect(originAllowed('http://localhost:4319', allowed)).toBe(true);
  });

  it('refuses look-alikes, other schemes, missing origins and non-numeric ports', () => {
    for (const origin of [
      'http://localhost.evil.example',
      'https://localhost:4319',
      'https://www.akoma.example.evil',
      'http://localhost:',
      'http://localhost:43a',
      'null',
      null,
      undefined,
    ]) {
      expect(originAllowed(origin, allowed), String(origin)).toBe(false);
    }
  });

  it('lets "*" allow any origin, and an empty list none', () => {
    expect(originAllowed('https://anywhere.example', ['*'])).toBe(true);
    expect(originAllowed('https://www.akoma.example', [])).toBe(false);
  });
});

describe('the inquiry', () => {
  it('names its subject after the interest, or General', () => {
    expect(contactSubject('')).toBe('New Contact Inquiry - General');
    for (const interest of interestIds) expect(contactSubject(interest)).toBe(`New Contact Inquiry - ${interest}`);
  });
});
