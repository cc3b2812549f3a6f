import { describe, expect, it } from 'vitest';
import { distributeMarks } from './mock-test-authoring';

describe('distributeMarks', () => {
  it.each([
    [100, 4, [25, 25, 25, 25]],
    [100, 3, [33.34, 33.33, 33.33]],
    [10, 4, [2.5, 2.5, 2.5, 2.5]],
    [1, 3, [0.34, 0.33, 0.33]],
    [100, 1, [100]],
  ])('splits %i marks over %i questions so they add up exactly', (total, count, expected) => {
    const marks = distributeMarks(total, count);
    expect(marks).toEqual(expected);
    expect(Math.round(marks.reduce((sum, value) => sum + value, 0) * 100)).toBe(total * 100);
  });
});
