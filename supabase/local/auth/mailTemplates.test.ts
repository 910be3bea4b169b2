import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import { GoTemplateError, parseGoTemplate } from './goTemplate.ts';
import { authMailKinds, loadAuthMailTemplates, renderAuthMail, textOfHtml, type AuthMailValues } from './mailTemplates.ts';
import { loadAuthSettings } from './settings.ts';
import { readToml } from './toml.ts';

/**
 * The Auth e-mails as config.toml configures them (supabase/templates/*.gohtml and their subjects),
 * rendered as GoTrue renders them: in French when the member's metadata says language "fr", in
 * English otherwise. Go's html/template itself (1.19) gave the same output for these templates
 * over the same values, missing, null and non-string languages included.
 */

const { mailTemplates } = loadAuthSettings({ ...loadConfig({}), siteUrl: 'http://localhost:5173' }, { environment: {} });

const values = (data: Record<string, unknown>, extra: Partial<AuthMailValues> = {}): AuthMailValues => ({
  SiteURL: 'http://localhost:5173',
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A5173%2Ffr%2Fcircle',
  Email: 'awa.diop@example.sn',
  Token: '123456',
  TokenHash: 'abc',
  Data: data,
  RedirectTo: 'http://localhost:5173/fr/circle',
  ...extra,
});
const change = (data: Record<string, unknown>, sendingTo: string) =>
  values(data, { NewEmail: 'awa@nouvelle.example.sn', SendingTo: sendingTo });

describe('the Auth e-mails, from config.toml', () => {
  it('are in French for a member whose metadata says language "fr", subject and body', () => {
    const french = { language: 'fr', first_name: 'Awa' };
    const confirmation = renderAuthMail(mailTemplates, 'confirmation', values(french));
    expect(confirmation.subject).toBe('Confirmez votre compte IndyCircle');
    expect(confirmation.text).toBe(
      [
        'Bonjour Awa,',
        'Confirmez votre adresse e-mail pour finaliser la création de votre compte IndyCircle\u00a0:',
        `Confirmer mon adresse e-mail\n${values({}).ConfirmationURL}`,
        'Ou saisissez ce code\u00a0: 123456',
        'Si vous n’avez pas créé de compte, vous pouvez ignorer ce message.',
      ].join('\n\n'),
    );
    expect(confirmation.html).toContain(
      `<a href="${values({}).ConfirmationURL.replaceAll('&', '&amp;')}">Confirmer mon adresse e-mail</a>`,
    );

    const recovery = renderAuthMail(mailTemplates, 'recovery', values(french));
    expect(recovery.subject).toBe('Réinitialisez votre mot de passe IndyCircle');
    expect(recovery.text).toContain('Choisir un nouveau mot de passe\nhttp://127.0.0.1:54321/auth/v1/verify?');
    expect(recovery.text).toContain('votre mot de passe reste inchangé.');

    const magicLink = renderAuthMail(mailTemplates, 'magic_link', values(french));
    expect(magicLink.subject).toBe('Votre lien de connexion à IndyCircle');
    expect(magicLink.text).toContain('Cliquez sur ce lien pour vous connecter à IndyCircle\u00a0:');

    const toNew = renderAuthMail(mailTemplates, 'email_change', change(french, 'awa@nouvelle.example.sn'));
    expect(toNew.subject).toBe('Confirmez votre nouvelle adresse e-mail IndyCircle');
    expect(toNew.text).toContain('Confirmez awa@nouvelle.example.sn comme nouvelle adresse e-mail de votre compte IndyCircle\u00a0:');
    const toCurrent = renderAuthMail(mailTemplates, 'email_change', change(french, 'awa.diop@example.sn'));
    expect(toCurrent.subject).toBe('Confirmez le changement d’adresse e-mail de votre compte IndyCircle');
    expect(toCurrent.text).toContain('remplacer l’adresse e-mail de votre compte IndyCircle par awa@nouvelle.example.sn.');
  });

  it('are in English, in their words of before, without a language, with "en", null or any other word', () => {
    for (const data of [
      { first_name: 'Ada' },
      { first_name: 'Ada', language: 'en' },
      { first_name: 'Ada', language: null },
      { first_name: 'Ada', language: 'FR' },
    ]) {
      const confirmation = renderAuthMail(mailTemplates, 'confirmation', values(data));
      expect(confirmation.subject).toBe('Confirm your IndyCircle account');
      expect(confirmation.text).toBe(
        [
          'Hello Ada,',
          'Confirm your email address to finish creating your IndyCircle account:',
          `Confirm my email\n${values({}).ConfirmationURL}`,
          'Or enter this code: 123456',
          "If you didn't create an account, you can ignore this message.",
        ].join('\n\n'),
      );
    }
    const recovery = renderAuthMail(mailTemplates, 'recovery', values({}));
    expect(recovery.subject).toBe('Reset your IndyCircle password');
    expect(recovery.text).toMatch(/^Hello there,\n\nSomeone asked to reset the password for this IndyCircle account\./);
    expect(recovery.text).toContain("If it wasn't you, ignore this message: your password stays the same.");
    expect(renderAuthMail(mailTemplates, 'magic_link', values({})).subject).toBe('Your IndyCircle sign-in link');
    const toNew = renderAuthMail(mailTemplates, 'email_change', change({}, 'awa@nouvelle.example.sn'));
    expect(toNew.subject).toBe('Confirm your new IndyCircle email address');
    expect(toNew.text).toContain('Confirm awa@nouvelle.example.sn as the new email address of your IndyCircle account:');
    const toCurrent = renderAuthMail(mailTemplates, 'email_change', change({}, 'awa.diop@example.sn'));
    expect(toCurrent.subject).toBe('Confirm the change of your IndyCircle email address');
    expect(toCurrent.text).toContain("Someone asked to change your IndyCircle account's email address to awa@nouvelle.example.sn.");
  });

  it('leave out the code when the e-mail repeats a link whose code was not kept', () => {
    for (const language of ['fr', 'en']) {
      const { text } = renderAuthMail(mailTemplates, 'confirmation', values({ language }, { Token: '' }));
      expect(text).not.toMatch(/code/);
      expect(text).toContain('http://127.0.0.1:54321/auth/v1/verify?');
    }
  });

  it('escape what the member typed, as html/template does', () => {
    const { html, text } = renderAuthMail(mailTemplates, 'confirmation', values({ language: 'fr', first_name: `<b>Awa</b> & "Co" + 'x'` }));
    expect(html).toContain('Bonjour &lt;b&gt;Awa&lt;/b&gt; &amp; &#34;Co&#34; &#43; &#39;x&#39;,');
    expect(text).toMatch(/^Bonjour <b>Awa<\/b> & "Co" \+ 'x',/);
  });

  it('fail where GoTrue’s would: a language that is not text cannot be compared with "fr"', () => {
    expect(() => renderAuthMail(mailTemplates, 'confirmation', values({ language: 5 }))).toThrow(GoTemplateError);
    expect(() => renderAuthMail(mailTemplates, 'confirmation', values({ language: true }))).toThrow(/incompatible types for comparison/);
  });
});

