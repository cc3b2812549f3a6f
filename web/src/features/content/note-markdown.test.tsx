import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseInline, parseNoteMarkdown } from './note-markdown';
import { NoteMarkdown } from './note-markdown-view';

describe('parseNoteMarkdown', () => {
  it('reads headings, paragraphs, lists, quotes, tables and display maths', () => {
    const blocks = parseNoteMarkdown(
      [
        '# Title',
        '',
        'A paragraph',
        'continued.',
        '',
        '$$I = \\sum m r^2$$',
        '',
        '$$',
        'F = ma',
        '$$',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        '> quoted',
        '>',
        '> second paragraph',
        '',
        '| Body | $I$ |',
        '| --- | :---: |',
        '| Ring | $MR^2$ |',
        '',
        '---',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'A paragraph continued.' },
      { kind: 'math', tex: 'I = \\sum m r^2' },
      { kind: 'math', tex: 'F = ma' },
      { kind: 'list', ordered: false, start: 1, items: ['one', 'two'] },
      { kind: 'list', ordered: true, start: 1, items: ['first', 'second'] },
      { kind: 'quote', paragraphs: ['quoted', 'second paragraph'] },
      { kind: 'table', header: ['Body', '$I$'], align: ['left', 'center'], rows: [['Ring', '$MR^2$']] },
      { kind: 'rule' },
    ]);
  });
});

describe('parseInline', () => {
  it('keeps maths whole, so * and _ inside a formula are not emphasis', () => {
    expect(parseInline('Use $a*b*c_1$ and **bold** or *it* with `x` [link](/notes)')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'math', tex: 'a*b*c_1' },
      { kind: 'text', text: ' and ' },
      { kind: 'strong', parts: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' or ' },
      { kind: 'em', parts: [{ kind: 'text', text: 'it' }] },
      { kind: 'text', text: ' with ' },
      { kind: 'code', text: 'x' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/notes', parts: [{ kind: 'text', text: 'link' }] },
    ]);
  });
});

describe('NoteMarkdown', () => {
  it('typesets maths with KaTeX, drops the leading title and never injects HTML from the note', () => {
    const { container } = render(
      <MemoryRouter>
        <NoteMarkdown source={'# Title\n\n## Force\n\nNewton: $F = ma$ <img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1))'} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Title')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Force' })).toBeTruthy();
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('a')).toBeNull();
  });
});
