import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathText } from './math-text';

const formulas = (container: HTMLElement) =>
  [...container.querySelectorAll('.katex')].map((node) => `${node.closest('.katex-display') ? 'D' : 'I'} ${node.querySelector('annotation')?.textContent}`);

describe('MathText', () => {
  it('typesets $…$, $$…$$, \\(…\\) and \\[…\\] inside one element of phrasing content', () => {
    const { container } = render(<MathText as="p" text={'Find $x$ if \\(x^2 = 4\\); then $$y = 2x$$ and \\[z = y^2\\]'} />);
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild!.tagName).toBe('P');
    expect(container.querySelector('p p, p div')).toBeNull();
    expect(formulas(container)).toEqual(['I x', 'I x^2 = 4', 'D y = 2x', 'D z = y^2']);
    expect(container.querySelector('.katex-display')!.parentElement!.tabIndex).toBe(0);
  });

  it('keeps a question starting "1." a sentence, and Markdown and HTML characters as written', () => {
    const { container } = render(<MathText text={'1. Which of *these* is [true]? <img src=x onerror=alert(1)> # a_b'} />);
    expect(container.querySelector('ol, li, em, a, img, h1')).toBeNull();
    expect(container.textContent).toBe('1. Which of *these* is [true]? <img src=x onerror=alert(1)> # a_b');
  });

  it('shows escaped and price dollars as dollars', () => {
    const { container } = render(<MathText text={'US$ 1 = Rs 133, so \\$10 is about Rs 1330 and $x$ is maths.'} />);
    expect(container.textContent?.startsWith('US$ 1 = Rs 133, so $10 is about Rs 1330 and ')).toBe(true);
    expect(formulas(container)).toEqual(['I x']);
  });

  it('shows a block formula on its own lines as display maths', () => {
    const { container } = render(<MathText text={'Evaluate\n$$\n\\int_0^1 x\\,dx\n$$'} />);
    expect(formulas(container)).toEqual(['D \\int_0^1 x\\,dx']);
    expect(container.textContent?.startsWith('Evaluate ')).toBe(true);
  });
});
