import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TutorMessage, TutorStreamEvent, TutorSummaryResponse } from '@common/tutor';
import { json, renderWithProviders, stubApi, withRadixAndQuietConsole } from '@/test/harness';
import { TutorPage } from './tutor-page';

// The answer streams in over several renders with KaTeX; on a loaded machine that takes more than a second.
configure({ asyncUtilTimeout: 5000 });

withRadixAndQuietConsole();

const summary = (used = 2, aiAvailable = true): TutorSummaryResponse => ({
  usage: { hasAccess: true, plan: 'free', used, limit: 5, resetsAt: '2026-11-22T18:15:00.000Z' },
  popularTopics: [{ topic: 'Fluid Statics and Dynamics', subjectName: 'Physics', questionCount: 4 }],
  aiAvailable,
});

const message = (overrides: Partial<TutorMessage>): TutorMessage => ({
  id: crypto.randomUUID(),
  role: 'student',
  content: '',
  language: 'en',
  answerSource: null,
  status: 'complete',
  sources: [],
  relatedQuestions: [],
  createdAt: '2026-11-22T06:00:00.000Z',
  ...overrides,
});

const source = {
  number: 1,
  kind: 'note' as const,
  id: crypto.randomUUID(),
  title: "Bernoulli's Theorem",
  heading: 'Statement',
  subjectName: 'Physics',
  href: '/notes/physics/fluid-statics-and-dynamics?class=12',
  excerpt: null,
};

/** Types a question the quick way (one paste) and presses Enter, as the student sends it. */
async function typeAndSend(text: string) {
  await userEvent.click(screen.getByLabelText('Your question'));
  if (text) await userEvent.paste(text);
  await userEvent.keyboard('{Enter}');
}

/** An NDJSON answer whose lines arrive one by one, as the server streams them. */
function streamed(events: TutorStreamEvent[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const event of events) {
        controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
}

describe('the AI tutor page', { timeout: 20_000 }, () => {
  it('streams the answer into the page with links to the notes it is grounded in, and counts it', async () => {
    const question = message({ content: "Explain Bernoulli's theorem" });
    const answer = message({ role: 'tutor', answerSource: 'ai', content: 'Pressure plus $\\frac{1}{2}\\rho v^2$ is constant [1].', sources: [source] });
    // The server's count: the question asked makes it 3 (the page refetches the summary after an answer).
    let used = 2;
    const api = stubApi({
      'GET /api/tutor/summary': () => json(200, summary(used)),
      'GET /api/tutor/conversations': () => json(200, { conversations: [] }),
      'POST /api/tutor/questions': () => {
        used = 3;
        return streamed([
          { type: 'start', conversationId: crypto.randomUUID(), question, answerSource: 'ai', sources: [source] },
          { type: 'delta', text: 'Pressure plus ' },
          { type: 'delta', text: '$\\frac{1}{2}\\rho v^2$ is constant [1].' },
          { type: 'done', answer, usage: summary(3).usage },
        ]);
      },
    });
    renderWithProviders(<TutorPage />);
    expect(await screen.findByText('2 of 5 questions used')).toBeTruthy();

    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await typeAndSend("   ");
    expect(api.mock.calls.some(([url]) => url === '/api/tutor/questions')).toBe(false);

    await typeAndSend("Explain Bernoulli's theorem");
    expect(await screen.findByText(/Pressure plus/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Note: Bernoulli's Theorem › Statement/ })).toHaveProperty('href', expect.stringContaining('/notes/physics/fluid-statics-and-dynamics'));
    // KaTeX loads with the Markdown renderer's lazy chunk: the formula is typeset once it has arrived.
    await waitFor(() => expect(document.querySelector('.katex')).toBeTruthy());
    expect(await screen.findByText('3 of 5 questions used')).toBeTruthy();
    const request = api.mock.calls.find(([url]) => url === '/api/tutor/questions')!;
    expect(JSON.parse(String(request[1]!.body))).toEqual({ question: "Explain Bernoulli's theorem", language: 'auto' });
  });

  it('labels an answer from the study materials, with the passages and related questions', async () => {
    const question = message({ content: 'What is a venturimeter?' });
    const answer = message({
      role: 'tutor',
      answerSource: 'study_material',
      sources: [{ ...source, heading: 'Venturimeter', excerpt: 'A venturimeter measures the **rate of flow**.' }],
      relatedQuestions: [{ id: crypto.randomUUID(), question: 'Which principle does a venturimeter use?', subjectName: 'Physics', href: '/mcq/physics/fluid' }],
    });
    stubApi({
      'GET /api/tutor/summary': () => json(200, summary(0, false)),
      'GET /api/tutor/conversations': () => json(200, { conversations: [] }),
      'POST /api/tutor/questions': () =>
        streamed([
          { type: 'start', conversationId: crypto.randomUUID(), question, answerSource: 'study_material', sources: answer.sources },
          { type: 'done', answer, usage: summary(0).usage },
        ]),
    });
    renderWithProviders(<TutorPage />);
    expect(await screen.findByText(/answers come straight from our study materials/)).toBeTruthy();
    await typeAndSend('What is a venturimeter?');
    expect(await screen.findByText('From our study materials')).toBeTruthy();
    expect(screen.getByText('rate of flow').tagName).toBe('STRONG');
    expect(screen.getByText('Which principle does a venturimeter use?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Practise Physics questions' })).toHaveProperty('href', expect.stringContaining('/mcq/physics/fluid'));
  });

  it('shows the upgrade prompt when the day’s questions are used up, and keeps the question typed', async () => {
    stubApi({
      'GET /api/tutor/summary': () => json(200, summary(5)),
      'GET /api/tutor/conversations': () => json(200, { conversations: [] }),
      'POST /api/tutor/questions': () =>
        json(429, { error: { code: 'quota_exceeded', message: 'You have used all 5 AI questions for today.', upgradeUrl: '/subscription' } }),
    });
    renderWithProviders(<TutorPage />);
    await screen.findByText('5 of 5 questions used');
    await typeAndSend('One more question');
    expect(await screen.findByText('You have used all 5 AI questions for today.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /upgrade/i })[0]).toHaveProperty('href', expect.stringContaining('/subscription'));
    await waitFor(() => expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe('One more question'));
  });

  it('reopens and deletes a saved conversation', async () => {
    const id = crypto.randomUUID();
    let conversations = [{ id, title: 'What is a venturimeter?', messageCount: 2, updatedAt: '2026-11-22T05:00:00.000Z' }];
    stubApi({
      'GET /api/tutor/summary': () => json(200, summary()),
      'GET /api/tutor/conversations': () => json(200, { conversations }),
      [`GET /api/tutor/conversations/${id}`]: () =>
        json(200, {
          ...conversations[0],
          messages: [message({ content: 'What is a venturimeter?' }), message({ role: 'tutor', answerSource: 'ai', content: 'It measures the rate of flow.' })],
        }),
      [`DELETE /api/tutor/conversations/${id}`]: () => {
        conversations = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<TutorPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^What is a venturimeter\?/ }));
    expect(await screen.findByText('It measures the rate of flow.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation What is a venturimeter?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your conversations will be kept here.')).toBeTruthy();
    expect(screen.queryByText('It measures the rate of flow.')).toBeNull();
  });
});
