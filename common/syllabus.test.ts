import { describe, expect, it } from 'vitest';
import { findUnit, slugify, SYLLABUS, unitsOf } from './syllabus';

describe('syllabus', () => {
  it('slugifies unit names for URLs', () => {
    expect(slugify('Acid, Base and Salt')).toBe('acid-base-and-salt');
    expect(slugify('Grammar (Vyakaran)')).toBe('grammar-vyakaran');
  });

  it('finds a unit by its slug within a subject only', () => {
    expect(findUnit('12', 'physics', 'rotational-dynamics')).toBe('Rotational Dynamics');
    expect(findUnit('12', 'chemistry', 'rotational-dynamics')).toBeUndefined();
    expect(findUnit('10', 'no-such-subject', 'sets')).toBeUndefined();
  });

  it('knows no subject named after a property every object has', () => {
    for (const slug of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(unitsOf('12', slug)).toEqual([]);
      expect(findUnit('12', slug, 'x')).toBeUndefined();
    }
  });

  it('has no two units of a subject with the same slug', () => {
    for (const subjects of Object.values(SYLLABUS)) {
      for (const units of Object.values(subjects)) {
        expect(new Set(units.map(slugify)).size).toBe(units.length);
      }
    }
  });
});