describe('loading the templates', () => {
  function withProject(files: Record<string, string>, run: (directory: string) => void) {
    const directory = mkdtempSync(join(tmpdir(), 'akoma-mail-templates-'));
    try {
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(join(directory, name, '..'), { recursive: true });
        writeFileSync(join(directory, name), text);
      }
      run(directory);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }

  it('reads content_path from the project’s root, as the Supabase CLI does, and GoTrue’s defaults for a kind left out', () => {
    const toml = '[auth.email.template.recovery]\nsubject = "Reset {{ .Email }}"\ncontent_path = "./supabase/templates/recovery.html"\n';
    withProject({ 'supabase/templates/recovery.html': '<p>{{ .Data.language }}: <a href="{{ .ConfirmationURL }}">Go</a></p>' }, (root) => {
      const templates = loadAuthMailTemplates(readToml(toml), root);
      const recovery = renderAuthMail(templates, 'recovery', values({ language: 'fr' }));
      expect(recovery.subject).toBe('Reset awa.diop@example.sn');
      expect(recovery.text).toBe(`fr: Go\n${values({}).ConfirmationURL}`);
      expect(authMailKinds.map((kind) => renderAuthMail(templates, kind, change({}, 'x')).subject)).toEqual([
        'Confirm your email address',
        'Reset awa.diop@example.sn',
        'Your sign-in link',
        'Confirm your new email address',
      ]);
    });
  });

  it('refuses a missing file, a template that does not parse and a value GoTrue does not give, naming them', () => {
    const table = (body: string, path = './supabase/templates/confirmation.html') =>
      [readToml(`[auth.email.template.confirmation]\ncontent_path = "${path}"\n`), body] as const;
    withProject({}, (root) => {
      expect(() => loadAuthMailTemplates(table('', './supabase/templates/missing.html')[0], root)).toThrow(
        /Invalid config for auth\.email\.template\.confirmation\.content_path/,
      );
    });
    for (const [body, problem] of [
      ['{{ .ConfirmationUrl }}', /reads \.ConfirmationUrl, which GoTrue does not give this template/],
      ['{{ .NewEmail }}', /reads \.NewEmail/],
      ['{{ if .Token }}', /has no \{\{ end \}\}/],
      ['{{ printf "%s" .Token }}', /"printf" is not supported/],
    ] as const) {
      withProject({ 'supabase/templates/confirmation.html': body }, (root) => {
        expect(() => loadAuthMailTemplates(table(body)[0], root)).toThrow(problem);
      });
    }
  });
});

