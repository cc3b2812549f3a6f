import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RootErrorBoundary } from './errors';

function Exploding({ shouldThrow }: { shouldThrow: boolean }) {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

function Harness() {
  const [shouldThrow, setShouldThrow] = useState(true);
  return (
    <>
      <button onClick={() => setShouldThrow(false)}>fix</button>
      <RootErrorBoundary>
        <Exploding shouldThrow={shouldThrow} />
      </RootErrorBoundary>
    </>
  );
}

describe('RootErrorBoundary', () => {
  it("shows 'Something went wrong' with Try Again and Refresh Page, and Try Again renders again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'fix' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('recovered')).toBeTruthy();
  });
});
