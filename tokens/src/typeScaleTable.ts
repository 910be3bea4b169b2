import type { ThemeTokens } from './akoma';
import { breakpoints } from './breakpoints';

const toPx = (rem: string) => Math.round(parseFloat(rem) * 16);

/** Renders the responsive type scale as a Markdown table (px at the default 16 px root size). */
export function renderTypeScaleTable(typography: ThemeTokens['typography']): string {
  const steps = [
    // Integer-like keys sort first in JavaScript objects; show the largest step, `display`, first.
    ...Object.entries(typography.heading)
      .sort(([a], [b]) => Number(b === 'display') - Number(a === 'display'))
      .map(([name, step]) => [`heading \`${name}\``, step] as const),
    ...Object.entries(typography.text).map(([name, step]) => [`text \`${name}\``, step] as const),
  ];
  return [
    `| Step | Mobile (size/line) | From ${String(breakpoints.desktop)} px |`,
    '|---|---|---|',
    ...steps.map(
      ([label, { mobile, desktop }]) =>
        `| ${label} | ${String(toPx(mobile.fontSize))}/${String(toPx(mobile.lineHeight))} | ${String(toPx(desktop.fontSize))}/${String(toPx(desktop.lineHeight))} |`,
    ),
  ].join('\n');
}
