import katex from 'katex';
import 'katex/dist/katex.min.css';
import { memo, type ElementType } from 'react';
import { cn } from '@/lib/cn';

type Part = { kind: 'text'; value: string } | { kind: 'math'; value: string; display: boolean };

/** Splits text into plain runs and $…$ (inline) or $$…$$ (display) formulas. */
export function splitMath(text: string): Part[] {
  const parts: Part[] = [];
  const pattern = /\$\$([^$]+)\$\$|\$([^$]+)\$/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', value: text.slice(last, match.index) });
    parts.push(match[1] !== undefined ? { kind: 'math', value: match[1], display: true } : { kind: 'math', value: match[2]!, display: false });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/**
 * Text with LaTeX formulas rendered by KaTeX. Plain runs stay React text (escaped); a formula KaTeX cannot
 * parse shows its source instead of breaking the page. Import it only from lazy pages: KaTeX is heavy.
 */
export const MathText = memo(function MathText({ text, as: Component = 'span', className }: { text: string; as?: ElementType; className?: string }) {
  return (
    <Component className={cn('break-words', className)}>
      {splitMath(text).map((part, index) =>
        part.kind === 'text' ? (
          part.value
        ) : (
          <span
            key={index}
            className={part.display ? 'block overflow-x-auto py-1' : undefined}
            // A wide display formula scrolls sideways on a phone; keyboard users must be able to reach it too.
            tabIndex={part.display ? 0 : undefined}
            // KaTeX output for our own formulas: it escapes text and, with trust off, emits no links or scripts.
            dangerouslySetInnerHTML={{ __html: katex.renderToString(part.value, { throwOnError: false, displayMode: part.display, output: 'htmlAndMathml' }) }}
          />
        ),
      )}
    </Component>
  );
});
