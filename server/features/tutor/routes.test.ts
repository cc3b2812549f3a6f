import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TutorStreamEvent, TutorSummaryResponse } from '@common/tutor';
import { planUsage, subscriptionPlans } from '../../db/schema';
import { configureAiProvider } from '../../test/ai-factories';
import { startAiProviderStandIn, type AiProviderStandIn } from '../../test/ai-provider-stand-in';
import { buildTestApp, type TestApp } from '../../test/app';
import { HOUR } from '../../test/clock';
import { buildNote } from '../../test/content-factories';
import { buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { buildMcqs, buildMockTest } from '../../test/practice-factories';
import { recordResponses } from '../../test/response-scan';

let t: TestApp;
let standIn: AiProviderStandIn;
let scan: ReturnType<typeof recordResponses>;
let openAiKey: string;

const BERNOULLI = `# Bernoulli's Theorem

## Statement

For streamline flow of an ideal liquid, $p + \\frac{1}{2}\\rho v^2 + \\rho g h$ is constant along a streamline (BERNOULLI-PASSAGE).

## Venturimeter

A venturimeter measures the rate of flow from the pressure difference between the wide and the narrow part.`;

beforeAll(async () => {
  standIn = await startAiProviderStandIn();
  t = await buildTestApp({ env: { ...standIn.env, AI_TIMEOUT_MS: '2000' } });
  scan = recordResponses(t);
  await buildNote(t, { title: "Bernoulli's Theorem and Its Applications", unit: 'Fluid Statics and Dynamics', topics: ['Bernoulli'], content: BERNOULLI });
  ({ apiKey: openAiKey } = await configureAiProvider(t, 'openai', { model: 'gpt-4o-mini', maxTokens: 700 }));
  scan.addSecret(openAiKey);
});
afterAll(async () => {
  scan.expectNoSecretsInBodies();
  await t.close();
  await standIn.close();
});
beforeEach(() => standIn.reset());

/** The NDJSON answer stream, one event per line. */
const eventsOf = (body: string) =>
  body
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TutorStreamEvent);

const ask = (user: TestUser, question: string, extra: Record<string, unknown> = {}) => t.post('/api/tutor/questions', { question, ...extra }, { as: user });

async function askOk(user: TestUser, question: string, extra: Record<string, unknown> = {}) {
  const response = await ask(user, question, extra);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('application/x-ndjson');
  const events = eventsOf(response.body);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`the stream did not end with done: ${response.body}`);
  const start = events[0];
  if (start?.type !== 'start') throw new Error('the stream did not begin with start');
  const text = events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
  return { events, start, done, text };
}

const usedToday = async (user: TestUser) => (await t.getOk<TutorSummaryResponse>('/api/tutor/summary', { as: user })).usage.used;

