import { describe, expect, it } from 'vitest';
import { buildAccuracySeries } from './accuracy-series';

const timeline = [
  { date: '2026-11-21', subjectSlug: 'physics', subjectName: 'Physics', unitSlug: 'optics', unit: 'Optics', answered: 4, correct: 3 },
  { date: '2026-11-21', subjectSlug: 'physics', subjectName: 'Physics', unitSlug: 'waves-and-sound', unit: 'Waves and Sound', answered: 4, correct: 1 },
  { date: '2026-11-22', subjectSlug: 'chemistry', subjectName: 'Chemistry', unitSlug: 'polymers', unit: 'Polymers', answered: 3, correct: 2 },
  { date: '2026-11-22', subjectSlug: 'physics', subjectName: 'Physics', unitSlug: 'optics', unit: 'Optics', answered: 2, correct: 2 },
];

describe('buildAccuracySeries', () => {
  it('draws one line per subject, adding up the units of each day', () => {
    const { rows, series } = buildAccuracySeries(timeline, null);
    expect(series).toEqual([
      { key: 'physics', label: 'Physics' },
      { key: 'chemistry', label: 'Chemistry' },
    ]);
    expect(rows).toEqual([
      { date: '2026-11-21', physics: 50, chemistry: null },
      { date: '2026-11-22', physics: 100, chemistry: 66.7 },
    ]);
  });

  it('draws one line per unit of the chosen subject', () => {
    const { rows, series } = buildAccuracySeries(timeline, 'physics');
    expect(series.map((entry) => entry.label)).toEqual(['Optics', 'Waves and Sound']);
    expect(rows).toEqual([
      { date: '2026-11-21', optics: 75, 'waves-and-sound': 25 },
      { date: '2026-11-22', optics: 100, 'waves-and-sound': null },
    ]);
  });
});
