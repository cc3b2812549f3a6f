import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength';

const meter = () => screen.getByRole('meter', { name: 'Password strength' });
const item = (text: string) => screen.getByText(text).closest('li')!;

describe('PasswordStrength', () => {
  it.each([
    ['abc', 'Very Weak', 1],
    ['abcdefgh', 'Weak', 2],
    ['Abcdefgh', 'Medium', 3],
    ['Abcdefg1', 'Strong', 4],
    ['Abcdefg1!', 'Very Strong', 5],
  ])('labels %j as %s', (password, label, score) => {
    render(<PasswordStrength password={password} />);
    expect(meter().getAttribute('aria-valuetext')).toBe(label);
    expect(meter().getAttribute('aria-valuenow')).toBe(String(score));
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('shows the four-item checklist with what is met', () => {
    render(<PasswordStrength password="abcdefg1" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(item('At least 8 characters').textContent).toContain('(done)');
    expect(item('One uppercase letter').textContent).toContain('(missing)');
    expect(item('One number').textContent).toContain('(done)');
    expect(item('One special character').textContent).toContain('(missing)');
  });
});
