import { Fragment, memo, useMemo, type ElementType } from 'react';
import { parseMathText } from '@common/markdown';
import { cn } from '@/lib/cn';
import { renderInline } from './markdown-content';
import { renderFormula } from './math-formula';

/**
 * Text with maths and nothing else (a question, an option, an explanation): `$…$`, `$$…$$`, `\(…\)` and `\[…\]`
 * are typeset, `\$` is a dollar sign, every other character shows as written.
 */
export const MathText = memo(function MathText({ text, as: Component = 'span', className }: { text: string; as?: ElementType; className?: string }) {
  const tree = useMemo(() => parseMathText(text), [text]);
  return (
    <Component className={cn('break-words', className)}>
      {tree.children.map((node, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          {node.type === 'paragraph' ? renderInline(node.children, { renderMath: renderFormula }) : node.type === 'math' ? renderFormula(node.value, true) : null}
        </Fragment>
      ))}
    </Component>
  );
});
