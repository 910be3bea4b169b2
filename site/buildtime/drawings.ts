/**
 * The site's drawings (site/public/images/**.svg) are shown as images, and a browser parses,
 * styles and lays out every element of an SVG image on the main thread before it paints it. The
 * hero's first drawing has 878 elements, most of them rectangles of a few colours (a kente
 * border), and its parse alone took a 140 ms task on a slowed-down phone CPU.
 *
 * The build therefore rewrites each drawing with fewer elements and the same picture:
 * 1. Rectangles, lines and polygons become paths (SVGO's convertShapeToPath; circles stay).
 * 2. Paths of one paint are joined into one path (`joinShapesOfOnePaint` below). A path moves back
 *    to join an earlier one of the same paint only if nothing painted in between overlaps it, and
 *    never over a piece of its own paint, so what is drawn on top of what stays the same.
 * 3. SVGO's default preset shortens what is left (numbers, path data, unused ids), without its
 *    mergePaths, which joins overlapping paths and changed how some drawings looked.
 * The files in site/public stay as drawn, for the people who edit them.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { svgPathBbox } from 'svg-path-bbox';
import { optimize, type CustomPlugin, type XastChild, type XastElement, type XastParent } from 'svgo';

/** A box as [minX, minY, maxX, maxY] in the parent's user units. */
type Box = readonly [number, number, number, number];

/** Elements that paint nothing where they stand: what is painted can move past them. */
const nonPainting = new Set([
  'defs',
  'title',
  'desc',
  'metadata',
  'linearGradient',
  'radialGradient',
  'clipPath',
  'mask',
  'pattern',
  'symbol',
  'marker',
  'filter',
]);

/** The attributes a joinable path may have: its data and a plain paint. Anything else keeps it as it is. */
const joinableAttributes = new Set([
  'd',
  'fill',
  'fill-rule',
  'fill-opacity',
  'opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linejoin',
  'stroke-linecap',
  'stroke-miterlimit',
]);

/** Attributes on a parent that its children inherit and that reach past a shape's outline. */
const outlineWideningAttributes = ['stroke', 'stroke-width', 'marker-start', 'marker-mid', 'marker-end', 'style', 'class'];

const infinite: Box = [-Infinity, -Infinity, Infinity, Infinity];

/** Two boxes share area (touching edges do not count: pieces that touch join without a seam). */
export function overlap(a: Box, b: Box): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined ? Number.NaN : Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** How far a stroke reaches past the outline: half its width, times the miter limit at sharp corners. */
function strokeReach(element: XastElement): number {
  const { stroke } = element.attributes;
  if (stroke === undefined || stroke === 'none') return 0;
  const width = number(element.attributes['stroke-width'], 1);
  return (width / 2) * Math.max(number(element.attributes['stroke-miterlimit'], 4), 1);
}

/** Where an element can paint, or null for nothing; an element it cannot tell about covers everything. */
export function paintedBox(element: XastElement): Box | null {
  if (nonPainting.has(element.name)) return null;
  const attribute = (name: string) => number(element.attributes[name], 0);
  let box: Box;
  switch (element.name) {
    case 'path': {
      const d = element.attributes.d;
      if (!d) return null;
      try {
        box = svgPathBbox(d);
      } catch {
        return infinite;
      }
      break;
    }
    case 'rect':
      box = [attribute('x'), attribute('y'), attribute('x') + attribute('width'), attribute('y') + attribute('height')];
      break;
    case 'circle':
    case 'ellipse': {
      // A circle's radius is both of an ellipse's.
      const rx = attribute(element.name === 'circle' ? 'r' : 'rx');
      const ry = attribute(element.name === 'circle' ? 'r' : 'ry');
      box = [attribute('cx') - rx, attribute('cy') - ry, attribute('cx') + rx, attribute('cy') + ry];
      break;
    }
    default:
      return infinite;
  }
  if (element.attributes.transform !== undefined) return infinite;
  const reach = strokeReach(element);
  return [box[0] - reach, box[1] - reach, box[2] + reach, box[3] + reach];
}

