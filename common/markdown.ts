import type { Heading, Nodes, Parents, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown, type CompileContext, type Extension as TreeExtension, type Token } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { mathFromMarkdown, type InlineMath, type Math } from 'mdast-util-math';
import { gfmTable } from 'micromark-extension-gfm-table';
import { math } from 'micromark-extension-math';
import type { Code, Construct, Effects, Extension as SyntaxExtension, State, TokenizeContext } from 'micromark-util-types';

/**
 * The one Markdown + maths parser of the product (decision 030). Notes, policies, question text and PDFs all read
 * the same mdast syntax tree, built by micromark (CommonMark) with GFM tables and maths. Maths is written as
 * `$…$` / `$$…$$` or, as language models write it, `\(…\)` / `\[…\]`; `\$` is a dollar sign. Raw HTML is never
 * parsed as HTML (it stays text), images and reference definitions are off, and links keep only safe targets, so a
 * renderer cannot emit anything the text did not literally say.
 */

export type { Heading, InlineMath, Math, Nodes, Parents, PhrasingContent, Root, RootContent };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation only works with interfaces */
declare module 'mdast' {
  interface HeadingData {
    /** A slug for the heading, unique within its document: the target of a table of contents. */
    id?: string;
  }
}
declare module 'mdast-util-math' {
  interface InlineMathData {
    /** Written with display delimiters ($$…$$ or \[…\]) inside running text: typeset as a display formula. */
    display?: boolean;
  }
}
declare module 'micromark-util-types' {
  interface TokenTypeMap {
    inlineFormula: 'inlineFormula';
    inlineFormulaData: 'inlineFormulaData';
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const BACKSLASH = 92;
const DOLLAR = 36;
const OPEN = { 40: 41, 91: 93 } as Record<number, number>; // ( → )   [ → ]

// Micromark codes -5 to -3 are line endings, -2 a tab, -1 a virtual space; null is the end of the text.
const isWhitespace = (code: Code) => code === null || code < 0 || code === 32;
const isLineEnding = (code: Code) => code !== null && code < -2;
const isDigit = (code: Code) => code !== null && code >= 48 && code <= 57;

/**
 * The kinds of formula (`$`, `$$`, `\(`, `\[`) whose closing delimiter a text run (a paragraph, a cell) is known to
 * lack: once one opener has searched to the end in vain, later openers of that kind give up at once, so a long
 * paragraph of unclosed `\(` reads in linear time instead of quadratic.
 */
const unclosedKinds = new WeakMap<TokenizeContext, Set<string>>();
const isKnownUnclosed = (context: TokenizeContext, kind: string) => unclosedKinds.get(context)?.has(kind) ?? false;
function markUnclosed(context: TokenizeContext, kind: string) {
  const kinds = unclosedKinds.get(context) ?? new Set();
  kinds.add(kind);
  unclosedKinds.set(context, kinds);
}

/**
 * Writes a formula as one `inlineFormula` token. Micromark wants each line ending in a token of its own and the
 * other characters inside a token that is open, so they go in `inlineFormulaData` runs between line endings.
 */
function formulaWriter(effects: Effects) {
  let isInData = false;
  return {
    start(code: Code) {
      effects.enter('inlineFormula');
      effects.consume(code);
    },
    consume(code: Code) {
      if (isLineEnding(code)) {
        if (isInData) effects.exit('inlineFormulaData');
        isInData = false;
        effects.enter('lineEnding');
        effects.consume(code);
        effects.exit('lineEnding');
        return;
      }
      if (!isInData) effects.enter('inlineFormulaData');
      isInData = true;
      effects.consume(code);
    },
    end() {
      if (isInData) effects.exit('inlineFormulaData');
      effects.exit('inlineFormula');
    },
  };
}

/**
 * `$…$` with Pandoc's rules for prices: the opening `$` is followed by a non-space and the closing `$` is not
 * followed by a digit, so "US$ 1 = Rs 133" and "$20 and $30" stay text. (Pandoc also wants a non-space before
 * the closing `$`; seeded explanations end formulas with "= $", so that rule is left out.) `$$…$$` inside
 * running text is a display formula. A backslash pair inside maths (`\$`, `\\`) never closes it.
 */
const dollarMath: Construct = {
  name: 'dollarMath',
  // A `$` right after another `$` belongs to that sequence.
  previous: (code) => code !== DOLLAR,
  tokenize(effects, ok, nok) {
    const formula = formulaWriter(effects);
    const kind = () => (isDouble ? '$$' : '$');
    let isDouble = false;
    let hasContent = false;
    const start: State = (code) => {
      formula.start(code);
      return afterOpening;
    };
    const afterOpening: State = (code) => {
      if (code === DOLLAR && !isDouble) {
        isDouble = true;
        effects.consume(code);
        return afterOpening;
      }
      if ((!isDouble && isWhitespace(code)) || isKnownUnclosed(this, kind())) return nok(code);
      return inside(code);
    };
    const inside: State = (code) => {
      if (code === null) return unclosed(code);
      if (code === DOLLAR) {
        formula.consume(code);
        return isDouble ? secondClosing : afterClosing;
      }
      if (!isWhitespace(code)) hasContent = true;
      formula.consume(code);
      return code === BACKSLASH ? escaped : inside;
    };
    const escaped: State = (code) => {
      if (code === null) return unclosed(code);
      formula.consume(code);
      return inside;
    };
    const unclosed: State = (code) => {
      markUnclosed(this, kind());
      return nok(code);
    };
    // A `$` then a digit is a price inside the formula, not its end.
    const afterClosing: State = (code) => (isDigit(code) ? inside(code) : finish(code));
    const secondClosing: State = (code) => {
      if (code !== DOLLAR) return inside(code);
      formula.consume(code);
      return finish;
    };
    const finish: State = (code) => {
      if (!hasContent) return nok(code);
      formula.end();
      return ok(code);
    };
    return start;
  },
};

/** `\(…\)` inline and `\[…\]` display maths, tried before the backslash escape so `\(` is not read as `(`. */
const latexMath: Construct = {
  name: 'latexMath',
  tokenize(effects, ok, nok) {
    const formula = formulaWriter(effects);
    let opening = 0;
    let closing = 0;
    let hasContent = false;
    const start: State = (code) => {
      formula.start(code);
      return afterBackslash;
    };
    const afterBackslash: State = (code) => {
      if (code === null || !OPEN[code] || isKnownUnclosed(this, `\\${String.fromCharCode(code)}`)) return nok(code);
      opening = code;
      closing = OPEN[code]!;
      effects.consume(code);
      return inside;
    };
    const inside: State = (code) => {
      if (code === null) return unclosed(code);
      if (!isWhitespace(code) && code !== BACKSLASH) hasContent = true;
      formula.consume(code);
      return code === BACKSLASH ? escaped : inside;
    };
    // After a backslash: the closing bracket, or the second half of a pair such as \\ or \{.
    const escaped: State = (code) => {
      if (code === null) return unclosed(code);
      if (code === closing && !hasContent) return nok(code);
      formula.consume(code);
      if (code !== closing) {
        hasContent = true;
        return inside;
      }
      formula.end();
      return ok;
    };
    const unclosed: State = (code) => {
      markUnclosed(this, `\\${String.fromCharCode(opening)}`);
      return nok(code);
    };
    return start;
  },
};

/** Both inline syntaxes make one `inlineMath` node; `data.display` says which delimiters were used. */
const inlineFormulaTree: TreeExtension = {
  enter: {
    inlineFormula(this: CompileContext, token: Token) {
      this.enter({ type: 'inlineMath', value: '' }, token);
    },
  },
  exit: {
    inlineFormula(this: CompileContext, token: Token) {
      const source = this.sliceSerialize(token);
      const node = this.stack[this.stack.length - 1] as InlineMath;
      const delimiter = source.startsWith('$$') || source.startsWith('\\') ? 2 : 1;
      node.value = source.slice(delimiter, -delimiter).trim();
      node.data = { display: source.startsWith('$$') || source.startsWith('\\[') };
      this.exit(token);
    },
  },
};

const formulaSyntax: SyntaxExtension = {
  text: { [DOLLAR]: dollarMath, [BACKSLASH]: latexMath },
  // micromark-extension-math gives the `$$` block (its content is safe from other block syntax); its inline `$`
  // is replaced by dollarMath above.
  disable: { null: ['mathText'] },
};

// Never parsed: raw HTML (stays text), images (a page would fetch any address), reference definitions.
const ALWAYS_OFF = ['htmlFlow', 'htmlText', 'labelStartImage', 'definition'];
// Text with maths keeps only maths, backslash escapes and line endings: a question starting "1." or "# of moles"
// is a sentence, not a list or a heading, and `a*b*c` is not emphasis.
const TEXT_OFF = [
  ...ALWAYS_OFF,
  'attention',
  'autolink',
  'blockQuote',
  'characterReference',
  'codeFenced',
  'codeIndented',
  'codeText',
  'hardBreakEscape',
  'headingAtx',
  'labelEnd',
  'labelStartLink',
  'list',
  'setextUnderline',
  'thematicBreak',
];

export type MarkdownOptions = {
  /** Read `$…$`, `$$…$$`, `\(…\)` and `\[…\]` as maths (default true). Off, dollars and brackets are text. */
  math?: boolean;
};

/** A Markdown document (a note, a policy): headings, lists, quotes, tables, code, links, emphasis and maths. */
export function parseMarkdown(source: string, { math: withMath = true }: MarkdownOptions = {}): Root {
  const root = fromMarkdown(source, {
    extensions: [gfmTable(), ...(withMath ? [math(), formulaSyntax] : []), { disable: { null: ALWAYS_OFF } }],
    mdastExtensions: [gfmTableFromMarkdown(), ...(withMath ? [mathFromMarkdown(), inlineFormulaTree] : [])],
  });
  normalize(root);
  assignHeadingIds(root);
  return root;
}

/**
 * Text with maths only (a question, an option, an explanation): paragraphs of text and formulas, nothing else.
 * Renderers show it as one run of phrasing content.
 */
export function parseMathText(source: string): Root {
  const root = fromMarkdown(source, {
    extensions: [math(), formulaSyntax, { disable: { null: TEXT_OFF } }],
    mdastExtensions: [mathFromMarkdown(), inlineFormulaTree],
  });
  normalize(root);
  return root;
}

/** Only these link targets stay links; any other (javascript:, data:, protocol-relative //host) becomes its label. */
export function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href) || /^\/(?!\/)/.test(href) || href.startsWith('#');
}

