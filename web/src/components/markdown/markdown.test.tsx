import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const renderMarkdown = (source: string, withoutTitle = false) =>
  render(
    <MemoryRouter>
      <Markdown source={source} withoutTitle={withoutTitle} />
    </MemoryRouter>,
  );

/** The TeX of every typeset formula (KaTeX keeps it in its MathML annotation), marked D for display. */
const formulas = (container: HTMLElement) =>
  [...container.querySelectorAll('.katex')].map((node) => `${node.closest('.katex-display') ? 'D' : 'I'} ${node.querySelector('annotation')?.textContent}`);

describe('Markdown', () => {
  it('typesets inline and display maths in both delimiters; a display formula scrolls and takes focus', () => {
    const { container } = renderMarkdown(['Inline $F = ma$ and \\(p = mv\\).', '', '$$E = mc^2$$', '', '\\[', 'I = \\sum m r^2', '\\]'].join('\n'));
    expect(formulas(container)).toEqual(['I F = ma', 'I p = mv', 'D E = mc^2', 'D I = \\sum m r^2']);
    const display = [...container.querySelectorAll('.katex-display')].map((node) => node.parentElement!);
    expect(display.map((node) => [node.tabIndex, node.className.includes('overflow-x-auto')])).toEqual([
      [0, true],
      [0, true],
    ]);
  });

  it('shows escaped and price dollars as dollars, not maths', () => {
    const { container } = renderMarkdown('Exchange: US$ 1 = Rs 133. A pen costs \\$2 and a book \\$5.');
    expect(container.querySelector('.katex')).toBeNull();
    expect(container.textContent).toBe('Exchange: US$ 1 = Rs 133. A pen costs $2 and a book $5.');
  });

  it('renders a table with header cells, alignment and maths in cells', () => {
    const { container } = renderMarkdown(['| Body | $I$ |', '| --- | :---: |', '| Ring | $MR^2$ |'].join('\n'));
    const table = screen.getByRole('table');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim().split('\n')[0])).toEqual(['Body', expect.stringContaining('I')]);
    expect(screen.getAllByRole('columnheader')[1]!.style.textAlign).toBe('center');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(table.parentElement!.className).toContain('overflow-x-auto');
    expect(table.parentElement!.tabIndex).toBe(0);
    expect(formulas(container)).toEqual(['I I', 'I MR^2']);
  });

  it('drops the leading title when asked and starts the text’s headings at h2', () => {
    renderMarkdown('# Title\n\n## Force\n\n### Newton', true);
    expect(screen.queryByText('Title')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Force' }).id).toBe('force');
    expect(screen.getByRole('heading', { level: 3, name: 'Newton' })).toBeTruthy();
  });

  it('never injects HTML from the text, and refuses javascript: links', () => {
    const { container } = renderMarkdown('Newton: $F = ma$ <img src=x onerror=alert(1)> <script>alert(1)</script>\n\n[bad](javascript:alert(1)) [good](/notes)');
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)> <script>alert(1)</script>');
    expect([...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['good', '/notes']]);
    expect(container.textContent).toContain('bad');
  });

  it('shows a formula KaTeX cannot parse as its source instead of failing', () => {
    const { container } = renderMarkdown('Broken $\\frac{1}{$ here');
    expect(container.querySelector('.katex-error')?.textContent).toBe('\\frac{1}{');
  });
});
