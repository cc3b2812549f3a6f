import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_LETTERS, type AttemptQuestion, type MockTestCard } from '@common/practice';
import { mcqs, mockTestQuestions, mockTests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { buildMcqs, buildMockTest, shownLetter, type BuiltMcq } from '../../test/practice-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const QUESTION_FIELDS = ['chosenAnswer', 'isMarkedForReview', 'isVisited', 'marks', 'options', 'position', 'question', 'subjectName', 'timeSpentMs', 'unit'];

/** Every response a student gets before submitting, recorded for the scan. */
function recorder(user: TestUser) {
  const bodies: { route: string; body: string }[] = [];
  const record = async (route: string, response: Promise<{ statusCode: number; body: string }>) => {
    const reply = await response;
    expect(reply.statusCode, `${route}: ${reply.body}`).toBeLessThan(300);
    bodies.push({ route, body: reply.body });
    return JSON.parse(reply.body || 'null');
  };
  return {
    bodies,
    get: (url: string) => record(`GET ${url}`, t.get(url, { as: user })),
    post: (url: string, body?: object) => record(`POST ${url}`, t.post(url, body, { as: user })),
    put: (url: string, body: object) => record(`PUT ${url}`, t.put(url, body, { as: user })),
  };
}

/** No answer key, no explanation, no grading: not as a field and not as text; open questions have only their fields. */
function expectNoAnswerKey(bodies: { route: string; body: string }[], mcqs: BuiltMcq[]) {
  for (const { route, body } of bodies) {
    expect(body, route).not.toMatch(/correct_?answer|explanation|isCorrect|is_correct|marksAwarded|marks_awarded/i);
    for (const mcq of mcqs) expect(body, route).not.toContain(mcq.explanation);
    const parsed = JSON.parse(body || 'null') as { questions?: Record<string, unknown>[] } | null;
    for (const question of parsed?.questions ?? []) expect(Object.keys(question).sort(), route).toEqual(QUESTION_FIELDS);
  }
}

describe('before submission, no response carries a correct answer or an explanation', () => {
  it('across practice, a mock test and a review session', async () => {
    const unit = await buildMcqs(t, { count: 6 });
    const test = await buildMockTest(t, { questions: 4, negativeMarkFraction: 0.25, durationMinutes: 10 });
    const student = await buildStudent(t);
    const api = recorder(student);

    // Practice: the catalogue, the start, each save, the re-read and the lists.
    await api.get('/api/practice/subjects');
    const practice = await api.post('/api/practice/attempts', { subject: 'physics', unit: unit.unitSlug });
    for (const question of practice.questions) {
      await api.put(`/api/attempts/${practice.id}/answers/${question.position}`, { answer: 'A', timeSpentMs: 2000, isMarkedForReview: true });
    }
    await api.get(`/api/attempts/${practice.id}`);
    await api.get('/api/attempts');
    await api.get('/api/attempts?status=in_progress&kind=practice');

    // A mock test: the list, Start Test and its resume, saves, reads, and a read inside the deadline's grace.
    await api.get('/api/mock-tests');
    await api.get('/api/mock-tests?subject=physics');
    const exam = await api.post(`/api/mock-tests/${test.id}/attempts`);
    await api.post(`/api/mock-tests/${test.id}/attempts`);
    await api.put(`/api/attempts/${exam.id}/answers/1`, { answer: 'B' });
    await api.put(`/api/attempts/${exam.id}/answers/2`, {});
    await api.get(`/api/attempts/${exam.id}`);
    t.clock.set(new Date(Date.parse(exam.deadlineAt) + 3000));
    await api.put(`/api/attempts/${exam.id}/answers/3`, { answer: 'C' });
    await api.get(`/api/attempts/${exam.id}`);
    t.clock.set('2026-11-22T06:00:00Z');

    // A review session of the practice mistakes, once the practice round is graded.
    await t.post(`/api/attempts/${practice.id}/submit`, undefined, { as: student });
    await api.get('/api/practice/review');
    const review = await api.post('/api/practice/review/sessions');
    await api.put(`/api/attempts/${review.id}/answers/1`, { answer: 'D' });
    await api.get(`/api/attempts/${review.id}`);

    expect(api.bodies.length).toBeGreaterThan(20);
    expectNoAnswerKey(api.bodies, [...unit.mcqs, ...test.mcqs]);

    // After submission the key is there: the scan above would have caught it.
    const result = await t.post(`/api/attempts/${review.id}/submit`, undefined, { as: student });
    expect(result.body).toMatch(/correctAnswer/);
    expect(result.body).toContain('SECRET-EXPLANATION');
  });
});

type Shown = { id: string; questions: (AttemptQuestion & { correctAnswer?: string | null; explanation?: string | null; isKeyWithheld?: boolean })[] };
const startTest = async (user: TestUser, test: { id: string }) => (await t.post(`/api/mock-tests/${test.id}/attempts`, undefined, { as: user })).json() as Shown;
const submit = async (user: TestUser, attemptId: string) => (await t.post(`/api/attempts/${attemptId}/submit`, undefined, { as: user })).json() as Shown;
/** The attempt's order as bank identities: each question's text and its options' bank letters in the order shown. */
const orderOf = (attempt: Shown) =>
  attempt.questions.map((question) => `${question.question}:${ANSWER_LETTERS.map((letter) => question.options[letter].split(' ')[1]).join('')}`).join('|');

describe('a mock test shuffles per attempt', () => {
  it('keeps the order on reload, grades the letters shown and reviews in the same view; a retake gets a fresh order', async () => {
    const test = await buildMockTest(t, { questions: 8 });
    const key = new Map(test.mcqs.map((mcq) => [mcq.question, mcq]));
    const student = await buildStudent(t);

    const first = await startTest(student, test);
    expect(orderOf((await t.get(`/api/attempts/${first.id}`, { as: student })).json())).toBe(orderOf(first));
    // Blank submission: the review shows the key in this attempt's view...
    const blank = await submit(student, first.id);
    expect(orderOf(blank)).toBe(orderOf(first));
    for (const question of blank.questions) expect(question.correctAnswer).toBe(shownLetter(question, key.get(question.question)!.correctAnswer));

    // ...and the retake (the same test, unchanged) comes in another order, so a key written down by letter is no use.
    const orders = new Set([orderOf(first)]);
    for (let retake = 0; retake < 3; retake++) {
      const attempt = await startTest(student, test);
      orders.add(orderOf(attempt));
      for (const question of attempt.questions) {
        const mcq = key.get(question.question)!;
        const saved = await t.put(`/api/attempts/${attempt.id}/answers/${question.position}`, { answer: shownLetter(question, mcq.correctAnswer) }, { as: student });
        expect(saved.json().chosenAnswer).toBe(shownLetter(question, mcq.correctAnswer));
      }
      const result = await submit(student, attempt.id);
      expect(result).toMatchObject({ correctCount: 8, wrongCount: 0 });
      expect(orderOf(result)).toBe(orderOf(attempt));
      for (const question of result.questions) expect(question.chosenAnswer).toBe(question.correctAnswer);
    }
    expect(orders.size).toBe(4);
  });

  it('never puts a premium question into a free test, whoever starts it', async () => {
    const test = await buildMockTest(t, { questions: 3 });
    const premium = await buildMcqs(t, { count: 2, isPremium: true });
    await t.db.insert(mockTestQuestions).values(premium.mcqs.map((mcq, index) => ({ mockTestId: test.id, mcqId: mcq.id, position: 10 + index, marks: 1 })));
    await t.db.update(mockTests).set({ totalMarks: 5 }).where(eq(mockTests.id, test.id));
    const onlyPremium = await buildMockTest(t, { questions: 1 });
    await t.db.update(mcqs).set({ isPremium: true }).where(eq(mcqs.id, onlyPremium.mcqs[0]!.id));

    for (const student of [await buildStudent(t), await buildPremiumStudent(t)]) {
      // The card promises what a start serves: 3 questions worth 3 marks, and no questions in the all-premium test.
      const cards = (await t.get('/api/mock-tests', { as: student })).json().tests as MockTestCard[];
      expect(cards.find((card) => card.id === test.id)).toMatchObject({ questionCount: 3, totalMarks: 3 });
      expect(cards.find((card) => card.id === onlyPremium.id)).toMatchObject({ questionCount: 0 });
      const attempt = (await t.post(`/api/mock-tests/${test.id}/attempts`, undefined, { as: student })).json();
      expect(attempt.questions.map((question: AttemptQuestion) => question.question).sort()).toEqual(test.mcqs.map((mcq) => mcq.question).sort());
      expect(attempt.maxScore).toBe(3);
      const empty = await t.post(`/api/mock-tests/${onlyPremium.id}/attempts`, undefined, { as: student });
      expect(empty.statusCode).toBe(404);
      expect(empty.json()).toMatchObject({ error: { code: 'no_questions' } });
    }
  });
});

describe('the key of a question in an open mock test reaches the student by no other route', () => {
  it('not through a practice round of its unit, an earlier review or a new round, until the test is submitted', async () => {
    const test = await buildMockTest(t, { questions: 4 });
    const student = await buildStudent(t);
    const secrets = test.mcqs.map((mcq) => mcq.explanation);

    // A practice round of the unit, and an earlier round already reviewed, both hold the test's questions.
    const earlier = (await t.post('/api/practice/attempts', { subject: 'physics', unit: test.unitSlug }, { as: student })).json();
    expect((await t.post(`/api/attempts/${earlier.id}/submit`, undefined, { as: student })).body).toContain(secrets[0]);
    const round = (await t.post('/api/practice/attempts', { subject: 'physics', unit: test.unitSlug }, { as: student })).json();
    const exam = await startTest(student, test);

    const reviews = [await t.post(`/api/attempts/${round.id}/submit`, undefined, { as: student }), await t.get(`/api/attempts/${earlier.id}`, { as: student })];
    for (const review of reviews) {
      expect(review.statusCode).toBe(200);
      for (const secret of secrets) expect(review.body).not.toContain(secret);
      for (const question of review.json().questions) {
        expect(question).toMatchObject({ isKeyWithheld: true, correctAnswer: null, explanation: null, isCorrect: null, marksAwarded: null });
      }
    }
    // Every question of the unit is in the open test: no new round can be made of them.
    const another = await t.post('/api/practice/attempts', { subject: 'physics', unit: test.unitSlug }, { as: student });
    expect(another.statusCode).toBe(404);

    await submit(student, exam.id);
    const after = await t.get(`/api/attempts/${round.id}`, { as: student });
    for (const secret of secrets) expect(after.body).toContain(secret);
    expect(after.json().questions.every((question: { isKeyWithheld: boolean }) => !question.isKeyWithheld)).toBe(true);
  });
});