describe('Go templates, as far as the e-mails use them', () => {
  const render = (source: string, data: Record<string, unknown> = {}) => parseGoTemplate(source, 'test').execute(data);

  it('prints fields, escaped, and nothing for a missing one or a key Object has but the map does not', () => {
    expect(render('{{ .A }}|{{ .B.C }}|{{ .A.Missing }}', { A: { x: 1 }, B: { C: 'a<b' } })).toBe('map[x:1]|a&lt;b|');
    expect(render('[{{ .Data.constructor }}{{ .Data.toString }}]', { Data: {} })).toBe('[]');
    expect(render('{{ "\\"quoted\\"\\n" }}{{ `raw\\n` }}')).toBe('&#34;quoted&#34;\nraw\\n');
  });

  it('reads if, else if, else, with (which moves the dot, $ staying the root), and trims around - markers', () => {
    const source = '{{ if eq .L "fr" }}fr{{ else if eq .L "en" }}en{{ else }}?{{ end }}';
    expect([{ L: 'fr' }, { L: 'en' }, {}].map((data) => render(source, data))).toEqual(['fr', 'en', '?']);
    expect(render('{{ with .A }}{{ .B }}/{{ $.C }}{{ else }}none{{ end }}', { A: { B: 'b' }, C: 'c' })).toBe('b/c');
    expect(render('{{ with .A }}x{{ else }}none{{ end }}', { A: '' })).toBe('none');
    expect(render('a \n {{- /* a comment */ -}} \n b {{- " c " -}}  d')).toBe('ab c d');
  });

  it('has eq, ne, not, and and or with Go’s rules', () => {
    expect(render('{{ eq .A "x" "y" }} {{ ne .A "x" }} {{ not .A }} {{ and .A .B }} {{ or .B .A }}', { A: 'y', B: 0 })).toBe(
      'true true false 0 y',
    );
    expect(render('{{ eq .Missing "fr" }} {{ eq .Missing .Other }} {{ eq .N .N }}', { N: 2 })).toBe('false true true');
    expect(() => render('{{ eq .N "2" }}', { N: 2 })).toThrow('error calling eq: incompatible types for comparison');
    expect(() => render('{{ .A.B }}', { A: null })).toThrow('nil pointer evaluating interface {}.B');
  });

  it('refuses what it does not read, naming the line', () => {
    for (const [source, problem] of [
      ['line one\n{{ .A | html }}', /test:2: unexpected "\|"/],
      ['{{ $x := .A }}', /variables are not supported/],
      ['{{ range .A }}{{ end }}', /"range" is not supported/],
      ['{{ with .A }}{{ else with .B }}{{ end }}', /unexpected words after else/],
      ['{{ eq .A 1 }}', /unexpected "1"/],
      ['{{ .A .B }}', /only a function takes arguments/],
      ['{{ end }}', /unexpected \{\{ end \}\}/],
      ['{{ .A', /unclosed action/],
      ['{{/* open', /unclosed comment/],
      ['{{ /* spaced */ }}', /unexpected "\/"/],
    ] as const) {
      expect(() => parseGoTemplate(source, 'test'), source).toThrow(problem);
    }
  });

  it('makes a plain-text copy with each link on its own line', () => {
    expect(textOfHtml('<p>Hello,</p>\n<p>Go <a href="https://x.example/?a=1&amp;b=2">here</a>&nbsp;!</p>')).toBe(
      'Hello,\n\nGo here\nhttps://x.example/?a=1&b=2\u00a0!',
    );
  });
});
