import { describe, expect, it } from 'vitest';
import { paisaToRupeeText, rupeesToPaisa, rupeeTextToPaisa } from './billing';

describe('amounts', () => {
  it.each([
    [10_000, '100'],
    [1000, '10'],
    [10_050, '100.50'],
    [1, '0.01'],
    [0, '0'],
  ])('%i paisa is sent as %s rupees', (paisa, text) => {
    expect(paisaToRupeeText(paisa)).toBe(text);
  });

  it('refuses what is not whole paisa', () => {
    expect(() => paisaToRupeeText(10.5)).toThrow(RangeError);
    expect(() => paisaToRupeeText(-1)).toThrow(RangeError);
  });

  it.each([
    ['100', 10_000],
    ['100.0', 10_000],
    ['100.00', 10_000],
    ['1,000.0', 100_000],
    [133, 13_300],
    [100.5, 10_050],
    [' 30 ', 3000],
    ['100.001', null],
    ['100.000', 10_000],
    ['-5', null],
    ['1e3', null],
    ['', null],
    ['abc', null],
  ] as const)('a gateway’s %j is %s paisa', (text, paisa) => {
    expect(rupeeTextToPaisa(text)).toBe(paisa);
  });

  it('turns a plan’s rupee price into paisa without drift', () => {
    expect(rupeesToPaisa(100)).toBe(10_000);
    expect(rupeesToPaisa(0.29)).toBe(29);
    expect(rupeesToPaisa(1234.56)).toBe(123_456);
  });
});
