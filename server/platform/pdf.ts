import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { ReaderLanguage } from '@common/academics';
import { parseMarkdown, plainText, type PhrasingContent, type RootContent } from '@common/markdown';
import { printedFormat } from './printed-format';

// Liberation Sans (shipped with pdfjs-dist) covers Latin, Greek and the maths signs our papers use;
// pdfkit's built-in Helvetica knows only WinAnsi and would print θ, λ or √ as garbage. Noto Sans Devanagari
// (Google Fonts' TTFs, packaged for npm by Expo) prints Nepali: pdfkit shapes it (conjuncts, vowel signs) with fontkit.
const require = createRequire(import.meta.url);
const LIBERATION_DIR = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
const NOTO_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
const FONT_FILES = {
  regular: path.join(LIBERATION_DIR, 'LiberationSans-Regular.ttf'),
  bold: path.join(LIBERATION_DIR, 'LiberationSans-Bold.ttf'),
  italic: path.join(LIBERATION_DIR, 'LiberationSans-Italic.ttf'),
  devanagari: path.join(NOTO_DIR, '400Regular/NotoSansDevanagari_400Regular.ttf'),
  'devanagari-bold': path.join(NOTO_DIR, '700Bold/NotoSansDevanagari_700Bold.ttf'),
} as const;
type FontName = keyof typeof FONT_FILES;
let fonts: Record<FontName, Buffer> | undefined;

/** The font files, read once per process (seeding renders dozens of PDFs). */
function loadFonts() {
  fonts ??= Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(file)])) as Record<FontName, Buffer>;
  return fonts;
}

const EXTRA_GLYPHS = new Set('√²³¹≤≥≠≈×÷±°∞∫Σ∑∏∂∆·−½¼¾→←↑↓↔…ħ–—‘’“”•′″');
// Devanagari, its Vedic extensions and extended block, and the joiners that pick conjunct forms.
const DEVANAGARI_RANGES = [[0x0900, 0x097f], [0x1cd0, 0x1cff], [0xa8e0, 0xa8ff], [0x200c, 0x200d]] as const;
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0)!;
  return DEVANAGARI_RANGES.some(([from, to]) => code >= from && code <= to);
};
// Spaces and ASCII punctuation both fonts have: they stay in the run around them, so a Nepali sentence is one run.
const NEUTRAL = /[\s.,;:!?'"()\-/]/;

/** True when every character of the text has a glyph in the PDF fonts (content checks use it). */
export function isPdfSafe(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const ok =
      code === 10 ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0x17f) ||
      (code >= 0x391 && code <= 0x3c9) ||
      EXTRA_GLYPHS.has(char) ||
      isDevanagari(char);
    if (!ok) return false;
  }
  return true;
}

/** The text cut where it changes script: Devanagari runs and the rest, each to print in its own font. */
export function scriptRuns(text: string): { devanagari: boolean; text: string }[] {
  const runs: { devanagari: boolean; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const devanagari = isDevanagari(char);
    if (last && (last.devanagari === devanagari || NEUTRAL.test(char))) last.text += char;
    else runs.push({ devanagari, text: char });
  }
  return runs;
}

/**
 * Writes text in one of our styles, switching to Noto Sans Devanagari for Devanagari runs (Liberation Sans has no
 * Devanagari; Noto Sans Devanagari has no Greek or maths signs). Italic Nepali prints upright: Noto has no italic.
 */
export function write(doc: Pdf, style: 'regular' | 'bold' | 'italic', text: string, options: PDFKit.Mixins.TextOptions = {}) {
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ devanagari: false, text: '' });
  const fontOf = (run: { devanagari: boolean }) => (run.devanagari ? (style === 'bold' ? 'devanagari-bold' : 'devanagari') : style);
  if (runs.length > 1 && (options.align === 'center' || options.align === 'right')) {
    // pdfkit aligns each continued piece on its own, so a centred line of two scripts would print its runs over each
    // other: a line that fits is measured and placed run by run; a longer one is printed from the left.
    const lineWidth = options.width ?? doc.page.width - doc.x - doc.page.margins.right;
    const widths = runs.map((run) => doc.font(fontOf(run)).widthOfString(run.text));
    const total = widths.reduce((sum, width) => sum + width, 0);
    if (total > lineWidth) return write(doc, style, text, { ...options, align: 'left' });
    const [left, top] = [doc.x, doc.y];
    let x = left + (options.align === 'center' ? (lineWidth - total) / 2 : lineWidth - total);
    let height = 0;
    runs.forEach((run, index) => {
      doc.font(fontOf(run)).text(run.text, x, top, { lineBreak: false });
      x += widths[index]!;
      height = Math.max(height, doc.currentLineHeight(true));
    });
    doc.x = left;
    doc.y = top + height + (options.lineGap ?? 0);
    return doc.font(style);
  }
  runs.forEach((run, index) => {
    doc.font(fontOf(run));
    doc.text(run.text, { ...options, continued: index < runs.length - 1 });
  });
  return doc.font(style);
}

