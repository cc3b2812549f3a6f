/**
 * The captcha's own stroke font: every character of the captcha alphabet as pen strokes on an 8 × 12 grid
 * (y grows downwards, the baseline is y = 12). Drawn as strokes rather than filled outlines so that each challenge can
 * bend every stroke differently. Letters and digits that people confuse are kept apart: the zero is slashed, the one
 * has a flag and no foot, the I has bars, the four is open at the top.
 */
const GLYPH_PATHS: Record<string, string> = {
  A: 'M0 12 L4 0 L8 12 M1.6 7.6 L6.4 7.6',
  B: 'M0 12 L0 0 L4.6 0 C8 0 8 6 4.6 6 L0 6 M4.6 6 C8.6 6 8.6 12 4.6 12 L0 12',
  C: 'M8 2 C6.4 -0.6 0 -0.8 0 6 C0 12.8 6.4 12.6 8 10',
  D: 'M0 0 L0 12 L3.6 12 C9.4 12 9.4 0 3.6 0 L0 0',
  E: 'M8 0 L0 0 L0 12 L8 12 M0 6 L6 6',
  F: 'M8 0 L0 0 L0 12 M0 6 L6 6',
  G: 'M8 2 C6.4 -0.6 0 -0.8 0 6 C0 13 8 13 8 7 L4.4 7',
  H: 'M0 0 L0 12 M8 0 L8 12 M0 6 L8 6',
  I: 'M1 0 L7 0 M4 0 L4 12 M1 12 L7 12',
  J: 'M2 0 L8 0 M6 0 L6 8.4 C6 13 0.4 13 0 9',
  K: 'M0 0 L0 12 M8 0 L0 7.6 M2.8 5 L8 12',
  L: 'M0 0 L0 12 L7.6 12',
  M: 'M0 12 L0 0 L4 7.2 L8 0 L8 12',
  N: 'M0 12 L0 0 L8 12 L8 0',
  O: 'M4 0 C-1.3 0 -1.3 12 4 12 C9.3 12 9.3 0 4 0',
  P: 'M0 12 L0 0 L4.8 0 C8.6 0 8.6 6.6 4.8 6.6 L0 6.6',
  Q: 'M4 0 C-1.3 0 -1.3 12 4 12 C9.3 12 9.3 0 4 0 M4.8 8.4 L8.6 12.6',
  R: 'M0 12 L0 0 L4.8 0 C8.6 0 8.6 6.6 4.8 6.6 L0 6.6 M3.8 6.6 L8 12',
  S: 'M8 1.6 C6 -1 0 -0.6 0.3 3 C0.6 6.4 7.8 5.4 7.8 9 C7.8 13 1 12.6 0 10.4',
  T: 'M0 0 L8 0 M4 0 L4 12',
  U: 'M0 0 L0 8 C0 13.2 8 13.2 8 8 L8 0',
  V: 'M0 0 L4 12 L8 0',
  W: 'M0 0 L2 12 L4 4 L6 12 L8 0',
  X: 'M0 0 L8 12 M8 0 L0 12',
  Y: 'M0 0 L4 6 L8 0 M4 6 L4 12',
  Z: 'M0 0 L8 0 L0 12 L8 12',
  '0': 'M4 0 C0 0 0 12 4 12 C8 12 8 0 4 0 M6.6 1.8 L1.4 10.2',
  '1': 'M2.2 2.4 L5 0 L5 12',
  '2': 'M0.4 3 C1 -1 8 -1 7.6 3.4 C7.2 6.6 0 9 0 12 L8 12',
  '3': 'M0.4 1.6 C2.4 -1 8 -0.6 7.6 3 C7.2 5.4 4.4 6 3.2 6 C6 6 8.2 7.4 7.8 9.6 C7.3 13 1.4 12.6 0 10.4',
  '4': 'M5 0 L0 8.4 L8 8.4 M6 4.4 L6 12',
  '5': 'M7.6 0 L1 0 L0.4 5.6 C3 4 8 4.4 8 8.4 C8 12.6 2 13 0 10.4',
  '6': 'M7 1 C4 -1 0 0.4 0 7 C0 13 8 13 8 8.6 C8 4.4 2 4 0 7.6',
  '7': 'M0 0 L8 0 L3 12',
  '8': 'M4 6 C0.2 6 0.4 0 4 0 C7.6 0 7.8 6 4 6 C-0.4 6 -0.4 12 4 12 C8.4 12 8.4 6 4 6',
  '9': 'M8 4.6 C6 8 0 7.6 0 3.6 C0 -1 8 -1 8 5 C8 11.6 4 13 1 11',
};

export const GLYPH_WIDTH = 8;
export const GLYPH_HEIGHT = 12;

export type Point = { x: number; y: number };
/** One pen stroke: the control points of its lines and cubic curves, in order. */
type Stroke = { start: Point; segments: Array<{ kind: 'line'; to: Point } | { kind: 'cubic'; c1: Point; c2: Point; to: Point }> };

function parsePath(path: string): Stroke[] {
  const tokens = path.match(/[MLC]|-?\d*\.?\d+/g) ?? [];
  const strokes: Stroke[] = [];
  let i = 0;
  const point = (): Point => ({ x: Number(tokens[i++]), y: Number(tokens[i++]) });
  while (i < tokens.length) {
    const command = tokens[i++];
    if (command === 'M') strokes.push({ start: point(), segments: [] });
    else if (command === 'L') strokes.at(-1)!.segments.push({ kind: 'line', to: point() });
    else if (command === 'C') strokes.at(-1)!.segments.push({ kind: 'cubic', c1: point(), c2: point(), to: point() });
    else throw new Error(`unknown path command ${command}`);
  }
  return strokes;
}

const PARSED = new Map(Object.entries(GLYPH_PATHS).map(([character, path]) => [character, parsePath(path)]));

/**
 * A character's strokes as polylines in glyph units, every control point first moved by `jitter` (so no two
 * challenges draw a letter alike) and curves cut into short straight pieces.
 */
export function glyphPolylines(character: string, jitter: (point: Point) => Point = (point) => point): Point[][] {
  const strokes = PARSED.get(character);
  if (!strokes) throw new Error(`no glyph for ${JSON.stringify(character)}`);
  return strokes.map((stroke) => {
    let current = jitter(stroke.start);
    const points = [current];
    for (const segment of stroke.segments) {
      const to = jitter(segment.to);
      if (segment.kind === 'line') {
        // Lines are cut too, so that a warp applied later bends them.
        for (let step = 1; step <= 6; step++) points.push({ x: current.x + ((to.x - current.x) * step) / 6, y: current.y + ((to.y - current.y) * step) / 6 });
      } else {
        const c1 = jitter(segment.c1);
        const c2 = jitter(segment.c2);
        for (let step = 1; step <= 12; step++) {
          const t = step / 12;
          const u = 1 - t;
          points.push({
            x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x,
            y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y,
          });
        }
      }
      current = to;
    }
    return points;
  });
}
