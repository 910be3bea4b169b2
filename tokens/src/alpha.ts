/** Appends an alpha channel to a six-digit hex colour: `withAlpha('#1c1917', 0.1)` is `#1c19171a`. */
export function withAlpha(hex: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) {
    throw new Error(`withAlpha expects a six-digit hex colour such as #1c1917, got "${hex}"`);
  }
  if (alpha < 0 || alpha > 1) {
    throw new Error(`withAlpha expects an alpha between 0 and 1, got ${String(alpha)}`);
  }
  const channel = Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex.toLowerCase()}${channel}`;
}
