import { randomBytes } from 'node:crypto';
import { encodePng } from '../../platform/png';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPolylines, type Point } from './captcha-glyphs';

export const CAPTCHA_IMAGE_WIDTH = 220;
export const CAPTCHA_IMAGE_HEIGHT = 72;
/** Letter height as a share of the picture's, and the distance between letter centres in glyph widths. */
export const LETTER_HEIGHT = 0.64;
export const LETTER_ADVANCE = 0.9;

type Random = () => number;

/** sfc32, seeded from the system's cryptographic source: fast enough for thousands of draws per image. */
export function seededRandom(seed: Buffer = randomBytes(16)): Random {
  let a = seed.readUInt32LE(0);
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/** A greyscale raster of how much a round pen of `halfWidth` pixels covers each pixel along the polylines (0 to 1). */
export function strokeCoverage(width: number, height: number, polylines: Point[][], halfWidth: number): Float32Array {
  const coverage = new Float32Array(width * height);
  const reach = halfWidth + 1;
  for (const line of polylines) {
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1]!;
      const b = line[i]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const lengthSquared = dx * dx + dy * dy || 1e-9;
      const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - reach));
      const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + reach));
      const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - reach));
      const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + reach));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const px = x + 0.5 - a.x;
          const py = y + 0.5 - a.y;
          const t = Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
          const distance = Math.hypot(px - t * dx, py - t * dy);
          const covered = Math.min(1, halfWidth + 0.5 - distance);
          const index = y * width + x;
          if (covered > coverage[index]!) coverage[index] = covered;
        }
      }
    }
  }
  return coverage;
}

type Canvas = { width: number; height: number; rgb: Float32Array };
type Colour = [number, number, number];

function paint(canvas: Canvas, coverage: Float32Array, colour: Colour, opacity = 1) {
  for (let i = 0; i < coverage.length; i++) {
    const alpha = coverage[i]! * opacity;
    if (alpha <= 0) continue;
    for (let channel = 0; channel < 3; channel++) {
      const at = i * 3 + channel;
      canvas.rgb[at] = canvas.rgb[at]! * (1 - alpha) + colour[channel]! * alpha;
    }
  }
}

/** An HSL colour as RGB in 0…1. */
function hsl(hue: number, saturation: number, lightness: number): Colour {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)];
}

/** A light, uneven background: a tint with soft blotches and fine grain, so no single colour is "paper". */
function paintBackground(canvas: Canvas, random: Random, scale: number) {
  const { rgb } = canvas;
  const width = canvas.width / scale;
  const height = canvas.height / scale;
  const base = hsl(between(random, 0, 360), between(random, 0.2, 0.5), between(random, 0.88, 0.94));
  const blotches = Array.from({ length: 5 }, () => ({
    x: between(random, 0, width),
    y: between(random, 0, height),
    spread: 2 * between(random, 12, 40) ** 2,
    colour: hsl(between(random, 0, 360), between(random, 0.3, 0.6), between(random, 0.72, 0.86)),
  }));
  // One colour per unit, filling its scale × scale pixels: the blotches are smooth anyway, and grain repeated within a
  // block compresses (a 2x picture with grain per pixel was three times the bytes of the 1x one).
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let [r, g, b] = base;
      for (const blotch of blotches) {
        const weight = Math.exp(-((x - blotch.x) ** 2 + (y - blotch.y) ** 2) / blotch.spread) * 0.8;
        r = r * (1 - weight) + blotch.colour[0] * weight;
        g = g * (1 - weight) + blotch.colour[1] * weight;
        b = b * (1 - weight) + blotch.colour[2] * weight;
      }
      const grain = between(random, -0.05, 0.05);
      for (let row = y * scale; row < (y + 1) * scale; row++) {
        for (let column = x * scale; column < (x + 1) * scale; column++) {
          const i = (row * canvas.width + column) * 3;
          rgb[i] = r + grain;
          rgb[i + 1] = g + grain;
          rgb[i + 2] = b + grain;
        }
      }
    }
  }
}

type Placement = { centre: Point; angle: number; scaleX: number; scaleY: number; shear: number };

/** Moves glyph units to image pixels: centred on the glyph, sheared, scaled, rotated and put at its place. */
function place(point: Point, placement: Placement, unit: number): Point {
  const x = (point.x - GLYPH_WIDTH / 2 + placement.shear * (point.y - GLYPH_HEIGHT / 2)) * unit * placement.scaleX;
  const y = (point.y - GLYPH_HEIGHT / 2) * unit * placement.scaleY;
  const cos = Math.cos(placement.angle);
  const sin = Math.sin(placement.angle);
  return { x: placement.centre.x + x * cos - y * sin, y: placement.centre.y + x * sin + y * cos };
}

/** A smooth displacement of the whole picture: two crossed waves, different for every challenge. */
function makeWarp(random: Random, width: number, height: number) {
  const ax = between(random, 2, 3.5);
  const ay = between(random, 2.5, 4.5);
  const lx = between(random, 0.6, 1.1) * height;
  const ly = between(random, 0.25, 0.4) * width;
  const px = between(random, 0, 2 * Math.PI);
  const py = between(random, 0, 2 * Math.PI);
  return (point: Point): Point => ({
    x: point.x + ax * Math.sin((2 * Math.PI * point.y) / lx + px),
    y: point.y + ay * Math.sin((2 * Math.PI * point.x) / ly + py),
  });
}

