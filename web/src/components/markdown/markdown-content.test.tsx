import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '@common/markdown';
import { MarkdownContent } from './markdown-content';

/** As the policy pages render: a document without maths. */
const renderMarkdown = (source: string) =>
  render(
    <MemoryRouter>
      <MarkdownContent tree={parseMarkdown(source, { math: false })} />
    </MemoryRouter>,
  );

describe('MarkdownContent', () => {
  it('never turns HTML in the text into elements: it shows it as text', () => {
    const source = [
      '## Welcome <script>alert("x")</script>',
      '',
      'Hello <img src="x" onerror="alert(1)"> and <b>bold</b> <iframe src="https://evil.example"></iframe>',
      '',
      '- <a href="javascript:alert(1)">item</a>',
      '',
      '<div onclick="alert(1)">a block of HTML</div>',
    ].join('\n');
    const { container } = renderMarkdown(source);
    for (const tag of ['script', 'img', 'b', 'iframe', 'a']) expect(container.querySelector(tag), tag).toBeNull();
    expect(container.querySelectorAll('div')).toHaveLength(1);
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Welcome <script>alert("x")</script>');
    expect(container.textContent).toContain('<img src="x" onerror="alert(1)">');
    expect(container.textContent).toContain('<a href="javascript:alert(1)">item</a>');
    expect(container.textContent).toContain('<div onclick="alert(1)">a block of HTML</div>');
  });

  it('keeps only safe link targets; others show their label as plain text', () => {
    const { container } = renderMarkdown(
      [
        '[mail](mailto:support@pariksha.com.np) [call](tel:+97771540123) [site](https://neb.gov.np) [home](/contact) [top](#terms)',
        '[bad](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [other](//evil.example/x) [vb](vbscript:msgbox) [upper](JavaScript:alert(1))',
      ].join('\n'),
    );
    const links = [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['mail', 'mailto:support@pariksha.com.np'],
      ['call', 'tel:+97771540123'],
      ['site', 'https://neb.gov.np'],
      ['home', '/contact'],
      ['top', '#terms'],
    ]);
    expect(screen.getByRole('link', { name: 'site' })).toHaveProperty('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'site' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('target')).toBeNull();
    for (const label of ['bad', 'data', 'other', 'vb', 'upper']) expect(container.textContent).toContain(label);
  });

  it('renders headings, paragraphs, nested and ordered lists, emphasis, code, quotes and rules', () => {
    renderMarkdown(
      [
        '# Terms',
        '',
        '## 1. Who we are',
        'Pariksha is run from **Butwal**, with *care*',
        'and `httpOnly` cookies.',
        '',
        '### Details',
        '',
        '- first',
        '- second',
        '  - nested one',
        '  - nested two',
        '- third',
        '',
        '3. three',
        '4. four',
        '',
        '> A quoted note',
        '',
        '---',
      ].join('\n'),
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Terms', '1. Who we are']);
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeTruthy();
    const paragraph = screen.getByText(/Pariksha is run from/);
    expect(paragraph.textContent).toBe('Pariksha is run from Butwal, with care and httpOnly cookies.');
    expect(paragraph.querySelector('strong')?.textContent).toBe('Butwal');
    expect(paragraph.querySelector('em')?.textContent).toBe('care');
    expect(paragraph.querySelector('code')?.textContent).toBe('httpOnly');

    const [outer, nested] = screen.getAllByRole('list');
    expect(outer!.tagName).toBe('UL');
    expect([...outer!.children].map((item) => item.firstChild?.textContent)).toEqual(['first', 'second', 'third']);
    expect([...nested!.children].map((item) => item.textContent)).toEqual(['nested one', 'nested two']);
    const ordered = screen.getAllByRole('list').find((list) => list.tagName === 'OL')!;
    expect(ordered.getAttribute('start')).toBe('3');
    expect(screen.getByText('A quoted note').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('separator')).toBeTruthy();
  });

  it('gives headings unique ids for the table of contents', () => {
    renderMarkdown('## 6. Plans, prices and payment\n\n## Example\n\n## Example');
    expect(screen.getAllByRole('heading').map((heading) => heading.id)).toEqual(['6-plans-prices-and-payment', 'example', 'example-2']);
  });

  it('shows dollars as written when maths is off, and sets no KaTeX', () => {
    const { container } = renderMarkdown('Premium costs $1 or $x$ per month.');
    expect(container.textContent).toBe('Premium costs $1 or $x$ per month.');
    expect(container.querySelector('.katex')).toBeNull();
  });
});