/** The paint that decides whether two paths can be one, or null when this path stays as it is. */
function joinKey(element: XastElement): string | null {
  if (element.name !== 'path' || element.children.length > 0) return null;
  const { d } = element.attributes;
  // A joined path's later pieces must start with an absolute move.
  if (!d || !d.trimStart().startsWith('M')) return null;
  const entries = Object.entries(element.attributes).filter(([name]) => name !== 'd');
  if (entries.some(([name, value]) => !joinableAttributes.has(name) || value.includes('url('))) return null;
  return entries
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join(';');
}

/** What a list of children becomes: single children kept as they are, paths of one paint joined. */
interface Item {
  key: string | null;
  elements: XastElement[];
  boxes: Box[];
}

function joinChildren(children: XastElement[]): XastElement[] {
  const items: Item[] = [];
  for (const element of children) {
    const key = joinKey(element);
    const box = paintedBox(element);
    const boxes = box ? [box] : [];
    if (key === null || box === null || box === infinite) {
      items.push({ key: null, elements: [element], boxes });
      continue;
    }
    let target: Item | undefined;
    for (let index = items.length - 1; index >= 0; index--) {
      const item = items[index];
      if (!item) break;
      const covers = item.boxes.some((other) => overlap(other, box));
      if (item.key === key) {
        if (!covers) target = item;
        break;
      }
      if (covers) break;
    }
    if (target) {
      target.elements.push(element);
      target.boxes.push(box);
    } else items.push({ key, elements: [element], boxes });
  }
  return items.map(({ elements }) => {
    const [first, ...rest] = elements;
    if (!first) throw new Error('an item always holds an element');
    if (rest.length === 0) return first;
    return { ...first, attributes: { ...first.attributes, d: elements.map((element) => element.attributes.d ?? '').join('') } };
  });
}

const isBlank = (child: XastChild) => child.type === 'text' && child.value.trim() === '';

/** Joins paths of one paint within each parent, where the order of painting allows (see the file's comment). */
export const joinShapesOfOnePaint: CustomPlugin = {
  name: 'joinShapesOfOnePaint',
  fn: (root) => {
    // Stylesheets and classes can give any element any paint: such a drawing is left as it is.
    const styled = (parent: XastParent): boolean =>
      parent.children.some(
        (child) =>
          child.type === 'element' &&
          (child.name === 'style' || 'style' in child.attributes || 'class' in child.attributes || styled(child)),
      );
    if (styled(root)) return null;
    // A parent that widens its children's outlines is left as it is, with everything inside it.
    const visit = (parent: XastParent) => {
      if (parent.type === 'element' && outlineWideningAttributes.some((name) => name in parent.attributes)) return;
      for (const child of parent.children) if (child.type === 'element') visit(child);
      if (!parent.children.every((child) => child.type === 'element' || isBlank(child))) return;
      const elements = parent.children.filter((child): child is XastElement => child.type === 'element');
      parent.children = joinChildren(elements);
    };
    visit(root);
    return null;
  },
};

/** A drawing with fewer elements and fewer bytes, painting the same picture. */
export function optimiseDrawing(svg: string): string {
  const shapesJoined = optimize(svg, {
    plugins: [{ name: 'convertShapeToPath', params: { convertArcs: false } }, joinShapesOfOnePaint],
  }).data;
  return optimize(shapesJoined, {
    multipass: true,
    plugins: [{ name: 'preset-default', params: { overrides: { mergePaths: false } } }],
  }).data;
}

/** Rewrites every drawing under `directory` that comes out smaller; says how many and the bytes before and after. */
export async function optimiseDrawings(directory: string): Promise<{ files: number; before: number; after: number }> {
  const drawings = (await readdir(directory, { recursive: true })).filter((file) => file.endsWith('.svg'));
  const totals = { files: 0, before: 0, after: 0 };
  await Promise.all(
    drawings.map(async (file) => {
      const path = join(directory, file);
      const svg = await readFile(path, 'utf8');
      const optimised = optimiseDrawing(svg);
      const kept = optimised.length < svg.length ? optimised : svg;
      if (kept !== svg) {
        await writeFile(path, kept);
        totals.files++;
      }
      totals.before += Buffer.byteLength(svg);
      totals.after += Buffer.byteLength(kept);
    }),
  );
  return totals;
}