describe('a grounded answer', () => {
  it('streams the provider’s answer with links to our notes, after sending it the retrieved passages', async () => {
    const student = await buildStudent(t);
    standIn.respond('openai', { kind: 'answer', text: 'Step 1: pressure energy plus kinetic energy is constant [1].' });
    const { start, done, text, events } = await askOk(student, "Explain Bernoulli's theorem step by step");

    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(3);
    expect(text).toBe('Step 1: pressure energy plus kinetic energy is constant [1].');
    expect(start.answerSource).toBe('ai');
    expect(start.sources[0]).toMatchObject({ number: 1, kind: 'note', title: "Bernoulli's Theorem and Its Applications", subjectName: 'Physics' });
    expect(start.sources[0]!.href).toMatch(/^\/notes\/physics\/fluid-statics-and-dynamics\?class=12&note=/);
    expect(done.answer).toMatchObject({ role: 'tutor', answerSource: 'ai', content: text, status: 'complete' });
    expect(done.usage).toMatchObject({ used: 1, limit: 5, plan: 'free' });

    const [request] = standIn.received;
    expect(request!.headers.authorization).toBe(`Bearer ${openAiKey}`);
    expect(request!.body).toMatchObject({ model: 'gpt-4o-mini', max_completion_tokens: 700 });
    expect(request!.prompt).toContain('BERNOULLI-PASSAGE');
    expect(request!.prompt).toContain("Explain Bernoulli's theorem step by step");
    expect(request!.prompt).toContain('Answer in English.');
  });

  it('keeps the conversation: it is listed, reopens with both messages, and a follow-up carries the earlier turn', async () => {
    const student = await buildStudent(t);
    const first = await askOk(student, 'What is a venturimeter?');
    const conversationId = first.start.conversationId;
    await askOk(student, 'And how is it used?', { conversationId });
    expect(standIn.received[1]!.prompt).toContain('What is a venturimeter?');

    const list = await t.getOk<{ conversations: { id: string; title: string; messageCount: number }[] }>('/api/tutor/conversations', { as: student });
    expect(list.conversations).toEqual([expect.objectContaining({ id: conversationId, title: 'What is a venturimeter?', messageCount: 4 })]);
    const opened = await t.getOk<{ messages: { role: string; content: string }[] }>(`/api/tutor/conversations/${conversationId}`, { as: student });
    expect(opened.messages.map((message) => message.role)).toEqual(['student', 'tutor', 'student', 'tutor']);
    expect(opened.messages[2]!.content).toBe('And how is it used?');

    const other = await buildStudent(t);
    expect((await t.get(`/api/tutor/conversations/${conversationId}`, { as: other })).statusCode).toBe(404);
    expect((await t.delete(`/api/tutor/conversations/${conversationId}`, { as: other })).statusCode).toBe(404);
    expect((await ask(other, 'Continue', { conversationId })).statusCode).toBe(404);

    expect((await t.delete(`/api/tutor/conversations/${conversationId}`, { as: student })).statusCode).toBe(204);
    expect((await t.get(`/api/tutor/conversations/${conversationId}`, { as: student })).statusCode).toBe(404);
    expect(t.published).toContainEqual({ topic: 'tutor', ids: [conversationId], audience: { kind: 'user', userId: student.id } });
  });

  it('answers in Nepali for a question in Devanagari, or when asked to', async () => {
    const student = await buildStudent(t);
    const nepali = await askOk(student, 'बर्नाउलीको सिद्धान्त के हो?');
    expect(nepali.start.question.language).toBe('ne');
    expect(standIn.received[0]!.prompt).toContain('Answer in Nepali');
    const toggled = await askOk(student, 'What is a venturimeter?', { language: 'ne' });
    expect(toggled.done.answer.language).toBe('ne');
  });
});

describe('without an AI provider', () => {
  it('answers with the best passages and related practice questions, labelled as study material, and counts nothing', async () => {
    const plain = await buildTestApp();
    try {
      await buildNote(plain, { title: "Bernoulli's Theorem", unit: 'Fluid Statics and Dynamics', content: BERNOULLI });
      await buildNote(plain, { title: 'Premium venturimeter secrets', unit: 'Fluid Statics and Dynamics', isPremium: true, content: '# Venturimeter\n\nVENTURI-PREMIUM venturimeter flow.' });
      const questions = await buildMcqs(plain, { count: 2, unit: 'Fluid Statics and Dynamics', topics: ['Venturimeter'] });
      const student = await buildStudent(plain);
      const response = await plain.post('/api/tutor/questions', { question: 'How does a venturimeter measure flow? Question' }, { as: student });
      expect(response.statusCode).toBe(200);
      const events = eventsOf(response.body);
      expect(events.map((event) => event.type)).toEqual(['start', 'done']);
      const done = events[1] as Extract<TutorStreamEvent, { type: 'done' }>;
      expect(done.answer).toMatchObject({ role: 'tutor', answerSource: 'study_material', content: '' });
      expect(done.answer.sources.length).toBeGreaterThan(0);
      expect(done.answer.sources.every((source) => source.kind !== 'mcq' && source.excerpt)).toBe(true);
      expect(done.answer.sources.map((source) => source.excerpt).join('\n')).toContain('venturimeter measures the rate of flow');
      expect(done.answer.relatedQuestions.map((question) => question.question).sort()).toEqual(questions.mcqs.map((mcq) => mcq.question).sort());
      expect(done.answer.relatedQuestions[0]!.href).toBe(`/mcq/physics/${questions.unitSlug}`);
      expect(response.body).not.toContain('VENTURI-PREMIUM');
      expect(response.body).not.toContain('SECRET-EXPLANATION');
      expect(response.body).not.toContain('Correct answer');
      expect(done.usage.used).toBe(0);
      const summary = await plain.getOk<TutorSummaryResponse>('/api/tutor/summary', { as: student });
      expect(summary).toMatchObject({ aiAvailable: false, usage: { used: 0, limit: 5, hasAccess: true } });
    } finally {
      await plain.close();
    }
  });
});

