/** Compares two secrets in time that doesn't depend on where they differ (the delivery job's key, an unsubscribe token). */
export function sameSecret(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < left.length; index += 1) difference |= (left[index] ?? 0) ^ (right[index % right.length] ?? 0);
  return difference === 0;
}
