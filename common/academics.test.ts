import { describe, expect, it } from 'vitest';
import { canSeeSubject, facultyScopeFor } from './academics';

const physics12 = { class: '12', faculties: ['science'] };
const economics12 = { class: '12', faculties: ['management'] };
const mathematics12 = { class: '12', faculties: ['science', 'management'] };
const science10 = { class: '10', faculties: [] };

describe('facultyScopeFor', () => {
  it.each([
    ['10', null, null],
    ['10', 'science', null],
    ['12', 'science', 'science'],
    ['12', 'Management', 'management'],
    ['12', 'humanities', 'humanities'],
    ['12', null, null],
    ['12', 'law', null],
    ['12', 'engineering', null],
    ['entrance', null, 'science'],
    ['entrance', 'management', 'management'],
  ] as const)('class %s, faculty %s → %s', (studentClass, faculty, expected) => {
    expect(facultyScopeFor(studentClass, faculty)).toBe(expected);
  });
});

describe('canSeeSubject', () => {
  it('limits Class 12 subjects to the faculty and leaves Class 10 open', () => {
    const science = { faculty: 'science' };
    expect(canSeeSubject(science, physics12)).toBe(true);
    expect(canSeeSubject(science, mathematics12)).toBe(true);
    expect(canSeeSubject(science, economics12)).toBe(false);
    expect(canSeeSubject(science, science10)).toBe(true);
    expect(canSeeSubject({ faculty: null }, economics12)).toBe(true);
  });
});
