import { describe, expect, it } from 'vitest';
import { formulasOf, isSafeHref, parseMarkdown, parseMathText, plainText, withoutLeadingTitle, type Nodes } from './markdown';

/** The tree without source positions, for readable expectations. */
const shape = (node: Nodes): unknown => JSON.parse(JSON.stringify(node, (key, value) => (key === 'position' ? undefined : value)));
const blocks = (source: string) => (shape(parseMarkdown(source)) as { children: unknown[] }).children;
const inline = (source: string) => (shape(parseMarkdown(source)) as { children: [{ children: unknown[] }] }).children[0].children;

const text = (value: string) => ({ type: 'text', value });
const math = (value: string, display = false) => ({ type: 'inlineMath', value, data: { display } });

describe('parseMarkdown: maths', () => {
  it('reads $…$ and \\(…\\) as inline maths, $$…$$ and \\[…\\] in running text as display maths', () => {
    expect(inline(String.raw`a $x^2$ b \(y_1\) c $$\sum$$ d \[\int\] e`)).toEqual([
      text('a '),
      math('x^2'),
      text(' b '),
      math('y_1'),
      text(' c '),
      math(String.raw`\sum`, true),
      text(' d '),
      math(String.raw`\int`, true),
      text(' e'),
    ]);
  });

  it('makes a paragraph that is only a display formula a maths block, in every delimiter', () => {
    for (const source of ['$$E = mc^2$$', '$$\nE = mc^2\n$$', '\\[E = mc^2\\]', '\\[\nE = mc^2\n\\]']) {
      expect(blocks(source), source).toEqual([{ type: 'math', value: 'E = mc^2' }]);
    }
    expect(blocks('$$ E =\nmc^2\n$$')).toEqual([{ type: 'math', value: 'E =\nmc^2' }]);
  });

  it('keeps prices and escaped dollars as text', () => {
    expect(inline('US$ 1 = Rs 133 and US$ 2 = Rs 266')).toEqual([text('US$ 1 = Rs 133 and US$ 2 = Rs 266')]);
    expect(inline('Tickets cost $20 and $30.')).toEqual([text('Tickets cost $20 and $30.')]);
    expect(inline(String.raw`It costs \$5, not $x$ or \$6.`)).toEqual([text('It costs $5, not '), math('x'), text(' or $6.')]);
  });

  it('does not end a formula at an escaped dollar or bracket inside it, and keeps TeX line breaks', () => {
    expect(inline(String.raw`$a \$ b$`)).toEqual([math(String.raw`a \$ b`)]);
    expect(inline(String.raw`\(a \\ b\)`)).toEqual([math(String.raw`a \\ b`)]);
    expect(inline(String.raw`\\(x)`)).toEqual([text(String.raw`\(x)`)]);
  });

  it('leaves maths delimiters inside code alone', () => {
    expect(inline('Write `\\(x\\)` or `$y$`')).toEqual([text('Write '), { type: 'inlineCode', value: String.raw`\(x\)` }, text(' or '), { type: 'inlineCode', value: '$y$' }]);
    expect(blocks('```\n$$x$$\n```')).toEqual([{ type: 'code', lang: null, meta: null, value: '$$x$$' }]);
  });

  it('keeps * and _ inside a formula out of emphasis', () => {
    expect(inline('Use $a*b*c_1$ and **bold**')).toEqual([text('Use '), math('a*b*c_1'), text(' and '), { type: 'strong', children: [text('bold')] }]);
  });

  it('reads a long paragraph of unclosed delimiters in linear time (a quadratic search took 40 s here)', { timeout: 30_000 }, () => {
    for (const opener of ['\\(', '\\[', '$1', '$$x']) {
      const started = performance.now();
      const tree = parseMarkdown(`${opener} `.repeat(20_000));
      expect(formulasOf(tree), opener).toHaveLength(opener === '$$x' ? 10_000 : 0);
      expect(performance.now() - started, opener).toBeLessThan(10_000);
    }
  });

  it('with math off, dollars and brackets are text', () => {
    const tree = shape(parseMarkdown(String.raw`Pay $5 or $x$ \(y\)`, { math: false })) as { children: [{ children: unknown[] }] };
    expect(tree.children[0].children).toEqual([text('Pay $5 or $x$ (y)')]);
  });
});

