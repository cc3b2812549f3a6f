import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminContentOptions, ImportPreview } from '@common/content-admin';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { McqImportDialog } from './admin-import';

beforeEach(() => {
  // The premium checkbox (Radix) measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PHYSICS = '00000000-0000-4000-8000-000000000012';
const OPTIONS: AdminContentOptions = {
  subjects: [
    { id: '00000000-0000-4000-8000-000000000010', slug: 'science', name: 'Science', class: '10', faculties: [] },
    { id: PHYSICS, slug: 'physics', name: 'Physics', class: '12', faculties: ['science'] },
  ],
  uploadLimitBytes: 20 * 1024 * 1024,
};

const AIKEN = 'What is the SI unit of force?\nA. Newton\nB. Joule\nC. Watt\nD. Pascal\nANSWER: A\n\nWhich quantity is a vector?\nA. Mass\nB. Velocity\nC. Time\nD. Energy\nANSWER: B';

const question = (line: number, text: string, correctAnswer: 'A' | 'B'): ImportPreview['questions'][number] => ({
  line,
  question: text,
  options: { A: 'a', B: 'b', C: 'c', D: 'd' },
  correctAnswer,
  explanation: '',
  class: '12',
  subjectName: 'Physics',
  unit: 'Mechanics',
  difficulty: 'Medium',
  topics: [],
  isPremium: false,
});

function openDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<McqImportDialog open onOpenChange={onOpenChange} options={OPTIONS} />);
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Questions'), { target: { value: AIKEN } });
  fireEvent.change(within(dialog).getByLabelText('Class'), { target: { value: '12' } });
  fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: PHYSICS } });
  fireEvent.change(within(dialog).getByLabelText('Unit'), { target: { value: 'Mechanics' } });
  return { dialog, onOpenChange };
}

describe('McqImportDialog', { timeout: 20_000 }, () => {
  it('previews the batch and lists each line’s problem, importing nothing', async () => {
    let sent: unknown;
    const fetchMock = stubApi({
      'POST /api/admin/mcqs/import/preview': (init) => {
        sent = JSON.parse(String(init?.body));
        return json(200, { questions: [question(1, 'What is the SI unit of force?', 'A')], problems: [{ line: 13, message: 'expected option D (a question has four options, A to D)' }] });
      },
    });
    const { dialog } = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const problems = await within(dialog).findByTestId('import-problems');
    expect(problems.textContent).toContain('1 problem: nothing will be imported until it is fixed');
    expect(within(problems).getByText('Line 13: expected option D (a question has four options, A to D)')).toBeTruthy();
    expect(sent).toEqual({ format: 'aiken', text: AIKEN, class: '12', subjectId: PHYSICS, unit: 'Mechanics', difficulty: 'Medium', isPremium: false });
    // With problems, no question is offered as ready.
    expect(within(dialog).queryByText(/ready to import/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/mcqs/import')).toBe(false);
    // Editing the text clears the stale preview.
    fireEvent.change(within(dialog).getByLabelText('Questions'), { target: { value: `${AIKEN}\n` } });
    expect(within(dialog).queryByTestId('import-problems')).toBeNull();
  });

  it('shows the questions ready, then imports them all with the spec’s toast and closes', async () => {
    let imported: unknown;
    stubApi({
      'POST /api/admin/mcqs/import/preview': () =>
        json(200, { questions: [question(1, 'What is the SI unit of force?', 'A'), question(8, 'Which quantity is a vector?', 'B')], problems: [] }),
      'POST /api/admin/mcqs/import': (init) => {
        imported = JSON.parse(String(init?.body));
        return json(201, { imported: 2 });
      },
    });
    const { dialog, onOpenChange } = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('2 questions ready to import')).toBeTruthy();
    expect(within(dialog).getByText('Which quantity is a vector?')).toBeTruthy();
    expect(within(dialog).getByText('Answer B · Physics · Mechanics')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import all' }));
    expect(await screen.findByText('2 MCQs imported successfully')).toBeTruthy();
    expect(imported).toMatchObject({ format: 'aiken', text: AIKEN, class: '12', subjectId: PHYSICS });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('names the line when the server refuses the batch, and stays open with nothing imported', async () => {
    stubApi({
      'POST /api/admin/mcqs/import': () =>
        json(400, {
          error: {
            code: 'import_invalid',
            message: 'Line 21: expected option D (a question has four options, A to D). Nothing was imported.',
            problems: [{ line: 21, message: 'expected option D (a question has four options, A to D)' }],
          },
        }),
    });
    const { dialog, onOpenChange } = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import all' }));
    expect(await screen.findByText('Failed to import MCQs')).toBeTruthy();
    const problems = await within(dialog).findByTestId('import-problems');
    expect(within(problems).getByText('Line 21: expected option D (a question has four options, A to D)')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect((within(dialog).getByLabelText('Questions') as HTMLTextAreaElement).value).toBe(AIKEN);
  });

  it('takes a CSV file, switching the format, where the subject may come from each row', async () => {
    stubApi({});
    renderWithProviders(<McqImportDialog open onOpenChange={() => {}} options={OPTIONS} />);
    const dialog = screen.getByRole('dialog');
    const csv = 'question,a,b,c,d,answer\nWhat is 2+2?,3,4,5,6,B\n';
    // jsdom's File has no text(): the browser's does.
    const file = Object.assign(new File([csv], 'batch.csv', { type: 'text/csv' }), { text: () => Promise.resolve(csv) });
    fireEvent.change(within(dialog).getByLabelText('Or upload a file'), { target: { files: [file] } });
    await waitFor(() => expect((within(dialog).getByLabelText('Questions') as HTMLTextAreaElement).value).toContain('What is 2+2?'));
    expect((within(dialog).getByLabelText('Format') as HTMLSelectElement).value).toBe('csv');
    expect((within(dialog).getByLabelText('Subject') as HTMLSelectElement).options[0]!.text).toBe('Named in each row');
  });
});
