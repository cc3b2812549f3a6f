import { describe, expect, it } from 'vitest';
import { isPdfSafe, latexToText, markdownInlineToText } from './pdf';

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
  ])('%s → %s', (tex, expected) => {
    expect(latexToText(tex)).toBe(expected);
  });

  it('only produces characters the PDF font can print for the usual notation', () => {
    expect(isPdfSafe(latexToText(String.raw`\alpha \beta \theta \Omega \leq \geq \neq \approx \times \infty \int \sum \rightarrow \propto \rightleftharpoons`))).toBe(true);
  });
});

describe('markdownInlineToText', () => {
  it('turns maths into text and drops emphasis markers', () => {
    expect(markdownInlineToText('The **half-life** is $t_{1/2} = \\frac{0.693}{k}$, *always*.')).toBe('The half-life is t½ = 0.693/k, always.');
  });
});
