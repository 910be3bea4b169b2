import type { ThemeTokens } from './akoma';
import { measureContrast } from './contrast';

/** Renders the measured contrast of every pair, per theme, as a Markdown table for the token docs. */
export function renderContrastTable(themes: Record<string, ThemeTokens>): string {
  const names = Object.keys(themes);
  const measured = names.map((name) => measureContrast((themes[name] as ThemeTokens).color));
  const header = `| Used for | Pair | Needs | ${names.join(' | ')} |`;
  const divider = `|---|---|---|${names.map(() => '---').join('|')}|`;
  const rows = (measured[0] ?? []).map((first, index) => {
    const { pair } = first;
    const label =
      pair.kind === 'text' ? `\`${pair.foreground}\` on \`${pair.background}\`` : `border \`${pair.border}\` on \`${pair.background}\``;
    const cells = measured.map((theme) => {
      const entry = theme[index];
      if (!entry) return '';
      return `${entry.ratio.toFixed(2)}:1 ${entry.passes ? 'pass' : '**FAIL**'}`;
    });
    return `| ${pair.usedFor} | ${label} | ${String(first.minimum)}:1 | ${cells.join(' | ')} |`;
  });
  return [header, divider, ...rows].join('\n');
}
