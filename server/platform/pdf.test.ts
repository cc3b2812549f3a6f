import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text';
import { createPdf, finishPdf, heading, isPdfSafe, latexToText, paragraph, scriptRuns, write, writeMarkdown } from './pdf';

describe('latexToText', () => {
  it.each([
    [String.raw`t_{1/2} = \frac{0.693}{k}`, 't½ = 0.693/k'],
    [String.raw`k = \frac{2.303}{t}\log\frac{[A]_0}{[A]}`, 'k = 2.303/t log [A]0/[A]'],
    [String.raw`T = 2\pi\sqrt{\frac{l}{g}}`, 'T = 2π√(l/g)'],
    [String.raw`E = mc^2`, 'E = mc²'],
    [String.raw`N = N_0 e^{-\lambda t}`, 'N = N0 e^(-λ t)'],
    [String.raw`\frac{d}{dx}\sin^{-1} x = \frac{1}{\sqrt{1 - x^2}}`, 'd/dx sin^(-1) x = 1/(√(1 - x²))'],
    [String.raw`P + \frac{1}{2}\rho v^2 + \rho g h = \text{constant}`, 'P + ½ρ v² + ρ g h = constant'],
    [String.raw`|A| = \begin{vmatrix} a & b \\ c & d \end{vmatrix} = ad - bc`, '|A| = |a b; c d| = ad - bc'],
    [String.raw`{}^nC_r = \frac{n!}{r!\,(n-r)!}`, 'nCr = n!/(r! (n-r)!)'],
    // Names that are keys of every plain object print as themselves, not as a built-in function.
    [String.raw`\constructor + x^{constructor} + \toString`, 'constructor + x^(constructor) + toString'],
  ])('%s → %s', (tex, expected) => {
    expect(latexToText(tex)).toBe(expected);
  });

  it('only produces characters the PDF font can print for the usual notation', () => {
    expect(isPdfSafe(latexToText(String.raw`\alpha \beta \theta \Omega \leq \geq \neq \approx \times \infty \int \sum \rightarrow \propto \rightleftharpoons`))).toBe(true);
  });
});

/** The text a reader of the printed note sees (page footers left out; pdf.js reads runs of spaces as one). */
async function printed(markdown: string) {
  const doc = createPdf({ title: 'Test' });
  writeMarkdown(doc, markdown);
  const text = await pdfText((await finishPdf(doc)).bytes);
  return text.replace(/Page \d+ of \d+\n?/g, '').replace(/ +/g, ' ').trim();
}

describe('writeMarkdown', () => {
  it('prints headings, emphasis as plain words, lists with their markers, and tables as rows of cells', async () => {
    const text = await printed(
      ['# Half-life', '', 'The **half-life** is *constant*.', '', '- first', '- second', '', '3. three', '4. four', '', '| Body | $I$ |', '| --- | :---: |', '| Ring | $MR^2$ |'].join('\n'),
    );
    expect(text.split('\n')).toEqual(['Half-life', 'The half-life is constant.', '• first', '• second', '3. three', '4. four', 'Body | I', 'Ring | MR²']);
  });

  it('prints formulas in every delimiter as readable text, and escaped or price dollars as dollars', async () => {
    const text = await printed(
      [String.raw`Inline $t_{1/2} = \frac{0.693}{k}$ and \(E = mc^2\).`, '', '$$F = ma$$', '', String.raw`\[p = mv\]`, '', String.raw`US$ 1 = Rs 133, and \$5 is a price.`].join('\n'),
    );
    expect(text.split('\n')).toEqual(['Inline t½ = 0.693/k and E = mc².', 'F = ma', 'p = mv', 'US$ 1 = Rs 133, and $5 is a price.']);
  });

  it('prints raw HTML as the text it is, and a javascript: link as its label', async () => {
    const text = await printed('Hello <script>alert(1)</script> <img src=x onerror=alert(1)> [click](javascript:alert(1))');
    expect(text).toBe('Hello <script>alert(1)</script> <img src=x onerror=alert(1)> click');
  });
});

describe('Nepali', () => {
  it('cuts text where the script changes, keeping spaces and punctuation inside a run', () => {
    expect(scriptRuns('Force F = ma, र θ = 30° हुन्छ।')).toEqual([
      { devanagari: false, text: 'Force F = ma, ' },
      { devanagari: true, text: 'र ' },
      { devanagari: false, text: 'θ = 30° ' },
      { devanagari: true, text: 'हुन्छ।' },
    ]);
    expect(isPdfSafe('वर्गको क्षेत्रफल A = a²')).toBe(true);
  });

  it('prints Devanagari as text with Noto Sans Devanagari embedded, beside Latin and Greek', async () => {
    const doc = createPdf({ title: 'नेपाली' });
    heading(doc, 'नेपालको एकीकरण');
    paragraph(doc, 'पृथ्वीनारायण शाहले नेपाल एकीकरण गरे। Force F = ma, θ = 30°');
    writeMarkdown(doc, '## प्रश्न १\n\nवर्गको क्षेत्रफल $A = a^2$ हुन्छ।');
    const { bytes } = await finishPdf(doc);
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    const text = await pdfText(bytes);
    // pdf.js reads glyphs in the order they are drawn: a vowel sign drawn before its consonant (ि) or a reph (र्) drawn
    // after it comes out in that order, so these words are chosen without them.
    for (const expected of ['नेपालको एकीकरण', 'पृथ्वीनारायण शाहले नेपाल', 'Force F = ma, θ = 30°', 'प्रश्न', 'A = a²']) expect(text).toContain(expected);
  });

  it('centres a line of two scripts as one line: its runs follow each other, none printed over another', async () => {
    const doc = createPdf({ title: 'Centred' });
    write(doc.fontSize(14), 'bold', 'राष्ट्रिय परीक्षा बोर्ड (NEB) · कक्षा १२ · २०२४', { align: 'center' });
    const { bytes } = await finishPdf(doc);
    const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
    const items = (await (await document.getPage(1)).getTextContent()).items.flatMap((item) => ('str' in item && item.str ? [item] : []));
    await document.destroy();
    const line = items.filter((item) => item.transform[5] > 700);
    expect(line.length).toBeGreaterThan(3);
    for (const [index, item] of line.entries()) {
      if (index > 0) expect(item.transform[4]).toBeCloseTo(line[index - 1]!.transform[4] + line[index - 1]!.width, 0);
    }
    const [start, end] = [line[0]!.transform[4], line.at(-1)!.transform[4] + line.at(-1)!.width];
    // A4 is 595.28 points wide: the line's middle is the page's.
    expect((start + end) / 2).toBeCloseTo(595.28 / 2, 0);
  });
});
