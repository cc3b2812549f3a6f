import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/harness';
import { readInNepali } from '@/test/language';
import { useLeaveWarning } from './use-leave-warning';

const LEAVE_UNSENT = 'Some answers have not reached the server yet. They are kept on this device and sent when you are back online. Leave anyway?';

/** A test screen with answers waiting (or not), a link away, a link within the same screen, and a way to send them. */
function ExamStandIn({ initiallyUnsent }: { initiallyUnsent: boolean }) {
  const [hasUnsent, setHasUnsent] = useState(initiallyUnsent);
  useLeaveWarning(hasUnsent);
  return (
    <main>
      <h1>Mock test</h1>
      <Link to="/dashboard">Dashboard</Link>
      <Link to="/mock-tests/t-1?question=2">Next question</Link>
      <button type="button" onClick={() => setHasUnsent(false)}>
        Answers sent
      </button>
    </main>
  );
}

const openExam = (initiallyUnsent: boolean) =>
  renderRoutes(
    [
      { path: '/mock-tests/:id', element: <ExamStandIn initiallyUnsent={initiallyUnsent} /> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    '/mock-tests/t-1',
  );

/** Closing or reloading the tab: true when the page asked the browser to confirm. */
const tabClosingIsQuestioned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

const confirmAnswering = (answer: boolean) => vi.spyOn(window, 'confirm').mockReturnValue(answer);

afterEach(() => vi.restoreAllMocks());

describe('useLeaveWarning (decision 084)', () => {
  it('asks the browser to confirm closing or reloading the tab while answers wait, and stops once they are sent', () => {
    openExam(true);
    expect(tabClosingIsQuestioned()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Answers sent' }));
    expect(tabClosingIsQuestioned()).toBe(false);
  });

  it('lets the tab close without a question when nothing waits', () => {
    openExam(false);
    expect(tabClosingIsQuestioned()).toBe(false);
  });

  it('keeps the student on the test when they answer No to leaving for another screen', async () => {
    const confirm = confirmAnswering(false);
    openExam(true);
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(LEAVE_UNSENT));
    expect(screen.getByRole('heading', { name: 'Mock test' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
    // Still guarded: the next attempt asks again.
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
  });

  it('leaves when the student answers Yes', async () => {
    const confirm = confirmAnswering(true);
    openExam(true);
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('does not ask when moving within the test (same screen, another question) or when nothing waits', async () => {
    const confirm = confirmAnswering(false);
    openExam(true);
    fireEvent.click(screen.getByRole('link', { name: 'Next question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Answers sent' }));
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks in Nepali for a Nepali reader', async () => {
    await readInNepali();
    const confirm = confirmAnswering(false);
    openExam(true);
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('केही उत्तर अझै सर्भरमा पुगेका छैनन्। ती यही उपकरणमा राखिएका छन् र फेरि अनलाइन हुँदा पठाइन्छन्। तैपनि छोड्ने?'));
  });
});
