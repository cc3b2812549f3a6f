import { describe, expect, it } from 'vitest';
import { letterAsShown, optionOrderFor, optionsAsShown, shuffled } from './shuffle';

const options = { A: 'Newton', B: 'Joule', C: 'Watt', D: 'Pascal' };

describe('shuffled', () => {
  it('keeps every item once and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const result = shuffled(items);
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('reaches every order of three items about equally often', () => {
    const counts = new Map<string, number>();
    for (let run = 0; run < 6000; run++) {
      const key = shuffled(['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
  });
});

describe('option order', () => {
  it('is a permutation of ABCD that maps letters both ways', () => {
    const order = optionOrderFor(options, (max) => max - 1);
    expect([...order].sort().join('')).toBe('ABCD');
    const shown = optionsAsShown(options, 'CADB');
    expect(shown).toEqual({ A: 'Watt', B: 'Newton', C: 'Pascal', D: 'Joule' });
    expect(letterAsShown('CADB', 'C')).toBe('A');
    expect(letterAsShown('CADB', 'B')).toBe('D');
    expect(shown[letterAsShown('CADB', 'D')]).toBe(options.D);
  });

  it.each([
    'All of the above',
    'none of these',
    'Both A and B',
    'Only (B) or (C)',
    'A and C',
    'Neither of them',
  ])('keeps the bank order when an option says "%s"', (text) => {
    expect(optionOrderFor({ ...options, D: text }, () => 0)).toBe('ABCD');
  });

  it('shuffles ordinary options, units and formulas included', () => {
    const orders = new Set(Array.from({ length: 200 }, () => optionOrderFor({ A: '2 m/s', B: '$E = mc^2$', C: 'Vitamin A', D: 'Type B' })));
    expect(orders.size).toBeGreaterThan(10);
  });
});