/** A glyph's own elastic distortion, in glyph units: its strokes sway and swell differently from its neighbours'. */
function makeBend(random: Random) {
  const ax = between(random, 0.4, 0.8);
  const ay = between(random, 0.4, 0.8);
  const lx = between(random, 6, 12);
  const ly = between(random, 5, 10);
  const px = between(random, 0, 2 * Math.PI);
  const py = between(random, 0, 2 * Math.PI);
  return (point: Point): Point => ({
    x: point.x + ax * Math.sin((2 * Math.PI * point.y) / lx + px),
    y: point.y + ay * Math.sin((2 * Math.PI * point.x) / ly + py),
  });
}

/** A stroke across the picture through the text band, as thick and as dark as the letters. */
function crossingLine(random: Random, width: number, height: number): Point[] {
  const points: Point[] = [];
  const y0 = between(random, 0.3, 0.7) * height;
  const y3 = between(random, 0.3, 0.7) * height;
  const c1 = { x: width * 0.33, y: between(random, 0, height) };
  const c2 = { x: width * 0.66, y: between(random, 0, height) };
  const start = { x: between(random, -10, 30), y: y0 };
  const end = { x: width - between(random, -10, 30), y: y3 };
  for (let step = 0; step <= 40; step++) {
    const t = step / 40;
    const u = 1 - t;
    points.push({
      x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
      y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y,
    });
  }
  return points;
}

/**
 * Draws a captcha text as a PNG that a person reads and a program does not: every character is a stroke glyph whose
 * control points are jittered, then sheared, scaled, rotated and placed so that neighbours overlap; the whole picture
 * is warped; pieces of other glyphs and strokes as dark and thick as the letters cross it; the background is blotched
 * and grainy. See decision 061 and the solver test beside this file.
 */
export function drawCaptchaImage(text: string, random: Random = seededRandom(), scale = 1): Buffer {
  // Drawn in the picture's 220 × 72 units, rasterised at `scale` pixels per unit (2 for phone screens, decision 069).
  const width = CAPTCHA_IMAGE_WIDTH;
  const height = CAPTCHA_IMAGE_HEIGHT;
  const canvas: Canvas = { width: width * scale, height: height * scale, rgb: new Float32Array(width * height * scale * scale * 3) };
  const coverage = (polylines: Point[][], halfWidth: number) =>
    strokeCoverage(canvas.width, canvas.height, polylines.map((line) => line.map((point) => ({ x: point.x * scale, y: point.y * scale }))), halfWidth * scale);
  paintBackground(canvas, random, scale);
  const warp = makeWarp(random, width, height);
  const unit = (height * LETTER_HEIGHT) / GLYPH_HEIGHT;
  const characters = [...text];
  const advance = GLYPH_WIDTH * unit * LETTER_ADVANCE;
  const textWidth = advance * (characters.length - 1) + GLYPH_WIDTH * unit;
  let x = (width - textWidth) / 2 + between(random, -8, 8) + (GLYPH_WIDTH * unit) / 2;

  // Decoys first, so the letters are drawn over them: fragments of random glyphs in a paler ink.
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  for (let n = 0; n < 4; n++) {
    const strokes = glyphPolylines(alphabet[Math.floor(random() * alphabet.length)]!);
    const stroke = strokes[Math.floor(random() * strokes.length)]!;
    const placement: Placement = {
      centre: { x: between(random, 0, width), y: between(random, 0, height) },
      angle: between(random, -1, 1),
      scaleX: between(random, 0.8, 1.2),
      scaleY: between(random, 0.8, 1.2),
      shear: 0,
    };
    const polyline = stroke.map((point) => warp(place(point, placement, unit)));
    paint(canvas, coverage([polyline], between(random, 0.9, 1.4)), hsl(between(random, 0, 360), 0.5, between(random, 0.5, 0.65)));
  }

  for (const character of characters) {
    const bend = makeBend(random);
    const jitter = (point: Point): Point => bend({ x: point.x + between(random, -0.8, 0.8), y: point.y + between(random, -0.8, 0.8) });
    const size = between(random, 0.8, 1.2);
    const placement: Placement = {
      centre: { x, y: height / 2 + between(random, -4, 4) },
      angle: between(random, -0.32, 0.32),
      scaleX: size * between(random, 0.9, 1.1),
      scaleY: size * between(random, 0.92, 1.08),
      shear: between(random, -0.2, 0.2),
    };
    const polylines = glyphPolylines(character, jitter).map((line) => line.map((point) => warp(place(point, placement, unit))));
    paint(canvas, coverage(polylines, between(random, 1.5, 2)), hsl(between(random, 0, 360), between(random, 0.6, 0.9), between(random, 0.12, 0.26)));
    x += advance * between(random, 0.92, 1.08);
  }

  for (let n = 0; n < 1; n++) {
    const line = crossingLine(random, width, height).map(warp);
    paint(canvas, coverage([line], between(random, 0.9, 1.3)), hsl(between(random, 0, 360), 0.6, between(random, 0.22, 0.35)));
  }

  const bytes = new Uint8Array(canvas.rgb.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(Math.max(0, Math.min(1, canvas.rgb[i]!)) * 255);
  return encodePng(canvas.width, canvas.height, bytes);
}
