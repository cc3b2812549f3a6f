import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { plainText, type Nodes, type PhrasingContent, type Root, type RootContent } from '@common/markdown';
import { cn } from '@/lib/cn';

/** How a formula is shown; without one (a tree parsed with `math: false`) its TeX source shows as code. */
type RenderMath = (tex: string, display: boolean) => ReactNode;

const showTexSource: RenderMath = (tex) => <code className="font-mono text-[0.9em]">{tex}</code>;

const LINK_CLASSES = 'font-medium text-primary underline underline-offset-2 hover:no-underline';
const HEADING_CLASSES: Record<number, string> = {
  2: 'mt-8 mb-3 text-xl font-bold tracking-tight sm:text-2xl',
  3: 'mt-6 mb-2 text-lg font-semibold',
  4: 'mt-5 mb-2 text-base font-semibold',
};

type Context = { renderMath: RenderMath; minHeadingLevel: number };

/**
 * Renders a syntax tree from `@common/markdown` as React elements. The tree holds no HTML and only safe links,
 * so nothing here sets inner HTML except KaTeX's own output. `minHeadingLevel` keeps the text's headings below
 * the page's title (with 2, a `#` heading becomes an h2); headings carry their slug ids for anchors.
 */
export function MarkdownContent({ tree, renderMath = showTexSource, minHeadingLevel = 2, className }: { tree: Root; renderMath?: RenderMath; minHeadingLevel?: number; className?: string }) {
  const context = { renderMath, minHeadingLevel };
  return <div className={cn('text-base leading-7 text-foreground/90', className)}>{renderBlocks(tree.children, context)}</div>;
}

const renderBlocks = (nodes: RootContent[], context: Context) => nodes.map((node, index) => <Fragment key={index}>{renderBlock(node, context)}</Fragment>);

function renderBlock(node: RootContent, context: Context): ReactNode {
  switch (node.type) {
    case 'heading': {
      const level = Math.min(6, Math.max(node.depth, context.minHeadingLevel));
      const Tag = `h${level}` as 'h2';
      return (
        <Tag id={node.data?.id} className={cn('scroll-mt-20 text-foreground', HEADING_CLASSES[level] ?? HEADING_CLASSES[4])}>
          {renderInline(node.children, context)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p className="my-3">{renderInline(node.children, context)}</p>;
    case 'math':
      return <div className="my-4 text-center">{context.renderMath(node.value, true)}</div>;
    case 'list': {
      const Tag = node.ordered ? 'ol' : 'ul';
      const start = node.ordered && node.start !== null && node.start !== undefined && node.start !== 1 ? node.start : undefined;
      return (
        <Tag start={start} className={cn('my-3 space-y-1.5 pl-6 marker:text-muted-foreground', node.ordered ? 'list-decimal' : 'list-disc', '[&_ul]:list-[circle]')}>
          {node.children.map((item, index) => (
            <li key={index} className="pl-1">
              {/* A tight list's items are their text, without paragraph margins. */}
              {item.children.map((child, childIndex) => (
                <Fragment key={childIndex}>{child.type === 'paragraph' && !node.spread ? renderInline(child.children, context) : renderBlock(child, context)}</Fragment>
              ))}
            </li>
          ))}
        </Tag>
      );
    }
    case 'blockquote':
      return <blockquote className="my-4 space-y-2 border-l-4 border-primary/40 pl-4 text-muted-foreground [&>p]:my-0">{renderBlocks(node.children, context)}</blockquote>;
    case 'table': {
      const [header, ...rows] = node.children;
      const align = (index: number) => node.align?.[index] ?? 'left';
      return (
        // A wide table or code block scrolls sideways on a phone; keyboard users must be able to reach it too.
        <div className="my-4 overflow-x-auto rounded-lg border" tabIndex={0}>
          <table className="w-full text-sm">
            <thead className="bg-muted/60">
              <tr>
                {header?.children.map((cell, index) => (
                  <th key={index} scope="col" className="px-3 py-2 font-semibold" style={{ textAlign: align(index) }}>
                    {renderInline(cell.children, context)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t">
                  {row.children.map((cell, index) => (
                    <td key={index} className="px-3 py-2 align-top" style={{ textAlign: align(index) }}>
                      {renderInline(cell.children, context)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'code':
      return (
        <pre className="my-4 overflow-x-auto rounded-lg bg-muted p-3 text-sm" tabIndex={0}>
          <code className="font-mono">{node.value}</code>
        </pre>
      );
    case 'thematicBreak':
      return <hr className="my-6" />;
    default:
      // The parser produces none of the other node kinds; should one appear, only its text is shown.
      return plainText(node as Nodes);
  }
}

/** Phrasing content (a paragraph's, a heading's, a cell's) as React nodes. */
export function renderInline(nodes: PhrasingContent[], context: Pick<Context, 'renderMath'>): ReactNode {
  return nodes.map((node, index) => <Fragment key={index}>{renderPhrase(node, context)}</Fragment>);
}

function renderPhrase(node: PhrasingContent, context: Pick<Context, 'renderMath'>): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'strong':
      return <strong className="font-semibold text-foreground">{renderInline(node.children, context)}</strong>;
    case 'emphasis':
      return <em>{renderInline(node.children, context)}</em>;
    case 'inlineCode':
      return <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">{node.value}</code>;
    case 'inlineMath':
      return context.renderMath(node.value, node.data?.display ?? false);
    case 'break':
      return <br />;
    case 'link': {
      const label = renderInline(node.children, context);
      if (/^\/(?!\/)/.test(node.url)) {
        return (
          <Link to={node.url} className={LINK_CLASSES}>
            {label}
          </Link>
        );
      }
      const isExternal = /^https?:/i.test(node.url);
      return (
        <a href={node.url} className={LINK_CLASSES} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {label}
        </a>
      );
    }
    default:
      return plainText(node);
  }
}