const GREEK = new Map<string, string>(Object.entries({
  alpha: 'α', beta: 'β', gamma: 'γ', Gamma: 'Γ', delta: 'δ', Delta: 'Δ', epsilon: 'ε', varepsilon: 'ε', zeta: 'ζ',
  eta: 'η', theta: 'θ', Theta: 'Θ', kappa: 'κ', lambda: 'λ', Lambda: 'Λ', mu: 'μ', nu: 'ν', xi: 'ξ', pi: 'π', Pi: 'Π',
  rho: 'ρ', sigma: 'σ', Sigma: 'Σ', tau: 'τ', phi: 'φ', varphi: 'φ', Phi: 'Φ', chi: 'χ', psi: 'ψ', Psi: 'Ψ', omega: 'ω',
  Omega: 'Ω',
}));

const SYMBOLS = new Map<string, string>(Object.entries({
  times: '×', cdot: '·', div: '÷', pm: '±', mp: '-/+', leq: '≤', le: '≤', geq: '≥', ge: '≥', neq: '≠', ne: '≠',
  approx: '≈', propto: ' proportional to ', infty: '∞', int: '∫', oint: '∫', sum: 'Σ', prod: '∏', partial: '∂', to: '→', rightarrow: '→',
  leftarrow: '←', Rightarrow: '=>', implies: '=>', iff: '<=>', rightleftharpoons: '<=>', longrightarrow: '→', circ: '°',
  degree: '°', hbar: 'ħ', ldots: '…', dots: '…', cdots: '…', therefore: 'so', angle: 'angle ', nabla: 'grad ', in: ' in ',
  cup: ' union ', cap: '∩', quad: '  ', qquad: '    ', prime: "'", parallel: ' || ', perp: ' perpendicular to ', sim: '~', cong: '≈',
}));

// Operator names print as words with room around them: \frac{2.303}{t}\log x → 2.303/t log x.
const OPERATOR_NAMES = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cosec', 'cot', 'log', 'ln', 'exp', 'lim', 'max', 'min', 'det']);

/** Reads one {group} (or a single token) starting at index i; returns its text and the index after it. */
function readArgument(tex: string, i: number): [string, number] {
  while (tex[i] === ' ') i++;
  if (tex[i] === '{') {
    let depth = 0;
    for (let j = i; j < tex.length; j++) {
      if (tex[j] === '{') depth++;
      else if (tex[j] === '}' && --depth === 0) return [tex.slice(i + 1, j), j + 1];
    }
    return [tex.slice(i + 1), tex.length];
  }
  if (tex[i] === '\\') {
    const match = /^\\([a-zA-Z]+|.)/.exec(tex.slice(i));
    return [match![0], i + match![0].length];
  }
  return [tex[i] ?? '', i + 1];
}

