/**
 * How deeply a JSON text nests its arrays and objects, counted on the text itself (brackets outside
 * strings), so a body can be refused before `JSON.parse` builds it or `JSON.stringify` recurses
 * through it and runs out of stack. Malformed text gets a number too; parsing it then fails.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return deepest;
}
