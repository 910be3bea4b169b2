import type { Plugin } from 'vite';

/**
 * Vite fetches the chunks a lazily imported module needs alongside it, by adding a
 * `<link rel="modulepreload">` to the page's <head> for each. But adding any <link> makes the
 * browser restyle the whole page: 28 ms on the home page on a fast machine, a long task of some
 * 400 ms on a slow phone, for every lazily loaded part (the footer on the first scroll, a menu, a
 * toast, the installed-app notices), and several of them during start-up.
 *
 * This plugin keeps Vite's parallel fetching and drops the <link>: in the preload helper of the
 * client build, a script dependency is imported at once instead (the browser keeps one copy of each
 * module, so the lazily loaded module then finds it loaded; fetched into the HTTP cache instead, a
 * dependency asked for again while still on its way was downloaded twice). A stylesheet dependency
 * still gets its <link>, which it needs. The helper is Vite's own code, so the build fails, naming
 * this file, if it no longer has the one <head> insertion this rewrites.
 */
export function preloadWithoutLinks(): Plugin {
  return {
    name: 'akoma:preload-without-links',
    apply: 'build',
    // The rewrite changes the helper's chunk after its name was hashed: this changes the name too,
    // so a browser never keeps a cached copy of the chunk without it.
    augmentChunkHash(chunk) {
      if (chunk.moduleIds.some((id) => id.includes('vite/preload-helper'))) return 'preload-without-links-1';
      return undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      let rewritten = 0;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.code.includes('vite:preloadError')) continue;
        const insertions = [...chunk.code.matchAll(/document\.head\.appendChild\((\w+)\)/g)];
        if (insertions.length !== 1) continue;
        chunk.code = chunk.code.replace(
          /document\.head\.appendChild\((\w+)\)/,
          (_match, link: string) => `(${link}.rel===\`stylesheet\`?document.head.appendChild(${link}):import(${link}.href).catch(()=>{}))`,
        );
        rewritten++;
      }
      if (rewritten !== 1)
        this.error(
          `site/buildtime/preloadWithoutLinks.ts: expected Vite's preload helper with one <head> insertion in one chunk, found ${String(rewritten)}. ` +
            'Vite changed its helper: update the rewrite, or remove the plugin if Vite no longer adds <link> elements.',
        );
    },
  };
}