describe('parseMarkdown: documents', () => {
  it('reads headings with unique ids, lists, quotes, rules and GFM tables with their alignment', () => {
    const tree = parseMarkdown(['# Title', '', '## Worked example', '', '- one', '- two', '', '> quoted', '', '---', '', '## Worked example', '', '| Body | $I$ |', '| --- | :---: |', '| Ring | $MR^2$ |'].join('\n'));
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'heading', 'list', 'blockquote', 'thematicBreak', 'heading', 'table']);
    expect(tree.children.flatMap((node) => (node.type === 'heading' ? [node.data?.id] : []))).toEqual(['title', 'worked-example', 'worked-example-2']);
    const table = shape(tree.children[6]!) as { align: unknown; children: { children: { children: unknown[] }[] }[] };
    expect(table.align).toEqual([null, 'center']);
    expect(table.children.map((row) => row.children.map((cell) => cell.children))).toEqual([
      [[text('Body')], [math('I')]],
      [[text('Ring')], [math('MR^2')]],
    ]);
  });

  it('joins the lines of a paragraph or list item with spaces', () => {
    expect(inline('A paragraph\ncontinued.')).toEqual([text('A paragraph continued.')]);
    const [list] = blocks('- **Accurate details.** Give your real name\n  and keep it up to date.\n- Next') as [{ children: { children: { children: unknown[] }[] }[] }];
    expect(list.children[0]!.children[0]!.children).toEqual([{ type: 'strong', children: [text('Accurate details.')] }, text(' Give your real name and keep it up to date.')]);
  });

  it('never parses raw HTML: a <script> or an <img onerror> stays text', () => {
    const source = 'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<div onclick="x()">block</div>';
    const tree = parseMarkdown(source);
    expect(JSON.stringify(tree)).not.toContain('"html"');
    expect(tree.children.map(plainText)).toEqual(['Hello <script>alert(1)</script> <img src=x onerror=alert(1)>', '<div onclick="x()">block</div>']);
  });

  it('keeps only safe links; a javascript:, data: or protocol-relative link becomes its label; an image is a link', () => {
    const tree = parseMarkdown('[a](https://neb.gov.np) [b](/notes) [c](mailto:x@y.np) [d](javascript:alert(1)) [e](data:text/html,x) [f](//evil.example) ![g](https://x.example/p.png)');
    const links = JSON.stringify(tree).match(/"url":"[^"]*"/g);
    expect(links).toEqual(['"url":"https://neb.gov.np"', '"url":"/notes"', '"url":"mailto:x@y.np"', '"url":"https://x.example/p.png"']);
    expect(plainText(tree)).toBe('a b c d e f !g');
    expect(isSafeHref('JavaScript:alert(1)')).toBe(false);
    expect(isSafeHref('#section')).toBe(true);
    expect(isSafeHref('tel:+97771540123')).toBe(true);
  });

  it('drops a leading # title on request, and lists every formula in reading order', () => {
    const tree = parseMarkdown('# Title\n\nText $a$ and\n\n$$b$$');
    expect(withoutLeadingTitle(tree).children.map((node) => node.type)).toEqual(['paragraph', 'math']);
    expect(formulasOf(tree).map((node) => node.value)).toEqual(['a', 'b']);
  });
});

describe('parseMathText', () => {
  it('reads only maths: a question starting "1." or "#", asterisks and brackets stay as written', () => {
    const tree = shape(parseMathText('1. Which is *not* [true] for $x$? # <b>x</b> &amp; `y`')) as { children: [{ type: string; children: unknown[] }] };
    expect(tree.children).toHaveLength(1);
    expect(tree.children[0].type).toBe('paragraph');
    expect(tree.children[0].children).toEqual([text('1. Which is *not* [true] for '), math('x'), text('? # <b>x</b> &amp; `y`')]);
  });

  it('reads every maths delimiter and keeps escaped dollars and prices as text', () => {
    const tree = shape(parseMathText(String.raw`US$ 1 = Rs 133; \$2; \(a\) and \[b\] and $c$ and $$d$$`)) as { children: [{ children: unknown[] }] };
    expect(tree.children[0].children).toEqual([text('US$ 1 = Rs 133; $2; '), math('a'), text(' and '), math('b', true), text(' and '), math('c'), text(' and '), math('d', true)]);
  });
});