const isSimple = (text: string) => /^[\p{L}\p{N}.'°²³¹½![\]]+$/u.test(text);
const VULGAR_FRACTIONS = new Map<string, string>(Object.entries({ '1/2': '½', '1/4': '¼', '3/4': '¾' }));
const wrap = (text: string) => (isSimple(text) ? text : `(${text})`);
const SUPERSCRIPTS = new Map<string, string>(Object.entries({ '1': '¹', '2': '²', '3': '³' }));

/**
 * LaTeX as readable plain text for PDFs, where KaTeX is not available: \frac{a}{b} → a/b, x^{2} → x²,
 * \sqrt{x} → √x, Greek letters and operators as their signs. Good enough for a printed handout.
 */
export function latexToText(tex: string): string {
  let out = '';
  let i = 0;
  while (i < tex.length) {
    const char = tex[i]!;
    if (char === '\\') {
      const match = /^\\([a-zA-Z]+|.)/.exec(tex.slice(i));
      const name = match ? match[1]! : '';
      i += match ? match[0].length : 1;
      if (name === 'begin') {
        const [environment, afterName] = readArgument(tex, i);
        const end = tex.indexOf(`\\end{${environment}}`, afterName);
        const body = tex.slice(afterName, end === -1 ? tex.length : end);
        const rows = body.split('\\\\').map((row) => row.split('&').map((cell) => latexToText(cell)).join(' '));
        const [open, close] = environment === 'vmatrix' ? ['|', '|'] : ['[', ']'];
        out += `${open}${rows.join('; ')}${close}`;
        i = end === -1 ? tex.length : end + `\\end{${environment}}`.length;
      } else if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const [numerator, afterNumerator] = readArgument(tex, i);
        const [denominator, afterDenominator] = readArgument(tex, afterNumerator);
        const fraction = `${wrap(latexToText(numerator))}/${wrap(latexToText(denominator))}`;
        out += VULGAR_FRACTIONS.get(fraction) ?? fraction;
        i = afterDenominator;
      } else if (name === 'sqrt') {
        let degree = '';
        if (tex[i] === '[') {
          const end = tex.indexOf(']', i);
          degree = tex.slice(i + 1, end);
          i = end + 1;
        }
        const [radicand, after] = readArgument(tex, i);
        const inner = latexToText(radicand);
        out += degree ? `${wrap(inner)}^(1/${degree})` : `√${wrap(inner)}`;
        i = after;
      } else if (name === 'binom') {
        const [n, afterN] = readArgument(tex, i);
        const [r, afterR] = readArgument(tex, afterN);
        out += `C(${latexToText(n)}, ${latexToText(r)})`;
        i = afterR;
      } else if (['text', 'mathrm', 'mathbf', 'mathit', 'operatorname', 'textbf', 'vec', 'overrightarrow', 'boldsymbol', 'hat', 'bar', 'overline'].includes(name)) {
        const [inner, after] = readArgument(tex, i);
        const text = name.startsWith('text') || name === 'operatorname' || name === 'mathrm' ? inner : latexToText(inner);
        out += name === 'bar' || name === 'overline' ? `mean(${text})` : text;
        i = after;
      } else if (name === 'left' || name === 'right' || name === 'displaystyle' || name === 'limits') {
        if (tex[i] === '.') i++;
      } else if (name === ',' || name === ';' || name === ':' || name === ' ') {
        out += ' ';
      } else if (name === '!') {
        // negative thin space: nothing
      } else if (name === '{' || name === '}' || name === '%' || name === '$' || name === '&' || name === '_') {
        out += name;
      } else if (name === '\\') {
        out += '\n';
      } else {
        out += OPERATOR_NAMES.has(name) ? ` ${name === 'csc' ? 'cosec' : name} ` : (GREEK.get(name) ?? SYMBOLS.get(name) ?? name);
      }
    } else if (char === '^' || char === '_') {
      const [argument, after] = readArgument(tex, i + 1);
      const text = latexToText(argument);
      // {}^n C_r: a superscript on an empty group is a prefix.
      if (char === '^' && tex.slice(0, i).endsWith('{}')) out += text;
      else if (char === '^') out += SUPERSCRIPTS.get(text) ?? (text.length === 1 ? `^${text}` : `^(${text})`);
      else out += text === '1/2' ? '½' : text.length === 1 || /^\d+$/.test(text) ? text : `_${text}`;
      i = after;
    } else if (char === '{' || char === '}') {
      i++;
    } else if (char === '&') {
      out += ' ';
      i++;
    } else {
      out += char;
      i++;
    }
  }
  return out
    .replace(/[ \t]+/g, ' ')
    .replace(/ (?=[\^)\],.;:!?'])/g, '')
    .replace(/([([]) /g, '$1')
    .trim();
}

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 56;

/** A new A4 document with our fonts registered as 'regular', 'bold', 'italic', 'devanagari' and 'devanagari-bold'. */
export function createPdf(info: { title: string; subject?: string }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: info.title, Subject: info.subject ?? info.title, Author: 'Pariksha', Creator: 'Pariksha' },
  });
  for (const [name, font] of Object.entries(loadFonts())) doc.registerFont(name, font);
  doc.font('regular');
  return doc;
}

