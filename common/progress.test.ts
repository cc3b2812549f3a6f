import { describe, expect, it } from 'vitest';
import { formatAverageScore, formatPercentChange, percentChange, previousDay, roundedAverage, scoreBadgeVariant, studyStreak } from './progress';

describe('studyStreak', () => {
  it.each([
    { days: [], today: '2026-11-22', streak: 0 },
    { days: ['2026-11-22'], today: '2026-11-22', streak: 1 },
    { days: ['2026-11-20', '2026-11-21', '2026-11-22'], today: '2026-11-22', streak: 3 },
    { days: ['2026-11-20', '2026-11-22'], today: '2026-11-22', streak: 1 },
    { days: ['2026-11-21', '2026-11-20'], today: '2026-11-22', streak: 0 },
    { days: ['2026-11-22', '2026-11-22', '2026-11-21'], today: '2026-11-22', streak: 2 },
    { days: ['2026-02-28', '2026-03-01'], today: '2026-03-01', streak: 2 },
    { days: ['2024-02-28', '2024-02-29', '2024-03-01'], today: '2024-03-01', streak: 3 },
    { days: ['2026-12-31', '2027-01-01'], today: '2027-01-01', streak: 2 },
  ])('$days up to $today → $streak', ({ days, today, streak }) => {
    expect(studyStreak(days, today)).toBe(streak);
  });

  it('steps back across month and year ends', () => {
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
  });
});

describe('roundedAverage', () => {
  it.each([
    { values: [], average: 0 },
    { values: [80], average: 80 },
    { values: [70, 81], average: 76 },
    { values: [33.33, 33.33, 33.34], average: 33 },
    { values: [0, 0, 1], average: 0 },
    { values: [90, 95, 100, 85.5], average: 93 },
  ])('$values → $average', ({ values, average }) => {
    expect(roundedAverage(values)).toBe(average);
  });
});

describe('formatAverageScore', () => {
  it('shows --% when the average is 0 and the number otherwise', () => {
    expect(formatAverageScore(0)).toBe('--%');
    expect(formatAverageScore(76)).toBe('76%');
  });
});

describe('scoreBadgeVariant', () => {
  it.each([
    [100, 'default'],
    [80, 'default'],
    [79.99, 'secondary'],
    [60, 'secondary'],
    [59.9, 'destructive'],
    [0, 'destructive'],
  ] as const)('%s → %s', (score, variant) => {
    expect(scoreBadgeVariant(score)).toBe(variant);
  });
});

describe('percentChange', () => {
  it.each([
    { previous: 0, current: 5, change: 100 },
    { previous: 0, current: 0, change: 0 },
    { previous: 10, current: 15, change: 50 },
    { previous: 3, current: 4, change: 33.3 },
    { previous: 3, current: 2, change: -33.3 },
    { previous: 6, current: 1, change: -83.3 },
    { previous: 8, current: 8, change: 0 },
  ])('$previous → $current is $change %', ({ previous, current, change }) => {
    expect(percentChange(previous, current)).toBe(change);
  });

  it('formats the sign', () => {
    expect(formatPercentChange(100)).toBe('+100%');
    expect(formatPercentChange(-33.3)).toBe('-33.3%');
    expect(formatPercentChange(0)).toBe('0%');
  });
});
