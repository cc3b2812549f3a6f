import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaveAnswerBody } from '@common/practice';
import { buildInProgressAttempt } from '@/test/factories';
import { json, renderRoutes, stubApi } from '@/test/harness';
import { ExamScreen } from './exam-screen';
import { useExamShortcuts } from './use-exam-shortcuts';

const SERVER_NOW = new Date().toISOString();

const attempt = buildInProgressAttempt(SERVER_NOW);

/** Every answer save succeeds; the marks for review it was sent are recorded. */
function stubSaves() {
  const marked: number[] = [];
  stubApi(
    Object.fromEntries(
      attempt.questions.map(({ position }) => [
        `PUT /api/attempts/${attempt.id}/answers/${position}`,
        (init: RequestInit | undefined) => {
          const body = JSON.parse(String(init?.body)) as SaveAnswerBody;
          if (body.isMarkedForReview) marked.push(position);
          return json(200, { position, chosenAnswer: body.answer ?? null, isMarkedForReview: !!body.isMarkedForReview, timeSpentMs: 0, serverNow: SERVER_NOW });
        },
      ]),
    ),
  );
  return marked;
}

// The screen warns before leaving with unsent answers, which needs a data router.
const renderExam = () => renderRoutes([{ path: '/mocktest', element: <ExamScreen attempt={attempt} receivedAt={Date.now()} /> }], '/mocktest');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('exam keyboard shortcuts', () => {
  it('N, P and M move to the next and previous question and mark the current one for review, as the screen says', async () => {
    const marked = stubSaves();
    renderExam();
    expect(screen.getByTestId('exam-shortcuts').textContent).toBe('Keyboard shortcuts:N NextP PreviousM Mark for review');
    expect(screen.getByRole('button', { name: /Next/ }).getAttribute('aria-keyshortcuts')).toBe('N');

    await userEvent.keyboard('n');
    expect(await screen.findByText('Question text 2')).toBeTruthy();
    await userEvent.keyboard('n');
    expect(await screen.findByText('Question text 3')).toBeTruthy();
    await userEvent.keyboard('n'); // already the last question: stays
    expect(screen.getByText('Question text 3')).toBeTruthy();
    await userEvent.keyboard('p');
    expect(await screen.findByText('Question text 2')).toBeTruthy();

    await userEvent.keyboard('m');
    expect(screen.getByRole('button', { name: /Mark for review/ }).getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(marked).toEqual([2]));
  });

  it('a keyboard user on an option keeps focus on the options of the question they move to', async () => {
    stubSaves();
    renderExam();
    await userEvent.click(screen.getByRole('radio', { name: /two/ }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /two/ }));
    await userEvent.keyboard('n');
    expect(await screen.findByText('Question text 2')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /one/ }));
  });

  it('do nothing while the submit confirmation is open', async () => {
    stubSaves();
    renderExam();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    await userEvent.keyboard('n');
    expect(screen.getByText('Question text 1')).toBeTruthy();
  });
});

function Shortcuts({ onNext }: { onNext: () => void }) {
  useExamShortcuts({ next: onNext, previous: () => {}, mark: () => {} });
  return (
    <>
      <input aria-label="Search" />
      <textarea aria-label="Note" />
      <input type="radio" aria-label="Option" />
    </>
  );
}

describe('useExamShortcuts', () => {
  it('does not fire while typing in a field or with Ctrl, Alt or Meta held, and fires from a radio option', async () => {
    const onNext = vi.fn();
    render(<Shortcuts onNext={onNext} />);
    await userEvent.type(screen.getByLabelText('Search'), 'nnn');
    await userEvent.type(screen.getByLabelText('Note'), 'n');
    await userEvent.keyboard('{Control>}n{/Control}{Alt>}n{/Alt}{Meta>}n{/Meta}');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('nnn');
    expect(onNext).not.toHaveBeenCalled();

    screen.getByLabelText('Option').focus();
    await userEvent.keyboard('n');
    expect(onNext).toHaveBeenCalledOnce();
  });
});

describe('submitting', () => {
  it('says Submitting… with the button disabled from the click until the submission is answered', async () => {
    let answer!: (response: Response) => void;
    const saved = (position: number) => () => json(200, { position, chosenAnswer: null, isMarkedForReview: false, timeSpentMs: 0, serverNow: SERVER_NOW });
    stubApi({
      ...Object.fromEntries(attempt.questions.map(({ position }) => [`PUT /api/attempts/${attempt.id}/answers/${position}`, saved(position)])),
      [`POST /api/attempts/${attempt.id}/submit`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderExam();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit test' }));
    const submitting = await screen.findByRole('button', { name: 'Submitting…' });
    expect((submitting as HTMLButtonElement).disabled).toBe(true);
    expect(submitting.getAttribute('aria-busy')).toBe('true');
    // The answers were saved first, then one submission went out.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith(`/api/attempts/${attempt.id}/submit`, expect.objectContaining({ method: 'POST' })));
    answer(json(200, { ...attempt, status: 'submitted' }));
  });
});
