import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paletteStatus, QuestionPalette, type QuestionState } from './question-palette';

const states: QuestionState[] = [
  { chosen: 'A', isMarked: false, isVisited: true },
  { chosen: null, isMarked: false, isVisited: true },
  { chosen: 'C', isMarked: true, isVisited: true },
  { chosen: null, isMarked: false, isVisited: false },
];

describe('QuestionPalette', () => {
  it('tells the four states apart, marks the current question and moves on a click', async () => {
    const onSelect = vi.fn();
    render(<QuestionPalette states={states} current={2} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Question 1, Answered' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question 2, Not answered' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: 'Question 3, Marked for review' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question 4, Not visited' })).toBeTruthy();
    expect(screen.getByText('Answered (1)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Question 4, Not visited' }));
    expect(onSelect).toHaveBeenCalledWith(4);
  });

  it('ranks marked over answered over visited', () => {
    expect(states.map(paletteStatus)).toEqual(['answered', 'notAnswered', 'marked', 'notVisited']);
  });
});
