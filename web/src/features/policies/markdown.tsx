import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * A small Markdown renderer for policy texts: headings, paragraphs, lists (nested by indentation), block quotes,
 * rules, bold, italics, inline code and links. It builds React elements only, so any HTML in the text shows as
 * text and never runs; links keep only http(s), mailto, tel and site-relative targets.
 */

type ListItem = { text: string; children: List | null };
type List = { ordered: boolean; start: number; items: ListItem[] };
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'rule' }
  | { kind: 'list'; list: List };

const HEADING = /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

const indentOf = (line: string) => line.length - line.trimStart().length;

/** Splits Markdown source into blocks. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (!line.trim()) {
      index++;
      continue;
    }
    const heading = HEADING.exec(line.trimStart());
    if (heading && indentOf(line) < 4) {
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
      index++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      index++;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index]!)) quoted.push(QUOTE.exec(lines[index++]!)![1]!.trim());
      blocks.push({ kind: 'quote', text: quoted.join(' ') });
      continue;
    }
    if (LIST_ITEM.test(line)) {
      const end = findListEnd(lines, index);
      blocks.push({ kind: 'list', list: parseList(lines.slice(index, end)) });
      index = end;
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && lines[index]!.trim() && !startsBlock(lines[index]!)) paragraph.push(lines[index++]!.trim());
    blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

function startsBlock(line: string) {
  return HEADING.test(line.trimStart()) || RULE.test(line) || QUOTE.test(line) || LIST_ITEM.test(line);
}

const isOrderedMarker = (marker: string) => /\d/.test(marker);

/**
 * A list runs until a new block starts (a heading, a quote, an item of the other kind at its level) or, after a
 * blank line, until a line that is neither its kind of item nor indented under it.
 */
function findListEnd(lines: string[], start: number) {
  const baseIndent = indentOf(lines[start]!);
  const isOrdered = isOrderedMarker(LIST_ITEM.exec(lines[start]!)![2]!);
  const continuesList = (line: string) => {
    if (indentOf(line) >= baseIndent + 2) return true;
    const item = LIST_ITEM.exec(line);
    return item !== null && isOrderedMarker(item[2]!) === isOrdered;
  };
  let index = start + 1;
  while (index < lines.length) {
    const line = lines[index]!;
    if (!line.trim()) {
      const next = lines[index + 1];
      if (next === undefined || !continuesList(next)) break;
    } else if (!continuesList(line) && startsBlock(line)) break;
    index++;
  }
  return index;
}

function parseList(lines: string[]): List {
  const baseIndent = indentOf(lines[0]!);
  const first = LIST_ITEM.exec(lines[0]!)!;
  const ordered = isOrderedMarker(first[2]!);
  const list: List = { ordered, start: ordered ? Number.parseInt(first[2]!, 10) : 1, items: [] };
  let current: { text: string[]; nested: string[] } | null = null;
  const flush = () => {
    if (!current) return;
    const nested = current.nested.filter((line) => line.trim());
    list.items.push({ text: current.text.join(' '), children: nested.length ? parseList(nested) : null });
  };
  for (const line of lines) {
    if (!line.trim()) continue;
    const item = LIST_ITEM.exec(line);
    if (item && indentOf(line) <= baseIndent + 1) {
      flush();
      current = { text: [item[3]!.trim()], nested: [] };
    } else if (current) {
      if (item || current.nested.length) current.nested.push(line);
      else current.text.push(line.trim());
    }
  }
  flush();
  return list;
}

