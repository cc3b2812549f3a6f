import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSource } from '@/test/fake-event-source';
import { createQueryClient } from './query-client';
import { useRealtime } from './realtime';

function Listener() {
  useRealtime();
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useRealtime', () => {
  it('shares one stream per tab between the screens that use it, and closes it once none does', () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
    FakeSource.opened = [];
    const queryClient = createQueryClient();
    const screens = (keys: string[]) => (
      <QueryClientProvider client={queryClient}>
        {keys.map((key) => (
          <Listener key={key} />
        ))}
      </QueryClientProvider>
    );
    const view = render(screens(['layout', 'maintenance']));
    expect(FakeSource.opened).toHaveLength(1);

    // One screen gives way to another in the same commit (the app layout to the maintenance screen, student to admin).
    view.rerender(screens(['admin-layout']));
    act(() => vi.runOnlyPendingTimers());
    expect(FakeSource.opened).toHaveLength(1);
    expect(FakeSource.opened[0]!.isClosed).toBe(false);

    view.rerender(screens([]));
    act(() => vi.runOnlyPendingTimers());
    expect(FakeSource.opened[0]!.isClosed).toBe(true);

    view.rerender(screens(['layout']));
    expect(FakeSource.opened).toHaveLength(2);
    view.unmount();
  });
});
