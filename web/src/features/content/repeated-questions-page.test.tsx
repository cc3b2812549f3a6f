import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RepeatedQuestionsResponse } from '@common/content';
import { buildSessionUser } from '@/test/factories';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { readInNepali } from '@/test/language';
import { RepeatedQuestionsPage } from './repeated-questions-page';

const physics = { slug: 'physics', name: 'Physics', class: '12' as const };

const answer: RepeatedQuestionsResponse = {
  viewer: { contentClass: '12', faculty: 'science', isPremium: false },
  stats: { repeatedQuestions: 1, questionsAnalysed: 40, papersAnalysed: 4, firstYear: 2078, lastYear: 2080, mostRepeatedYears: 2 },
  insights: { topUnits: [], topYears: [], averageMarks: null },
  subjects: [physics],
  years: [2080, 2078],
  total: 1,
  questions: [
    {
      id: 'q1',
      text: "State Gauss's law.",
      locked: false,
      subject: physics,
      unit: 'Electrostatics',
      unitSlug: 'electrostatics',
      marks: 2,
      years: [2078, 2080],
      occurrences: 2,
      appearances: [],
      solution: null,
      solutionLocked: false,
    },
  ],
};

/** A PDF whose bytes the test releases one part at a time, with its length announced up front. */
function heldBackPdf(size: number) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (given) => void (controller = given) });
  const response = new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-length': String(size), 'content-disposition': 'attachment; filename="repeated-questions.pdf"' },
  });
  return { response, send: (bytes: number) => controller.enqueue(new Uint8Array(bytes)), end: () => controller.close() };
}

let savedAs: string[];

beforeEach(() => {
  savedAs = [];
  // jsdom keeps no files: the saved link's name is what the student would get.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedAs.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RepeatedQuestionsPage: Download All', () => {
  it('shows how far the PDF has come while it downloads, then saves it and hides the bar', async () => {
    const pdf = heldBackPdf(1000);
    stubApi({
      'GET /api/auth/session': () => json(200, { user: buildSessionUser() }),
      'GET /api/repeated-questions': () => json(200, answer),
      'GET /api/repeated-questions/pdf': () => pdf.response,
    });
    renderWithProviders(<RepeatedQuestionsPage />);
    const button = await screen.findByRole('button', { name: 'Download All' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.click(button);
    // Nothing has arrived yet: the bar shows the download has started, and the button waits.
    await screen.findByRole('progressbar', { name: 'Downloading…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    pdf.send(250);
    await screen.findByRole('progressbar', { name: 'Downloading… 25%' });
    pdf.send(500);
    expect((await screen.findByRole('progressbar', { name: 'Downloading… 75%' })).getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('Downloading… 75%')).toBeTruthy();
    expect(savedAs).toEqual([]);

    pdf.send(250);
    pdf.end();
    await waitFor(() => expect(savedAs).toEqual(['repeated-questions.pdf']));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('says it in Nepali, with Devanagari digits', async () => {
    await readInNepali();
    const pdf = heldBackPdf(400);
    stubApi({
      'GET /api/auth/session': () => json(200, { user: buildSessionUser() }),
      'GET /api/repeated-questions': () => json(200, answer),
      'GET /api/repeated-questions/pdf': () => pdf.response,
    });
    renderWithProviders(<RepeatedQuestionsPage />);
    const button = await screen.findByRole('button', { name: 'सबै डाउनलोड गर्नुहोस्' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    pdf.send(200);
    const bar = await screen.findByRole('progressbar', { name: 'डाउनलोड हुँदैछ… ५०%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    pdf.send(200);
    pdf.end();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
