import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, formatMarks, formatPercent } from './format';

describe('formatting', () => {
  it('formats durations, percentages, marks and the countdown', () => {
    expect(formatDuration(44_600)).toBe('45 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 min');
    expect(formatPercent(33.33)).toBe('33.3%');
    expect(formatPercent(70)).toBe('70%');
    expect(formatMarks(-0.25)).toBe('−0.25');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(3_600_000 + 65_000)).toBe('1:01:05');
    expect(formatClock(-5)).toBe('00:00');
  });
});