// Bold, italics, code and links, tried in this order at each position.
const INLINE = /\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|(?<![\w])_(?!\s)(.+?)_(?![\w])|`([^`]+)`|\[([^\]]+)\]\(\s*([^()\s]+)\s*\)/;

/** Only these link targets become links; anything else (javascript:, data:) is shown as plain text. */
export function safeHref(href: string): string | null {
  if (/^(https?:|mailto:|tel:)/i.test(href)) return href;
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  return null;
}

function renderInline(text: string, keyPrefix = ''): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let count = 0;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push(rest);
      break;
    }
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const key = `${keyPrefix}${count++}`;
    const [whole, strong1, strong2, em1, em2, code, label, href] = match;
    if (strong1 ?? strong2) nodes.push(<strong key={key} className="font-semibold text-foreground">{renderInline((strong1 ?? strong2)!, `${key}.`)}</strong>);
    else if (em1 ?? em2) nodes.push(<em key={key}>{renderInline((em1 ?? em2)!, `${key}.`)}</em>);
    else if (code !== undefined) nodes.push(<code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">{code}</code>);
    else nodes.push(<MarkdownLink key={key} href={href!} label={renderInline(label!, `${key}.`)} />);
    rest = rest.slice(match.index + whole.length);
  }
  return nodes;
}

function MarkdownLink({ href, label }: { href: string; label: ReactNode[] }) {
  const safe = safeHref(href);
  const className = 'font-medium text-primary underline underline-offset-2 hover:no-underline';
  if (!safe) return <>{label}</>;
  if (safe.startsWith('/')) return <Link to={safe} className={className}>{label}</Link>;
  const isExternal = /^https?:/i.test(safe);
  return (
    <a href={safe} className={className} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </a>
  );
}

/** The plain text of an inline string (for heading ids). */
const plainText = (text: string) => text.replace(/[*_`]/g, '').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');

export const headingId = (text: string) =>
  plainText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

const HEADING_CLASSES: Record<number, string> = {
  2: 'mt-10 mb-3 text-xl font-bold tracking-tight sm:text-2xl',
  3: 'mt-6 mb-2 text-lg font-semibold',
  4: 'mt-5 mb-2 text-base font-semibold',
};

function RenderList({ list, depth = 0 }: { list: List; depth?: number }) {
  const Tag = list.ordered ? 'ol' : 'ul';
  return (
    <Tag
      start={list.ordered && list.start !== 1 ? list.start : undefined}
      className={cn('my-3 space-y-1.5 pl-6', list.ordered ? 'list-decimal' : depth ? 'list-[circle]' : 'list-disc', 'marker:text-muted-foreground')}
    >
      {list.items.map((item, index) => (
        <li key={index} className="pl-1 leading-7">
          {renderInline(item.text)}
          {item.children ? <RenderList list={item.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </Tag>
  );
}

/**
 * Renders Markdown blocks. `minHeadingLevel` keeps the text's headings below the page's own title
 * (with 2, a `#` heading in the text becomes an h2).
 */
export function Markdown({ source, minHeadingLevel = 2, className }: { source: string; minHeadingLevel?: number; className?: string }) {
  const blocks = parseMarkdown(source);
  return <MarkdownBlocks blocks={blocks} minHeadingLevel={minHeadingLevel} className={className} />;
}

export function MarkdownBlocks({ blocks, minHeadingLevel = 2, className }: { blocks: Block[]; minHeadingLevel?: number; className?: string }) {
  return (
    <div className={cn('text-base leading-7 text-foreground/90', className)}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const level = Math.min(6, Math.max(block.level, minHeadingLevel));
            const Tag = `h${level}` as 'h2';
            return (
              <Tag key={index} id={headingId(block.text)} className={cn('scroll-mt-20 text-foreground', HEADING_CLASSES[level] ?? HEADING_CLASSES[4])}>
                {renderInline(block.text)}
              </Tag>
            );
          }
          case 'paragraph':
            return <p key={index} className="my-3">{renderInline(block.text)}</p>;
          case 'quote':
            return (
              <blockquote key={index} className="my-4 border-l-4 border-primary/40 pl-4 text-muted-foreground italic">
                {renderInline(block.text)}
              </blockquote>
            );
          case 'rule':
            return <hr key={index} className="my-8" />;
          case 'list':
            return <RenderList key={index} list={block.list} />;
        }
      })}
    </div>
  );
}
