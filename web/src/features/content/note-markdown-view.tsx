import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MathText } from '@/components/ui/math-text';
import { safeHref } from '@/features/policies/markdown';
import { cn } from '@/lib/cn';
import { parseInline, parseNoteMarkdown, type InlinePart, type NoteBlock } from './note-markdown';

const linkClasses = 'font-medium text-primary underline underline-offset-2 hover:no-underline';

function Inline({ parts }: { parts: InlinePart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        switch (part.kind) {
          case 'text':
            return <Fragment key={index}>{part.text}</Fragment>;
          case 'math':
            return <MathText key={index} text={`$${part.tex}$`} />;
          case 'code':
            return (
              <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
                {part.text}
              </code>
            );
          case 'strong':
            return (
              <strong key={index} className="font-semibold text-foreground">
                <Inline parts={part.parts} />
              </strong>
            );
          case 'em':
            return (
              <em key={index}>
                <Inline parts={part.parts} />
              </em>
            );
          case 'link': {
            const href = safeHref(part.href);
            if (!href) return <Inline key={index} parts={part.parts} />;
            if (href.startsWith('/')) {
              return (
                <Link key={index} to={href} className={linkClasses}>
                  <Inline parts={part.parts} />
                </Link>
              );
            }
            return (
              <a key={index} href={href} className={linkClasses} target="_blank" rel="noopener noreferrer">
                <Inline parts={part.parts} />
              </a>
            );
          }
        }
      })}
    </>
  );
}

const text = (value: string) => <Inline parts={parseInline(value)} />;

const HEADING_CLASSES: Record<number, string> = {
  2: 'mt-8 mb-3 text-xl font-bold tracking-tight sm:text-2xl',
  3: 'mt-6 mb-2 text-lg font-semibold',
  4: 'mt-5 mb-2 text-base font-semibold',
};

function Block({ block }: { block: NoteBlock }): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(6, Math.max(2, block.level));
      const Tag = `h${level}` as 'h2';
      return <Tag className={cn('text-foreground', HEADING_CLASSES[level] ?? HEADING_CLASSES[4])}>{text(block.text)}</Tag>;
    }
    case 'paragraph':
      return <p className="my-3">{text(block.text)}</p>;
    case 'math':
      return <MathText as="div" text={`$$${block.tex}$$`} className="my-4 text-center" />;
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag start={block.ordered && block.start !== 1 ? block.start : undefined} className={cn('my-3 space-y-1.5 pl-6 marker:text-muted-foreground', block.ordered ? 'list-decimal' : 'list-disc')}>
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              {text(item)}
            </li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote className="my-4 space-y-2 border-l-4 border-primary/40 pl-4 text-muted-foreground">
          {block.paragraphs.map((paragraph, index) => (
            <p key={index}>{text(paragraph)}</p>
          ))}
        </blockquote>
      );
    case 'table':
      return (
        <div className="my-4 overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/60">
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col" className="px-3 py-2 font-semibold" style={{ textAlign: block.align[index] ?? 'left' }}>
                    {text(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t">
                  {row.map((cell, index) => (
                    <td key={index} className="px-3 py-2 align-top" style={{ textAlign: block.align[index] ?? 'left' }}>
                      {text(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'rule':
      return <hr className="my-6" />;
  }
}

/**
 * A note's Markdown with KaTeX maths. The page shows the note's title itself, so a leading `#` heading is
 * dropped and the text's headings start at h2. React elements only: HTML in a note shows as text.
 */
export function NoteMarkdown({ source, className }: { source: string; className?: string }) {
  const blocks = parseNoteMarkdown(source);
  const shown = blocks[0]?.kind === 'heading' && blocks[0].level === 1 ? blocks.slice(1) : blocks;
  return (
    <div className={cn('text-base leading-7 text-foreground/90', className)}>
      {shown.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