describe('what the tutor may retrieve for a student', () => {
  it('never puts a premium note in a free student’s prompt or sources, and does for premium', async () => {
    await buildNote(t, { title: 'Superconducting Quartzite Coils', unit: 'Electrostatics', isPremium: true, content: '# Quartzite coils\n\nQuartzite coils store charge (PREMIUM-ONLY-PASSAGE).' });
    const free = await buildStudent(t);
    const freeAnswer = await askOk(free, 'How do quartzite coils store charge?');
    expect(standIn.received[0]!.prompt).not.toContain('PREMIUM-ONLY-PASSAGE');
    expect(freeAnswer.start.sources.map((source) => source.title)).not.toContain('Superconducting Quartzite Coils');

    const premium = await buildPremiumStudent(t);
    const premiumAnswer = await askOk(premium, 'How do quartzite coils store charge?');
    expect(standIn.received[1]!.prompt).toContain('PREMIUM-ONLY-PASSAGE');
    expect(premiumAnswer.start.sources.map((source) => source.title)).toContain('Superconducting Quartzite Coils');
  });

  it('keeps the explanation of a question in the student’s open mock test out of the prompt until it is submitted', async () => {
    const test = await buildMockTest(t, { questions: 2 });
    const mcq = test.mcqs[0]!;
    const marker = /\(([0-9a-f]+)\)/.exec(mcq.question)![1]!;
    const student = await buildStudent(t);
    const started = await t.post(`/api/mock-tests/${test.id}/attempts`, {}, { as: student });
    expect(started.statusCode, started.body).toBe(201);

    await askOk(student, `Question ${marker}: which option is right?`);
    expect(standIn.received[0]!.prompt).not.toContain(mcq.explanation);

    const attemptId = (started.json() as { id: string }).id;
    expect((await t.post(`/api/attempts/${attemptId}/submit`, {}, { as: student })).statusCode).toBe(200);
    await askOk(student, `Question ${marker}: which option is right?`);
    expect(standIn.received[1]!.prompt).toContain(mcq.explanation);
  });

  it('finds Nepali passages for an inflected Nepali question, and a misspelt word by trigram similarity', async () => {
    await buildNote(t, {
      class: '10',
      subject: 'nepali',
      unit: 'Grammar (Vyakaran)',
      title: 'वाच्य',
      topics: ['कर्मवाच्य'],
      content: '# वाच्य\n\n## कर्मवाच्य\n\nकर्मवाच्यमा वाक्यको कर्म प्रधान हुन्छ र क्रिया कर्मअनुसार चल्छ (NEPALI-PASSAGE)।',
    });
    const student = await buildStudent(t);
    const nepali = await askOk(student, 'कर्मवाच्यको परिभाषा उदाहरण सहित बताउनुहोस्');
    expect(nepali.start.sources[0]).toMatchObject({ title: 'वाच्य', heading: 'कर्मवाच्य', subjectName: 'Nepali' });
    expect(nepali.start.sources[0]!.href).toMatch(/^\/notes\/nepali\/grammar-vyakaran\?class=10&note=/);
    expect(standIn.received[0]!.prompt).toContain('NEPALI-PASSAGE');

    const misspelt = await askOk(student, 'venturimetre');
    expect(misspelt.start.sources.map((source) => source.heading)).toContain('Venturimeter');
  });

  it('asks for a class on the profile first', async () => {
    const student = await buildStudent(t, { class: null, faculty: null });
    const response = await ask(student, 'What is a venturimeter?');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'class_required', message: 'Please update your profile with class information' } });
  });
});