const PAGE_OF: Record<ReaderLanguage, (page: string, count: string) => string> = {
  en: (page, count) => `Page ${page} of ${count}`,
  ne: (page, count) => `पृष्ठ ${page} / ${count}`,
};

/** Finishes the document (page numbers in the footer, in the reader's language) and resolves with its bytes and page count. */
export function finishPdf(doc: Pdf, language: ReaderLanguage = 'en'): Promise<{ bytes: Buffer; pages: number }> {
  const { digits } = printedFormat(language);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('error', reject);
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.fontSize(8).fillColor('#666666');
      doc.x = MARGIN;
      doc.y = doc.page.height - 36;
      write(doc, 'regular', PAGE_OF[language](digits(index + 1), digits(range.count)), { width: doc.page.width - 2 * MARGIN, align: 'center' });
      doc.page.margins.bottom = bottom;
    }
    doc.on('end', () => resolve({ bytes: Buffer.concat(chunks), pages: range.count }));
    doc.end();
  });
}

/** A bold heading line. */
export function heading(doc: Pdf, text: string, size = 14) {
  write(doc.moveDown(0.4).fontSize(size).fillColor('#111111'), 'bold', text).font('regular').fontSize(11).moveDown(0.2);
}

/** A body paragraph. */
export function paragraph(doc: Pdf, text: string, options: PDFKit.Mixins.TextOptions = {}) {
  write(doc.fontSize(11).fillColor('#111111'), 'regular', text, { lineGap: 2, ...options });
}

/** A small grey line (metadata under a title). */
export function caption(doc: Pdf, text: string) {
  write(doc.fontSize(9).fillColor('#555555'), 'italic', text).font('regular').fontSize(11).fillColor('#111111');
}

/** A phrasing run as printable text: emphasis and links keep their words, formulas become readable text. */
function inlineText(nodes: PhrasingContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'inlineMath') return latexToText(node.value);
      if (node.type === 'break') return '\n';
      return 'children' in node ? inlineText(node.children) : plainText(node);
    })
    .join('');
}

/** One block of a note at a list depth (nested lists indent further). */
function writeBlock(doc: Pdf, node: RootContent, depth: number) {
  switch (node.type) {
    case 'heading':
      heading(doc, inlineText(node.children), node.depth <= 2 ? 14 : 12);
      return;
    case 'paragraph':
      paragraph(doc, inlineText(node.children), depth ? { indent: 10 * depth } : {});
      return;
    case 'math':
      paragraph(doc, latexToText(node.value), { align: 'center' });
      return;
    case 'list':
      node.children.forEach((item, index) => {
        const [first, ...rest] = item.children;
        const marker = node.ordered ? `${(node.start ?? 1) + index}.` : '•';
        const text = first?.type === 'paragraph' ? inlineText(first.children) : '';
        paragraph(doc, `${marker}  ${text}`, { indent: 10 * (depth + 1) });
        for (const child of first?.type === 'paragraph' ? rest : item.children) writeBlock(doc, child, depth + 1);
      });
      return;
    case 'blockquote':
      for (const child of node.children) {
        const text = child.type === 'paragraph' ? inlineText(child.children) : plainText(child);
        write(doc.fontSize(11), 'italic', text, { indent: 14 }).font('regular');
      }
      return;
    case 'table':
      // Rows as lines of cells: a printed handout has no room for a drawn grid.
      for (const row of node.children) paragraph(doc, row.children.map((cell) => inlineText(cell.children)).join('   |   '));
      return;
    case 'thematicBreak': {
      const y = doc.y + 4;
      doc.moveTo(doc.page.margins.left, y).lineTo(doc.page.width - doc.page.margins.right, y).lineWidth(0.5).strokeColor('#999999').stroke();
      doc.moveDown(0.5);
      return;
    }
    default:
      paragraph(doc, plainText(node));
  }
}

/**
 * Writes Markdown (a note) as a printable handout: the same syntax tree the web renders (common/markdown.ts),
 * with headings, lists, quotes, tables as rows of cells, and formulas as readable text (latexToText).
 */
export function writeMarkdown(doc: Pdf, markdown: string) {
  parseMarkdown(markdown).children.forEach((node, index) => {
    if (index > 0) doc.moveDown(0.3);
    writeBlock(doc, node, 0);
  });
}
