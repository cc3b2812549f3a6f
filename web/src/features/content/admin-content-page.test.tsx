import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminContentOptions, AdminMcq } from '@common/content-admin';
import { json, renderRoutes, stubApi } from '@/test/harness';
import { AdminContentPage } from './admin-content-page';

beforeEach(() => {
  // The premium checkbox (Radix) measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OPTIONS: AdminContentOptions = {
  subjects: [
    { id: '00000000-0000-4000-8000-000000000010', slug: 'science', name: 'Science', class: '10', faculties: [] },
    { id: '00000000-0000-4000-8000-000000000012', slug: 'physics', name: 'Physics', class: '12', faculties: ['science'] },
    { id: '00000000-0000-4000-8000-000000000013', slug: 'accountancy', name: 'Accountancy', class: '12', faculties: ['management'] },
  ],
  uploadLimitBytes: 20 * 1024 * 1024,
};

const mcq: AdminMcq = {
  id: '10000000-0000-4000-8000-000000000001',
  question: 'What is the SI unit of force?',
  options: { A: 'Newton', B: 'Joule', C: 'Watt', D: 'Pascal' },
  correctAnswer: 'A',
  explanation: '',
  class: '12',
  subject: { id: OPTIONS.subjects[1]!.id, slug: 'physics', name: 'Physics' },
  unit: 'Rotational Dynamics',
  difficulty: 'Easy',
  topics: [],
  isPremium: false,
  statistics: { responses: 40, students: 38, facility: 0.75, discrimination: 0.42 },
  createdAt: '2026-11-20T06:00:00.000Z',
};

const page = (items: AdminMcq[]) => json(200, { items, total: items.length, page: 1, pageSize: 25 });

// Each test opens a whole tab with its dialog: slower than the default 5 s on a loaded machine.
describe('AdminContentPage', { timeout: 20_000 }, () => {
  it('lists MCQs with their item statistics and offers only the chosen class and faculty’s subjects', async () => {
    stubApi({ 'GET /api/admin/content-options': () => json(200, OPTIONS), 'GET /api/admin/mcqs': () => page([mcq]) });
    renderRoutes([{ path: '/admin/content', element: <AdminContentPage /> }], '/admin/content');
    expect(await screen.findByRole('heading', { name: 'Content Management' })).toBeTruthy();
    expect(await screen.findByText('What is the SI unit of force?')).toBeTruthy();
    expect(screen.getByText('Responses 40 · Facility 75% · Discrimination 0.42')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add MCQ' }));
    const dialog = await screen.findByRole('dialog');
    const subject = within(dialog).getByLabelText('Subject') as HTMLSelectElement;
    expect([...subject.options].map((option) => option.text)).toEqual(['Choose a subject', 'Science']);
    fireEvent.change(within(dialog).getByLabelText('Class'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText('Faculty'), { target: { value: 'management' } });
    expect([...(within(dialog).getByLabelText('Subject') as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Choose a subject', 'Accountancy']);
  });

  it('checks the add form before sending, saves with the defaults and toasts', async () => {
    let sent: Record<string, unknown> | undefined;
    stubApi({
      'GET /api/admin/content-options': () => json(200, OPTIONS),
      'GET /api/admin/mcqs': () => page([]),
      'POST /api/admin/mcqs': (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return json(201, mcq);
      },
    });
    renderRoutes([{ path: '/admin/content', element: <AdminContentPage /> }], '/admin/content');
    expect(await screen.findByText('No MCQs yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add MCQ' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Question is required')).toBeTruthy();
    expect(within(dialog).getByText('Option A is required')).toBeTruthy();
    expect(sent).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'Force is mass times $a$?' } });
    for (const [letter, text] of [['A', 'Yes'], ['B', 'No'], ['C', 'Sometimes'], ['D', 'Never']]) fireEvent.change(within(dialog).getByLabelText(`Option ${letter}`), { target: { value: text } });
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: OPTIONS.subjects[0]!.id } });
    fireEvent.change(within(dialog).getByLabelText('Unit'), { target: { value: 'Force' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('MCQ added successfully')).toBeTruthy();
    expect(sent).toMatchObject({ correctAnswer: 'A', class: '10', difficulty: 'Medium', isPremium: false, subjectId: OPTIONS.subjects[0]!.id, unit: 'Force' });
  });

  it('deletes after the browser’s confirmation and says when deleting failed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    let deletes = 0;
    stubApi({
      'GET /api/admin/content-options': () => json(200, OPTIONS),
      'GET /api/admin/mcqs': () => page([mcq]),
      [`DELETE /api/admin/mcqs/${mcq.id}`]: () => (++deletes === 1 ? json(409, { error: { code: 'conflict', message: 'Students have answered this question' } }) : new Response(null, { status: 204 })),
    });
    renderRoutes([{ path: '/admin/content', element: <AdminContentPage /> }], '/admin/content');
    const remove = await screen.findByRole('button', { name: /^Delete What is the SI unit/ });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(deletes).toBe(0);
    fireEvent.click(remove);
    expect(await screen.findByText('Failed to delete item')).toBeTruthy();
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
    fireEvent.click(remove);
    expect(await screen.findByText('Item deleted successfully')).toBeTruthy();
  });
});
