import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '@common/auth';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPolylines, type Point } from '../features/auth/captcha-glyphs';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, LETTER_ADVANCE, LETTER_HEIGHT, strokeCoverage } from '../features/auth/captcha-image';
import { encodePng } from '../platform/png';
import { readPng } from './png-reader';

// Two attackers of the captcha, as someone holding our source code would write them: template matching with our own
// glyphs (the raster heir of the outline matcher that read every old SVG captcha), and off-the-shelf OCR (tesseract).

/** The letter size the captcha draws at, in pixels per glyph unit; the solver assumes the attacker knows it. */
const UNIT = (CAPTCHA_IMAGE_HEIGHT * LETTER_HEIGHT) / GLYPH_HEIGHT;
/** The solver works at half resolution: fast enough to try every glyph at every angle and offset. */
const SCALE = 2;

type Template = { character: string; ink: Int32Array; near: Int32Array; box: { x0: number; y0: number; x1: number; y1: number }; inkCount: number };

const pack = (x: number, y: number) => (x << 16) | (y & 0xffff);
const unpackX = (packed: number) => packed >> 16;
const unpackY = (packed: number) => (packed << 16) >> 16;

/**
 * A glyph at `angle`: the pixel offsets of its ink, of the margin around its strokes, and its bounding box. Everything in
 * the box that is neither ink nor margin should be paper, which stops thin glyphs (I, 1) from matching inside others.
 */
function buildTemplate(character: string, angle: number, unit: number, halfWidth: number): Template {
  const size = Math.ceil(Math.hypot(GLYPH_WIDTH, GLYPH_HEIGHT) * unit) + 4;
  const centre = Math.round(size / 2);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const polylines = glyphPolylines(character).map((line) =>
    line.map((point): Point => {
      const x = (point.x - GLYPH_WIDTH / 2) * unit;
      const y = (point.y - GLYPH_HEIGHT / 2) * unit;
      return { x: centre + x * cos - y * sin, y: centre + x * sin + y * cos };
    }),
  );
  const coverage = strokeCoverage(size, size, polylines, halfWidth);
  const margin = strokeCoverage(size, size, polylines, halfWidth + 1);
  const ink: number[] = [];
  const near: number[] = [];
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (margin[y * size + x]! <= 0.5) continue;
      const packed = pack(x - centre, y - centre);
      if (coverage[y * size + x]! > 0.5) ink.push(packed);
      near.push(packed);
      box.x0 = Math.min(box.x0, x - centre);
      box.y0 = Math.min(box.y0, y - centre);
      box.x1 = Math.max(box.x1, x - centre);
      box.y1 = Math.max(box.y1, y - centre);
    }
  }
  return { character, ink: Int32Array.from(ink), near: Int32Array.from(near), box, inkCount: ink.length };
}

const ANGLES = [-0.45, -0.3, -0.15, 0, 0.15, 0.3, 0.45];
let templates: Template[] | undefined;
const allTemplates = () =>
  (templates ??= [...CAPTCHA_ALPHABET].flatMap((character) => ANGLES.map((angle) => buildTemplate(character, angle, UNIT / SCALE, 1.6 / SCALE))));

type InkMap = { w: number; h: number; ink: Uint8Array; /** Summed-area table of ink, (w + 1) × (h + 1). */ sums: Int32Array };

/** Dark pixels at half resolution: 1 where the mean luminance of a 2 × 2 block is below the threshold. */
function inkMap(png: Buffer): InkMap {
  const { width, height, rgb } = readPng(png);
  const w = Math.floor(width / SCALE);
  const h = Math.floor(height / SCALE);
  const ink = new Uint8Array(w * h);
  const sums = new Int32Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let luminance = 0;
      for (let dy = 0; dy < SCALE; dy++) {
        for (let dx = 0; dx < SCALE; dx++) {
          const i = ((y * SCALE + dy) * width + x * SCALE + dx) * 3;
          luminance += 0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!;
        }
      }
      ink[y * w + x] = luminance / (SCALE * SCALE) < 110 ? 1 : 0;
      sums[(y + 1) * (w + 1) + x + 1] = ink[y * w + x]! + sums[y * (w + 1) + x + 1]! + sums[(y + 1) * (w + 1) + x]! - sums[y * (w + 1) + x]!;
    }
  }
  return { w, h, ink, sums };
}

function sumOver(map: InkMap, offsets: Int32Array, cx: number, cy: number) {
  let total = 0;
  for (const packed of offsets) {
    const x = cx + unpackX(packed);
    const y = cy + unpackY(packed);
    if (x >= 0 && y >= 0 && x < map.w && y < map.h) total += map.ink[y * map.w + x]!;
  }
  return total;
}

