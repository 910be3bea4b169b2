import { describe, expect, it } from 'vitest';

import type { RoiInputs } from './calculateRoi';
import { completeRoiInputs, hasRoiLink, readRoiLink, readStoredRoiInputs, roiLinkPath, roiLinkSearch } from './roiLink';

const estimate: RoiInputs = {
  employees: 800,
  averageSalary: 42000,
  currentTurnover: 28,
  engagementScore: 50,
  industry: 'technology',
  region: 'kenya',
};

describe('roiLinkPath', () => {
  it('writes the six inputs as short parameters on the home page, at the calculator', () => {
    expect(roiLinkPath(estimate)).toBe('/?emp=800&sal=42000&turn=28&eng=50&ind=technology&reg=kenya#roi-calculator');
  });

  it('adds the save flag for the trip through signing in', () => {
    expect(roiLinkPath(estimate, { save: true })).toBe(
      '/?emp=800&sal=42000&turn=28&eng=50&ind=technology&reg=kenya&save-roi=1#roi-calculator',
    );
  });

  it('encodes a region with a hyphen so it reads back unchanged', () => {
    const southAfrica = { ...estimate, region: 'south-africa' } as const;
    expect(readRoiLink(roiLinkSearch(southAfrica)).inputs).toEqual(southAfrica);
  });
});

describe('readRoiLink', () => {
  it('reads back every input of a link it wrote, without the save flag', () => {
    expect(readRoiLink(roiLinkSearch(estimate))).toEqual({ inputs: estimate, save: false });
  });

  it('reads the save flag only when it is 1', () => {
    expect(readRoiLink(roiLinkSearch(estimate, { save: true })).save).toBe(true);
    expect(readRoiLink('?save-roi=yes').save).toBe(false);
  });

  it('takes URLSearchParams as well as a query string', () => {
    expect(readRoiLink(new URLSearchParams('emp=12&ind=retail')).inputs).toEqual({ employees: 12, industry: 'retail' });
  });

  it('keeps 0 employees and a 0 salary, which the calculator explains rather than refuses', () => {
    expect(readRoiLink('?emp=0&sal=0').inputs).toEqual({ employees: 0, averageSalary: 0 });
  });

  it.each([
    ['a negative head count', 'emp=-5', 'employees'],
    ['a decimal head count', 'emp=12.5', 'employees'],
    ['an exponent', 'emp=1e6', 'employees'],
    ['a head count of ten digits', 'emp=1000000000', 'employees'],
    ['a salary with a thousands separator', 'sal=42,000', 'averageSalary'],
    ['an empty salary', 'sal=', 'averageSalary'],
    ['text for a salary', 'sal=lots', 'averageSalary'],
    ['turnover below the slider', 'turn=4', 'currentTurnover'],
    ['turnover above the slider', 'turn=51', 'currentTurnover'],
    ['engagement off the slider’s steps', 'eng=52', 'engagementScore'],
    ['engagement above 100', 'eng=105', 'engagementScore'],
    ['an industry the calculator does not offer', 'ind=mining', 'industry'],
    ['an industry in capitals', 'ind=Technology', 'industry'],
    ['a region the calculator does not offer', 'reg=atlantis', 'region'],
    ['markup for a region', 'reg=%3Cscript%3E', 'region'],
  ])('ignores %s and keeps the other inputs', (_case, broken, field) => {
    const parameters = new URLSearchParams(roiLinkSearch(estimate));
    const [name = '', value = ''] = broken.split('=');
    parameters.set(name, decodeURIComponent(value));
    const rest = Object.fromEntries(Object.entries(estimate).filter(([input]) => input !== field));
    expect(readRoiLink(parameters).inputs).toEqual(rest);
  });

  it('reads the first of a repeated parameter', () => {
    expect(readRoiLink('?emp=10&emp=20').inputs).toEqual({ employees: 10 });
  });

  it('gives nothing for a query that is not the calculator’s, and never throws on garbage', () => {
    expect(readRoiLink('?question=hello').inputs).toEqual({});
    expect(readRoiLink('?%E0%A4%A=%%&emp=%ZZ').inputs).toEqual({});
    expect(readRoiLink('').inputs).toEqual({});
  });
});

describe('hasRoiLink', () => {
  it('tells a calculator link, even a broken one, from other queries', () => {
    expect(hasRoiLink('?emp=800')).toBe(true);
    expect(hasRoiLink('?ind=mining')).toBe(true);
    expect(hasRoiLink('?save=managing-gen-z')).toBe(false);
    expect(hasRoiLink('')).toBe(false);
  });
});

describe('readStoredRoiInputs', () => {
  it('reads a stored estimate’s inputs', () => {
    expect(readStoredRoiInputs({ ...estimate })).toEqual(estimate);
  });

  it('accepts numbers stored as text the way a link carries them', () => {
    expect(readStoredRoiInputs({ ...estimate, employees: '800' })).toEqual(estimate);
  });

  it.each([
    ['null', null],
    ['an array', [estimate]],
    ['text', 'emp=800'],
    ['a missing region', { ...estimate, region: undefined }],
    ['a fractional turnover', { ...estimate, currentTurnover: 28.5 }],
    ['an unknown industry', { ...estimate, industry: 'mining' }],
  ])('gives null for %s', (_case, value) => {
    expect(readStoredRoiInputs(value)).toBeNull();
  });
});

describe('completeRoiInputs', () => {
  it('gives the starting value of each figure a link lacks', () => {
    expect(completeRoiInputs({ employees: 40, industry: 'retail', region: 'ghana' })).toEqual({
      employees: 40,
      averageSalary: 50000,
      currentTurnover: 20,
      engagementScore: 60,
      industry: 'retail',
      region: 'ghana',
    });
  });

  it('gives null without an industry or a region, which the calculator cannot do without', () => {
    expect(completeRoiInputs({ ...estimate, industry: undefined })).toBeNull();
    expect(completeRoiInputs({ ...estimate, region: undefined })).toBeNull();
  });
});