describe('the free plan’s daily questions', () => {
  it('refuses the 6th question of a Nepal day, and counts afresh the next day', async () => {
    const student = await buildStudent(t);
    for (let index = 0; index < 5; index += 1) await askOk(student, `What is a venturimeter? (${index})`);
    const sixth = await ask(student, 'What is a venturimeter? (6)');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: {
        code: 'quota_exceeded',
        message: 'You have used all 5 AI questions for today. Upgrade to Premium for unlimited questions, or come back tomorrow.',
        upgradeUrl: '/subscription',
      },
    });
    expect(standIn.received).toHaveLength(5);
    expect(await usedToday(student)).toBe(5);

    // 06:00 UTC is 11:45 in Nepal: the Nepal day ends 12 h 15 min later.
    t.clock.advance(12 * HOUR + 16 * 60_000);
    expect(await usedToday(student)).toBe(0);
    await askOk(student, 'What is a venturimeter? (next day)');
    t.clock.advance(-(12 * HOUR + 16 * 60_000));
  });

  it('gives exactly 5 answers to 20 questions sent at once', async () => {
    const student = await buildStudent(t);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => ask(student, `What is a venturimeter? (${index})`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const [usage] = await t.db.select().from(planUsage).where(and(eq(planUsage.userId, student.id), eq(planUsage.counter, 'ai_questions')));
    expect(usage!.used).toBe(5);
    expect(standIn.received).toHaveLength(5);
  });

  it('does not count a question that the provider failed to answer (error, rate limit or timeout)', async () => {
    const student = await buildStudent(t);
    for (const behaviour of [
      { kind: 'error', status: 500, message: 'The server had an error' },
      { kind: 'error', status: 429, message: 'Rate limit reached for requests' },
      { kind: 'hang' },
      { kind: 'drop', text: 'Bernoulli one two three four five six seven eight nine ten' },
    ] as const) {
      standIn.respond('openai', behaviour);
      const { events, done } = await askOk(student, "Explain Bernoulli's theorem");
      expect(events).toContainEqual({
        type: 'notice',
        code: 'provider_failed',
        message: 'The AI tutor could not answer right now, so here is what our study materials say. This question was not counted.',
      });
      expect(done.answer.answerSource).toBe('study_material');
      expect(done.answer.sources.map((source) => source.excerpt).join('\n')).toContain('BERNOULLI-PASSAGE');
      expect(done.usage.used).toBe(0);
    }
    expect(await usedToday(student)).toBe(0);
  });

  it('lets the next configured provider answer when the first one fails', async () => {
    const isolated = await buildTestApp({ env: standIn.env });
    try {
      await buildNote(isolated, { title: "Bernoulli's Theorem", unit: 'Fluid Statics and Dynamics', content: BERNOULLI });
      await configureAiProvider(isolated, 'openai');
      await configureAiProvider(isolated, 'anthropic', { model: 'claude-3-haiku' });
      const student = await buildStudent(isolated);
      standIn.respond('openai', { kind: 'error', status: 503, message: 'Overloaded' });
      standIn.respond('anthropic', { kind: 'answer', text: 'Anthropic explains Bernoulli [1].' });
      const response = await isolated.post('/api/tutor/questions', { question: "Explain Bernoulli's theorem" }, { as: student });
      const events = eventsOf(response.body);
      const done = events.at(-1) as Extract<TutorStreamEvent, { type: 'done' }>;
      expect(done.answer).toMatchObject({ answerSource: 'ai', content: 'Anthropic explains Bernoulli [1].' });
      expect(done.usage.used).toBe(1);
      expect(standIn.received.map((request) => request.provider)).toEqual(['openai', 'anthropic']);
      expect(standIn.received[1]!.prompt).toContain('BERNOULLI-PASSAGE');
    } finally {
      await isolated.close();
    }
  });

  it('refuses a plan without AI access with the upgrade path', async () => {
    const student = await buildStudent(t);
    await t.db.update(subscriptionPlans).set({ aiAccess: false }).where(eq(subscriptionPlans.name, 'free'));
    try {
      const response = await ask(student, 'What is a venturimeter?');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'ai_access_required', message: 'Your plan does not include the AI Tutor. Upgrade to Premium to ask questions.', upgradeUrl: '/subscription' },
      });
      const summary = await t.getOk<TutorSummaryResponse>('/api/tutor/summary', { as: student });
      expect(summary.usage).toMatchObject({ hasAccess: false });
    } finally {
      await t.db.update(subscriptionPlans).set({ aiAccess: true }).where(eq(subscriptionPlans.name, 'free'));
    }
  });

  it('leaves premium unlimited but stops a burst of more than 30 questions in 10 minutes', async () => {
    const premium = await buildPremiumStudent(t);
    for (let index = 0; index < 30; index += 1) expect((await ask(premium, `What is a venturimeter? ${index}`)).statusCode).toBe(200);
    expect(await usedToday(premium)).toBe(30);
    const summary = await t.getOk<TutorSummaryResponse>('/api/tutor/summary', { as: premium });
    expect(summary.usage).toMatchObject({ plan: 'premium', limit: null });
    const refused = await ask(premium, 'One more?');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    t.clock.advance(11 * 60_000);
    expect((await ask(premium, 'What is a venturimeter? again')).statusCode).toBe(200);
  });
});

