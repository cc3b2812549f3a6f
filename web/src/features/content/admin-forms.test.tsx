import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminContentOptions } from '@common/content-admin';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { FormulaForm, MockTestForm, PastPaperForm } from './admin-forms';

beforeEach(() => {
  // The premium checkbox (Radix) measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SCIENCE = '00000000-0000-4000-8000-000000000010';
const PHYSICS = '00000000-0000-4000-8000-000000000012';
const OPTIONS: AdminContentOptions = {
  subjects: [
    { id: SCIENCE, slug: 'science', name: 'Science', class: '10', faculties: [] },
    { id: PHYSICS, slug: 'physics', name: 'Physics', class: '12', faculties: ['science'] },
    { id: '00000000-0000-4000-8000-000000000013', slug: 'accountancy', name: 'Accountancy', class: '12', faculties: ['management'] },
  ],
  uploadLimitBytes: 20 * 1024 * 1024,
};

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** Past papers are sent as multipart through XMLHttpRequest (for the progress bar): a stand-in that answers `respond`. */
function stubUploads(respond: (method: string, path: string, data: unknown) => { status: number; body: unknown }) {
  const sent: { method: string; path: string; data: unknown }[] = [];
  class FakeRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private path = '';
    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }
    setRequestHeader() {}
    send(body: FormData) {
      const data: unknown = JSON.parse(String(body.get('data')));
      sent.push({ method: this.method, path: this.path, data });
      const answer = respond(this.method, this.path, data);
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

describe('MockTestForm', { timeout: 20_000 }, () => {
  it('starts at 60 minutes and 100 marks in Class 10, and requires a title and at least a minute and a mark', async () => {
    const fetchMock = stubApi({});
    renderWithProviders(<MockTestForm item={null} options={OPTIONS} onDone={() => {}} />);
    expect(valueOf('Duration (minutes)')).toBe('60');
    expect(valueOf('Total marks')).toBe('100');
    expect(valueOf('Class')).toBe('10');
    type('Duration (minutes)', '0');
    type('Total marks', '0');
    save();
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Duration must be at least 1 minute')).toBeTruthy();
    expect(screen.getByText('Total marks must be at least 1')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the subject and the picked questions when the class or faculty changes', async () => {
    stubApi({ 'GET /api/admin/mcqs': () => json(200, { items: [{ id: 'q1', question: 'What is the SI unit of force?' }], total: 1, page: 1, pageSize: 25 }) });
    renderWithProviders(<MockTestForm item={null} options={OPTIONS} onDone={() => {}} />);
    type('Subject', SCIENCE);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'What is the SI unit of force?' }));
    expect(screen.getByText('1 question picked')).toBeTruthy();
    type('Class', '12');
    expect(valueOf('Subject')).toBe('');
    expect(screen.getByText('0 questions picked')).toBeTruthy();
    type('Faculty', 'science');
    type('Subject', PHYSICS);
    type('Faculty', 'management');
    expect(valueOf('Subject')).toBe('');
    expect([...(screen.getByLabelText('Subject') as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Choose a subject', 'Accountancy']);
  });

  it("saves with 'Mock test added successfully', or says 'Failed to add mock test' with the server's reason", async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    stubApi({
      'GET /api/admin/mcqs': () => json(200, { items: [], total: 0, page: 1, pageSize: 25 }),
      'POST /api/admin/mock-tests': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return refuse ? json(409, { error: { code: 'conflict', message: 'A free test cannot hold premium questions' } }) : json(201, { id: 't1' });
      },
    });
    const onDone = vi.fn();
    renderWithProviders(<MockTestForm item={null} options={OPTIONS} onDone={onDone} />);
    type('Title', 'Science Model Test');
    type('Subject', SCIENCE);
    save();
    expect(await screen.findByText('Failed to add mock test')).toBeTruthy();
    expect(await screen.findByText('A free test cannot hold premium questions')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    refuse = false;
    save();
    expect(await screen.findByText('Mock test added successfully')).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies[1]).toMatchObject({ title: 'Science Model Test', class: '10', subjectId: SCIENCE, durationMinutes: 60, totalMarks: 100, mcqIds: [], isPremium: false });
  });
});

describe('PastPaperForm', { timeout: 20_000 }, () => {
  it('starts at this year, requires a title and a year from 2000 to 2030', async () => {
    const sent = stubUploads(() => ({ status: 201, body: {} }));
    stubApi({});
    renderWithProviders(<PastPaperForm item={null} options={OPTIONS} onDone={() => {}} />);
    expect(valueOf('Year')).toBe(String(new Date().getFullYear()));
    type('Year', '1999');
    save();
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Year must be between 2000 and 2030')).toBeTruthy();
    type('Year', '2031');
    save();
    expect(await screen.findByText('Year must be between 2000 and 2030')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("saves with 'Past paper added successfully', or says 'Failed to add past paper'", async () => {
    let refuse = true;
    const sent = stubUploads(() => (refuse ? { status: 400, body: { error: { code: 'invalid_file', message: 'The file is not a PDF' } } } : { status: 201, body: {} }));
    stubApi({});
    const onDone = vi.fn();
    renderWithProviders(<PastPaperForm item={null} options={OPTIONS} onDone={onDone} />);
    type('Title', 'SEE Science 2080');
    type('Year', '2024');
    type('Exam board', 'NEB');
    type('Subject', SCIENCE);
    save();
    expect(await screen.findByText('Failed to add past paper')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    refuse = false;
    save();
    expect(await screen.findByText('Past paper added successfully')).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[1]).toMatchObject({ method: 'POST', path: '/api/admin/past-papers', data: { title: 'SEE Science 2080', year: 2024, examBoard: 'NEB', class: '10', subjectId: SCIENCE, isPremium: false } });
  });
});

describe('FormulaForm', { timeout: 20_000 }, () => {
  it('requires a title, the LaTeX, a topic and a subject, and typesets the preview', async () => {
    const fetchMock = stubApi({});
    renderWithProviders(<FormulaForm item={null} options={OPTIONS} onDone={() => {}} />);
    save();
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('LaTeX is required')).toBeTruthy();
    expect(screen.getByText('Topic is required')).toBeTruthy();
    // The subject select names its problem: 'Choose a subject', beside its own first option of the same words.
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Choose a subject')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
    type('LaTeX', 'F = ma');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('.katex')).toBeTruthy();
  });

  it("saves with 'Formula added successfully', or says 'Failed to add formula' with the server's reason", async () => {
    let refuse = true;
    stubApi({
      'POST /api/admin/formulas': () =>
        refuse ? json(400, { error: { code: 'invalid_formula', message: 'KaTeX cannot typeset this formula' } }) : json(201, { id: 'f1' }),
    });
    const onDone = vi.fn();
    renderWithProviders(<FormulaForm item={null} options={OPTIONS} onDone={onDone} />);
    type('Title', "Newton's second law");
    type('LaTeX', 'F = ma');
    type('Topic', 'Laws of motion');
    type('Class', '12');
    type('Subject', PHYSICS);
    save();
    expect(await screen.findByText('Failed to add formula')).toBeTruthy();
    // The server's reason stays on the form.
    expect(await screen.findByText('KaTeX cannot typeset this formula')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    refuse = false;
    save();
    expect(await screen.findByText('Formula added successfully')).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
