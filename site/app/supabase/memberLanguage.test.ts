import { afterEach, describe, expect, it, vi } from 'vitest';

/** memberLanguage as one edition's build has it: SITE_LANGUAGE picks the edition (app/language.ts). */
async function edition(language: 'en' | 'fr') {
  vi.resetModules();
  vi.stubEnv('SITE_LANGUAGE', language);
  return import('./memberLanguage');
}

const auth = () => ({ updateUser: vi.fn(() => Promise.resolve({ data: {}, error: null })) });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('returnAddress, where an Auth link comes back', () => {
  it('is the path in this edition: at the root in English, under /fr in French', async () => {
    expect((await edition('en')).returnAddress('/circle?save=a', 'https://akoma.example')).toBe('https://akoma.example/circle?save=a');
    const french = await edition('fr');
    expect(french.returnAddress('/circle?save=a', 'https://akoma.example')).toBe('https://akoma.example/fr/circle?save=a');
    expect(french.returnAddress('/', 'https://akoma.example')).toBe('https://akoma.example/fr/');
  });
});

describe('keepMemberLanguage', () => {
  it('notes the edition’s language on a member whose metadata names another, or none', async () => {
    const { keepMemberLanguage } = await edition('fr');
    for (const metadata of [{ language: 'en', first_name: 'Kofi' }, {}]) {
      const supabase = { auth: auth() };
      await keepMemberLanguage(supabase as never, { user_metadata: metadata });
      expect(supabase.auth.updateUser).toHaveBeenCalledWith({ data: { language: 'fr' } });
    }
  });

  it('asks nothing when the metadata already says so, or nobody signed in', async () => {
    const { keepMemberLanguage } = await edition('en');
    const supabase = { auth: auth() };
    await keepMemberLanguage(supabase as never, { user_metadata: { language: 'en' } });
    await keepMemberLanguage(supabase as never, null);
    expect(supabase.auth.updateUser).not.toHaveBeenCalled();
  });

  it('lets a failed request go: the e-mails only stay in the language they were in', async () => {
    const { keepMemberLanguage } = await edition('fr');
    const supabase = { auth: { updateUser: vi.fn(() => Promise.reject(new Error('offline'))) } };
    await expect(keepMemberLanguage(supabase as never, { user_metadata: {} })).resolves.toBeUndefined();
  });
});
