import { useMemo } from 'react';
import { parseMarkdown, withoutLeadingTitle } from '@common/markdown';
import { MarkdownContent } from './markdown-content';
import { renderFormula } from './math-formula';

/**
 * A Markdown document with KaTeX maths (a note, and later a tutor answer or an editor's preview).
 * `withoutTitle` drops a leading `# Title` when the page shows the title itself.
 */
export function Markdown({ source, withoutTitle = false, className }: { source: string; withoutTitle?: boolean; className?: string }) {
  const tree = useMemo(() => {
    const parsed = parseMarkdown(source);
    return withoutTitle ? withoutLeadingTitle(parsed) : parsed;
  }, [source, withoutTitle]);
  return <MarkdownContent tree={tree} renderMath={renderFormula} className={className} />;
}
