import { describe, expect, it } from 'vitest';
import { canOpenPastPaper, canReadNote, canSeeClassMaterial, canSeeNote } from './policy';

const physics12 = { class: '12', faculties: ['science'] };
const economics12 = { class: '12', faculties: ['management'] };
const mathematics12 = { class: '12', faculties: ['science', 'management'] };
const science10 = { class: '10', faculties: [] };

describe('canSeeNote', () => {
  it('limits Class 12 notes to the faculty and leaves others open', () => {
    expect(canSeeNote({ faculty: 'management' }, { subject: physics12 })).toBe(false);
    expect(canSeeNote({ faculty: 'science' }, { subject: mathematics12 })).toBe(true);
    expect(canSeeNote({ faculty: null }, { subject: economics12 })).toBe(true);
  });
});

describe('canSeeClassMaterial', () => {
  it('needs the viewer class and a subject of the faculty', () => {
    const viewer = { contentClass: '12' as const, faculty: 'science' };
    expect(canSeeClassMaterial(viewer, { class: '12', subject: physics12 })).toBe(true);
    expect(canSeeClassMaterial(viewer, { class: '12', subject: economics12 })).toBe(false);
    expect(canSeeClassMaterial(viewer, { class: '10', subject: science10 })).toBe(false);
    expect(canSeeClassMaterial({ contentClass: '10', faculty: null }, { class: '10', subject: science10 })).toBe(true);
  });
});

describe('canReadNote and canOpenPastPaper (plan × item)', () => {
  it.each([
    ['limited', false, true],
    ['limited', true, false],
    ['full', false, true],
    ['full', true, true],
  ] as const)('notes access %s, premium note %s → %s', (notesAccess, isPremium, expected) => {
    expect(canReadNote({ notesAccess }, { isPremium })).toBe(expected);
  });

  it.each([
    [false, false, true],
    [false, true, false],
    [true, false, true],
    [true, true, true],
  ] as const)('premium viewer %s, premium paper %s → %s', (hasPremium, isPremium, expected) => {
    expect(canOpenPastPaper({ hasPremium }, { isPremium })).toBe(expected);
  });
});
