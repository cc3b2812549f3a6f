import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, Toaster } from './toaster';

describe('the toaster', () => {
  it('renders nothing until the first toast, then shows it and the next ones', async () => {
    render(<Toaster />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    toast.success('Saved');
    expect(await screen.findByText('Saved')).toBeTruthy();
    toast.error('Failed', { description: 'Try again' });
    expect(await screen.findByText('Try again')).toBeTruthy();
    expect(document.querySelectorAll('[data-sonner-toaster]')).toHaveLength(1);
  });
});