/**
 * Makes the tree what every renderer may assume: soft line endings are spaces, unsafe links are plain text, and
 * a display formula standing alone (a `$$` block, or a paragraph holding only `$$…$$` or `\[…\]`) is a plain
 * `math` block.
 */
function normalize(parent: Parents) {
  const children: Nodes[] = [];
  for (const child of parent.children as Nodes[]) {
    if (child.type === 'text') child.value = child.value.replace(/[ \t]*\r?\n[ \t]*/g, ' ');
    if ('children' in child) normalize(child);
    if (child.type === 'link' && !isSafeHref(child.url)) {
      children.push(...child.children);
      continue;
    }
    if (child.type === 'math') {
      // Text after an opening `$$` (micromark's "meta") is part of the formula, not something to lose.
      children.push(displayFormula(child.meta ? `${child.meta}\n${child.value}` : child.value, child));
      continue;
    }
    const formula = child.type === 'paragraph' ? onlyDisplayFormula(child.children) : null;
    children.push(formula ? displayFormula(formula.value, child) : child);
  }
  parent.children = mergeText(children) as typeof parent.children;
}

const displayFormula = (value: string, source: Nodes): Math => ({ type: 'math', value, position: source.position });

function onlyDisplayFormula(children: PhrasingContent[]): InlineMath | null {
  const meaningful = children.filter((child) => child.type !== 'text' || child.value.trim());
  const [only] = meaningful;
  return meaningful.length === 1 && only!.type === 'inlineMath' && only!.data?.display ? only! : null;
}