function boxSum(map: InkMap, x0: number, y0: number, x1: number, y1: number) {
  const left = Math.max(0, x0);
  const top = Math.max(0, y0);
  const right = Math.min(map.w, x1 + 1);
  const bottom = Math.min(map.h, y1 + 1);
  if (right <= left || bottom <= top) return { ink: 0, area: 0 };
  const W = map.w + 1;
  const ink = map.sums[bottom * W + right]! - map.sums[top * W + right]! - map.sums[bottom * W + left]! + map.sums[top * W + left]!;
  return { ink, area: (right - left) * (bottom - top) };
}

/** How well a glyph sits at (cx, cy): the share of its ink found dark, less the share of its paper found dark. */
function score(map: InkMap, template: Template, cx: number, cy: number) {
  const onInk = sumOver(map, template.ink, cx, cy);
  const onNear = sumOver(map, template.near, cx, cy);
  const { box } = template;
  const inBox = boxSum(map, cx + box.x0, cy + box.y0, cx + box.x1, cy + box.y1);
  const paperArea = Math.max(1, inBox.area - template.near.length);
  return onInk / template.inkCount - (inBox.ink - onNear) / paperArea;
}

/**
 * Reads a captcha by template matching: the attacker knows the font, the letter size, the number of characters and
 * where they stand (centred, `advance` glyph widths apart); for each of the 5 places it tries every glyph at seven
 * angles over a window of offsets, and keeps the best match.
 */
export function solveByTemplates(png: Buffer, advance = LETTER_ADVANCE): string {
  const map = inkMap(png);
  const glyph = (GLYPH_WIDTH * UNIT) / SCALE;
  const step = glyph * advance;
  const first = (map.w - (step * (CAPTCHA_LENGTH - 1) + glyph)) / 2 + glyph / 2;
  let answer = '';
  for (let slot = 0; slot < CAPTCHA_LENGTH; slot++) {
    const cx0 = Math.round(first + slot * step);
    const cy0 = Math.round(map.h / 2);
    let best = { score: -Infinity, character: '?' };
    for (const template of allTemplates()) {
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -5; dx <= 5; dx++) {
          const value = score(map, template, cx0 + dx, cy0 + dy);
          if (value > best.score) best = { score: value, character: template.character };
        }
      }
    }
    answer += best.character;
  }
  return answer;
}

/** The spacing of drawPlainText, in glyph widths: the letters stand apart. */
export const PLAIN_ADVANCE = 1.15;

/**
 * A captcha text drawn plainly with the captcha's own glyphs (no jitter, turn, warp, decoys or noise): the control
 * case that shows each solver can read the font at all.
 */
export function drawPlainText(text: string): Buffer {
  const width = CAPTCHA_IMAGE_WIDTH;
  const height = CAPTCHA_IMAGE_HEIGHT;
  const advance = GLYPH_WIDTH * UNIT * PLAIN_ADVANCE;
  const first = (width - (advance * (text.length - 1) + GLYPH_WIDTH * UNIT)) / 2;
  const polylines = [...text].flatMap((character, index) =>
    glyphPolylines(character).map((line) =>
      line.map((point) => ({ x: first + index * advance + point.x * UNIT, y: (height - GLYPH_HEIGHT * UNIT) / 2 + point.y * UNIT })),
    ),
  );
  const coverage = strokeCoverage(width, height, polylines, 1.6);
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < coverage.length; i++) rgb.fill(Math.round(255 * (1 - coverage[i]!)), i * 3, i * 3 + 3);
  return encodePng(width, height, rgb);
}

const run = promisify(execFile);

/** Whether Debian's tesseract-ocr command is installed. */
export async function hasTesseract() {
  try {
    await run('tesseract', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads captchas with tesseract, given its best chance: one line of text, only the captcha's characters allowed.
 * All images go through one tesseract process (a list file); pages come back separated by form feeds.
 */
export async function solveByOcr(pngs: Buffer[]): Promise<string[]> {
  const directory = mkdtempSync(path.join(tmpdir(), 'captcha-ocr-'));
  try {
    const files = pngs.map((png, index) => {
      const file = path.join(directory, `${index}.png`);
      writeFileSync(file, png);
      return file;
    });
    writeFileSync(path.join(directory, 'list.txt'), files.join('\n'));
    const { stdout } = await run(
      'tesseract',
      [path.join(directory, 'list.txt'), 'stdout', '--psm', '7', '-c', `tessedit_char_whitelist=${CAPTCHA_ALPHABET}`],
      { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
    );
    const pages = stdout.split('\f');
    return pngs.map((_, index) => (pages[index] ?? '').replace(/[^A-Z0-9]/gi, '').toUpperCase());
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
