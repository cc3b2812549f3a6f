/**
 * The Markdown subset of study notes, parsed into blocks: headings, paragraphs, lists, block quotes, tables,
 * rules and display maths ($$…$$ on its own line, or between two $$ lines). Inline text keeps its $…$ maths,
 * **bold**, *italics*, `code` and [links](…) for the renderer. Nothing here produces HTML.
 */
export type NoteBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] }
  | { kind: 'quote'; paragraphs: string[] }
  | { kind: 'table'; header: string[]; align: ('left' | 'center' | 'right')[]; rows: string[][] }
  | { kind: 'math'; tex: string }
  | { kind: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^\s*([-*+]|\d{1,9}[.)])\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_DIVIDER = /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/;
const DISPLAY_MATH = /^\s*\$\$(.+)\$\$\s*$/;
const MATH_FENCE = /^\s*\$\$\s*$/;

const splitRow = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    // A \| inside maths is not a column break.
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

function startsBlock(line: string) {
  return HEADING.test(line) || LIST_ITEM.test(line) || QUOTE.test(line) || RULE.test(line) || TABLE_ROW.test(line) || DISPLAY_MATH.test(line) || MATH_FENCE.test(line);
}

export function parseNoteMarkdown(source: string): NoteBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: NoteBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (!line.trim()) {
      index++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
      index++;
      continue;
    }
    const display = DISPLAY_MATH.exec(line);
    if (display) {
      blocks.push({ kind: 'math', tex: display[1]!.trim() });
      index++;
      continue;
    }
    if (MATH_FENCE.test(line)) {
      const tex: string[] = [];
      index++;
      while (index < lines.length && !MATH_FENCE.test(lines[index]!)) tex.push(lines[index++]!);
      index++;
      blocks.push({ kind: 'math', tex: tex.join('\n').trim() });
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      index++;
      continue;
    }
    if (TABLE_ROW.test(line) && TABLE_DIVIDER.test(lines[index + 1] ?? '')) {
      const header = splitRow(line);
      const align = splitRow(lines[index + 1]!).map((cell) =>
        cell.startsWith(':') && cell.endsWith(':') ? ('center' as const) : cell.endsWith(':') ? ('right' as const) : ('left' as const),
      );
      index += 2;
      const rows: string[][] = [];
      while (index < lines.length && TABLE_ROW.test(lines[index]!)) rows.push(splitRow(lines[index++]!));
      blocks.push({ kind: 'table', header, align, rows });
      continue;
    }
    if (QUOTE.test(line)) {
      const paragraphs: string[][] = [[]];
      while (index < lines.length && QUOTE.test(lines[index]!)) {
        const text = QUOTE.exec(lines[index++]!)![1]!.trim();
        if (text) paragraphs.at(-1)!.push(text);
        else if (paragraphs.at(-1)!.length) paragraphs.push([]);
      }
      blocks.push({ kind: 'quote', paragraphs: paragraphs.filter((lines) => lines.length).map((lines) => lines.join(' ')) });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1]!);
      const items: string[] = [];
      while (index < lines.length) {
        const current = LIST_ITEM.exec(lines[index]!);
        if (current && /\d/.test(current[1]!) === ordered) {
          items.push(current[2]!.trim());
        } else if (!current && lines[index]!.trim() && /^\s{2,}/.test(lines[index]!) && items.length) {
          items[items.length - 1] += ` ${lines[index]!.trim()}`;
        } else break;
        index++;
      }
      blocks.push({ kind: 'list', ordered, start: ordered ? Number.parseInt(item[1]!, 10) : 1, items });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && lines[index]!.trim() && !startsBlock(lines[index]!)) paragraph.push(lines[index++]!.trim());
    blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'math'; tex: string }
  | { kind: 'strong'; parts: InlinePart[] }
  | { kind: 'em'; parts: InlinePart[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; parts: InlinePart[] };

// Maths first, so that * and _ inside a formula are never read as emphasis.
const INLINE = /\$([^$\n]+?)\$|`([^`]+)`|\*\*(.+?)\*\*|\*(?!\s)([^*]+?)\*|\[([^\]]+)\]\(\s*([^()\s]+)\s*\)/;

/** Splits inline Markdown into text, maths, emphasis, code and links. */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      parts.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) parts.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, tex, code, strong, em, label, href] = match;
    if (tex !== undefined) parts.push({ kind: 'math', tex });
    else if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (strong !== undefined) parts.push({ kind: 'strong', parts: parseInline(strong) });
    else if (em !== undefined) parts.push({ kind: 'em', parts: parseInline(em) });
    else parts.push({ kind: 'link', href: href!, parts: parseInline(label!) });
    rest = rest.slice(match.index + whole.length);
  }
  return parts;
}