describe('questions', () => {
  it('refuses a blank or overlong question', async () => {
    const student = await buildStudent(t);
    for (const question of ['', '   ', 'x'.repeat(2001)]) {
      const response = await ask(student, question);
      expect(response.statusCode).toBe(400);
    }
    expect((await ask(student, '   ')).json().error.message).toContain('Please type a question');
    expect((await t.post('/api/tutor/questions', { question: 'Hi' })).statusCode).toBe(401);
  });

  it('shows the units students ask about as popular topics', async () => {
    const student = await buildStudent(t);
    await askOk(student, 'What does a venturimeter measure?');
    const summary = await t.getOk<TutorSummaryResponse>('/api/tutor/summary', { as: student });
    expect(summary.popularTopics[0]).toMatchObject({ topic: 'Fluid Statics and Dynamics', subjectName: 'Physics' });
    expect(summary.aiAvailable).toBe(true);
  });

  it('stops the provider call and gives the question back when the student leaves before the answer starts', async () => {
    // A real socket (app.inject cannot hang up), on an app of its own so closing it leaves the others alone.
    const served = await buildTestApp({ env: standIn.env });
    try {
      await configureAiProvider(served, 'openai');
      const student = await buildStudent(served);
      standIn.respond('openai', { kind: 'hang' });
      let leave = () => {};
      const address = new URL(await served.app.listen({ port: 0, host: '127.0.0.1' }));
      const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
        const body = JSON.stringify({ question: 'What is a venturimeter?' });
        const request = httpRequest(
          {
            host: address.hostname,
            port: address.port,
            path: '/api/tutor/questions',
            method: 'POST',
            agent: false,
            headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', 'x-requested-with': 'pariksha', cookie: student.cookie },
          },
          (response) => {
            resolve(response.headers);
            leave = () => request.destroy();
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      expect(headers['x-accel-buffering']).toBe('no');
      expect(headers['content-encoding']).toBeUndefined();
      await expect.poll(() => standIn.hangingRequests()).toBe(1);
      const summary = await served.getOk<TutorSummaryResponse>('/api/tutor/summary', { as: student });
      expect(summary.usage.used).toBe(1);
      leave();
      await expect.poll(() => standIn.hangingRequests()).toBe(0);
      await expect.poll(async () => (await served.getOk<TutorSummaryResponse>('/api/tutor/summary', { as: student })).usage.used).toBe(0);
    } finally {
      await served.close();
    }
  });
});
