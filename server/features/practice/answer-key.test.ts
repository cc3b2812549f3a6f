import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildStudent, type TestUser } from '../../test/factories';
import { buildMcqs, buildMockTest, type BuiltMcq } from '../../test/practice-factories';

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
