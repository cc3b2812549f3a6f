import katex from 'katex';
import 'katex/dist/katex.min.css';
import { memo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One LaTeX formula typeset by KaTeX; a formula KaTeX cannot parse shows its source in red instead of breaking
 * the page. Import it (or Markdown and MathText, which use it) only from lazy pages: KaTeX is heavy.
 */
export const MathFormula = memo(function MathFormula({ tex, display = false, className }: { tex: string; display?: boolean; className?: string }) {
  return (
    <span
      className={cn(display && 'block overflow-x-auto py-1', className)}
      // A wide display formula scrolls sideways on a phone; keyboard users must be able to reach it too.
      tabIndex={display ? 0 : undefined}
      // KaTeX output: it escapes text and, with trust off, emits no links or scripts.
      dangerouslySetInnerHTML={{ __html: katex.renderToString(tex, { throwOnError: false, displayMode: display, output: 'htmlAndMathml' }) }}
    />
  );
});

/** The formula renderer that Markdown and MathText hand to the tree renderer. */
export const renderFormula = (tex: string, display: boolean): ReactNode => <MathFormula tex={tex} display={display} />;