/** Adjacent text nodes (left by an unwrapped link) become one. */
function mergeText(children: Nodes[]): Nodes[] {
  const merged: Nodes[] = [];
  for (const child of children) {
    const last = merged[merged.length - 1];
    if (child.type === 'text' && last?.type === 'text') last.value += child.value;
    else merged.push(child);
  }
  return merged;
}

/** The text a reader sees in a node: formulas as their TeX source, line breaks as spaces. */
export function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'inlineMath' || node.type === 'math') return node.value;
  if (node.type === 'break') return ' ';
  return 'children' in node ? (node.children as Nodes[]).map(plainText).join('') : '';
}

/** A URL fragment for a heading: lower case, letters and digits, words joined by hyphens. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** Gives each heading a slug id; a repeated heading gets -2, -3… so every id is unique. */
function assignHeadingIds(root: Root) {
  const seen = new Map<string, number>();
  for (const node of root.children) {
    if (node.type !== 'heading') continue;
    const slug = slugify(plainText(node)) || 'section';
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    node.data = { ...node.data, id: count === 1 ? slug : `${slug}-${count}` };
  }
}

/** A page that shows the document's title itself drops a leading `# Title` from the text. */
export function withoutLeadingTitle(root: Root): Root {
  const [first, ...rest] = root.children;
  return first?.type === 'heading' && first.depth === 1 ? { ...root, children: rest } : root;
}

/** Every formula of a tree, in reading order (content checks typeset each one). */
export function formulasOf(node: Nodes): (InlineMath | Math)[] {
  if (node.type === 'inlineMath' || node.type === 'math') return [node];
  return 'children' in node ? (node.children as Nodes[]).flatMap(formulasOf) : [];
}
