import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, studentActivity, userProgress } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { expectClassAndSignInRequired } from '../../test/expectations';
import { buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { buildMcqs, type BuiltMcq } from '../../test/practice-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Fails when a response before submission carries an answer key or an explanation. */
function expectNoAnswerKey(body: string, questions: BuiltMcq[]) {
  expect(body).not.toMatch(/correctAnswer|correct_answer|explanation|isCorrect|marksAwarded/i);
  for (const mcq of questions) expect(body).not.toContain(mcq.explanation);
}

async function startPractice(user: TestUser, subject: string, unit: string) {
  return t.post('/api/practice/attempts', { subject, unit }, { as: user });
}

describe('GET /api/practice/subjects', () => {
  it("lists the science student's four subjects with every syllabus unit and the question counts", async () => {
    const built = await buildMcqs(t, { count: 3, subject: 'chemistry', unit: 'Electrochemistry' });
    await buildMcqs(t, { count: 2, subject: 'chemistry', unit: 'Electrochemistry', isPremium: true });
    const student = await buildStudent(t);
    const response = await t.get('/api/practice/subjects', { as: student });
    expect(response.statusCode).toBe(200);
    const catalog = response.json();
    expect(catalog.contentClass).toBe('12');
    expect(catalog.subjects.map((subject: { name: string }) => subject.name)).toEqual(['Physics', 'Chemistry', 'Biology', 'Mathematics']);
    const chemistry = catalog.subjects.find((subject: { slug: string }) => subject.slug === 'chemistry');
    expect(chemistry.units[0]).toMatchObject({ slug: 'volumetric-analysis', name: 'Volumetric Analysis', questionCount: 0 });
    expect(chemistry.units.find((unit: { slug: string }) => unit.slug === built.unitSlug)).toMatchObject({ questionCount: 3, lockedCount: 2 });

    const premium = await buildPremiumStudent(t);
    const premiumChemistry = (await t.get('/api/practice/subjects', { as: premium })).json().subjects[1];
    expect(premiumChemistry.units.find((unit: { slug: string }) => unit.slug === built.unitSlug)).toMatchObject({ questionCount: 5, lockedCount: 0 });
  });

  it('follows the class and faculty of the profile', async () => {
    const management = await buildStudent(t, { faculty: 'management' });
    const names = (await t.get('/api/practice/subjects', { as: management })).json().subjects.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Mathematics', 'Economics', 'Accounting', 'Business Studies']);
    const classTen = await buildStudent(t, { class: '10', faculty: null });
    const tenth = (await t.get('/api/practice/subjects', { as: classTen })).json();
    expect(tenth.contentClass).toBe('10');
    expect(tenth.subjects.map((s: { name: string }) => s.name)).toContain('Optional Math');
    const entrance = await buildStudent(t, { class: 'entrance', faculty: null });
    expect((await t.get('/api/practice/subjects', { as: entrance })).json().subjects.map((s: { name: string }) => s.name)).toEqual([
      'Physics',
      'Chemistry',
      'Biology',
      'Mathematics',
    ]);
  });

  it('asks a student without a class to update the profile, and refuses visitors', async () => {
    await expectClassAndSignInRequired(t, '/api/practice/subjects');
  });
});

describe('a practice round', () => {
  it('serves up to 10 questions without answers, saves choices, grades on submit and shows the key only then', async () => {
    const built = await buildMcqs(t, { count: 12 });
    const student = await buildStudent(t);
    const bodies: string[] = [];

    const started = await startPractice(student, 'physics', built.unitSlug);
    expect(started.statusCode).toBe(201);
    bodies.push(started.body);
    const attempt = started.json();
    expect(attempt).toMatchObject({ kind: 'practice', status: 'in_progress', deadlineAt: null, maxScore: 10, subjectSlug: 'physics', unitSlug: built.unitSlug });
    expect(attempt.questions).toHaveLength(10);
    expect(attempt.questions.map((q: { position: number }) => q.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const byQuestion = new Map(built.mcqs.map((mcq) => [mcq.question, mcq]));
    const keyOf = (position: number) => byQuestion.get(attempt.questions[position - 1].question)!;
    // Seven right, two wrong, one unanswered.
    for (let position = 1; position <= 9; position++) {
      const mcq = keyOf(position);
      const save = await t.put(
        `/api/attempts/${attempt.id}/answers/${position}`,
        { answer: position <= 7 ? mcq.correctAnswer : mcq.wrongAnswer, timeSpentMs: 1000 * position },
        { as: student },
      );
      expect(save.statusCode).toBe(200);
      bodies.push(save.body);
    }
    const reread = await t.get(`/api/attempts/${attempt.id}`, { as: student });
    bodies.push(reread.body);
    expect(reread.json().questions[0].chosenAnswer).toBe(keyOf(1).correctAnswer);
    expect(reread.json().currentPosition).toBe(9);
    bodies.push((await t.get('/api/attempts', { as: student })).body);
    for (const body of bodies) expectNoAnswerKey(body, built.mcqs);

    const submitted = await t.post(`/api/attempts/${attempt.id}/submit`, undefined, { as: student });
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json();
    expect(result).toMatchObject({ status: 'submitted', score: 7, maxScore: 10, percentage: 70, correctCount: 7, wrongCount: 2, unansweredCount: 1 });
    expect(result.totalTimeMs).toBe(45_000);
    expect(result.questions[0]).toMatchObject({ isCorrect: true, correctAnswer: keyOf(1).correctAnswer, explanation: keyOf(1).explanation, marksAwarded: 1 });
    expect(result.questions[7]).toMatchObject({ isCorrect: false, chosenAnswer: keyOf(8).wrongAnswer, correctAnswer: keyOf(8).correctAnswer });
    expect(result.questions[9]).toMatchObject({ isCorrect: null, chosenAnswer: null });
    expect(result.bySubject).toEqual([expect.objectContaining({ subjectName: 'Physics', unit: null, correct: 7, percentage: 70 })]);
    expect(result.byUnit).toEqual([expect.objectContaining({ subjectName: 'Physics', unit: built.unit, questions: 10 })]);

    const [progress] = await t.db.select().from(userProgress).where(eq(userProgress.attemptId, attempt.id));
    expect(progress).toMatchObject({ completed: true, score: 70, progressData: expect.objectContaining({ percentage: 90 }) });
    const activity = await t.db.select().from(studentActivity).where(eq(studentActivity.userId, student.id));
    expect(activity).toEqual([expect.objectContaining({ activityType: 'mcq', contentTitle: `Physics: ${built.unit}`, progressPercentage: 70, subjectName: 'Physics' })]);
    expect(t.published.some((event) => event.topic === 'user_progress' && event.ids.includes(attempt.id))).toBe(true);
  });

  it('answers with the stored result when submitted again, and refuses answers after submission', async () => {
    const built = await buildMcqs(t, { count: 3 });
    const student = await buildStudent(t);
    const attempt = (await startPractice(student, 'physics', built.unitSlug)).json();
    await t.put(`/api/attempts/${attempt.id}/answers/1`, { answer: 'A' }, { as: student });
    const first = (await t.post(`/api/attempts/${attempt.id}/submit`, undefined, { as: student })).json();
    const second = await t.post(`/api/attempts/${attempt.id}/submit`, undefined, { as: student });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ...first, serverNow: second.json().serverNow });
    const late = await t.put(`/api/attempts/${attempt.id}/answers/2`, { answer: 'B' }, { as: student });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('attempt_submitted');
    const rows = await t.db.select().from(userProgress).where(eq(userProgress.attemptId, attempt.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps the latest choice, the review mark and the largest time; null clears a choice', async () => {
    const built = await buildMcqs(t, { count: 2 });
    const student = await buildStudent(t);
    const attempt = (await startPractice(student, 'physics', built.unitSlug)).json();
    const url = `/api/attempts/${attempt.id}/answers/2`;
    expect((await t.put(url, { answer: 'C', timeSpentMs: 5000 }, { as: student })).json()).toMatchObject({ chosenAnswer: 'C', timeSpentMs: 5000 });
    expect((await t.put(url, { isMarkedForReview: true, timeSpentMs: 3000 }, { as: student })).json()).toMatchObject({
      chosenAnswer: 'C',
      isMarkedForReview: true,
      timeSpentMs: 5000,
    });
    expect((await t.put(url, { answer: null }, { as: student })).json()).toMatchObject({ chosenAnswer: null, isMarkedForReview: true });
    const visited = await t.put(`/api/attempts/${attempt.id}/answers/1`, {}, { as: student });
    expect(visited.json()).toMatchObject({ chosenAnswer: null, isMarkedForReview: false });
    const view = (await t.get(`/api/attempts/${attempt.id}`, { as: student })).json();
    expect(view.questions.map((q: { isVisited: boolean }) => q.isVisited)).toEqual([true, true]);
    expect(view.currentPosition).toBe(1);
  });

  it('Try Again starts a fresh attempt that prefers questions not yet answered right', async () => {
    const built = await buildMcqs(t, { count: 14 });
    const student = await buildStudent(t);
    const first = (await startPractice(student, 'physics', built.unitSlug)).json();
    const byQuestion = new Map(built.mcqs.map((mcq) => [mcq.question, mcq]));
    for (const question of first.questions) {
      await t.put(`/api/attempts/${first.id}/answers/${question.position}`, { answer: byQuestion.get(question.question)!.correctAnswer }, { as: student });
    }
    await t.post(`/api/attempts/${first.id}/submit`, undefined, { as: student });
    const second = (await startPractice(student, 'physics', built.unitSlug)).json();
    expect(second.id).not.toBe(first.id);
    const firstSet = new Set(first.questions.map((q: { question: string }) => q.question));
    const unseen = second.questions.filter((q: { question: string }) => !firstSet.has(q.question));
    expect(unseen).toHaveLength(4);
    expect(second.questions.slice(0, 4)).toEqual(unseen);
  });

  it('serves premium questions only to premium students', async () => {
    const built = await buildMcqs(t, { count: 3, isPremium: true });
    const free = await buildStudent(t);
    const response = await startPractice(free, 'physics', built.unitSlug);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('no_questions');
    const premium = await buildPremiumStudent(t);
    expect((await startPractice(premium, 'physics', built.unitSlug)).json().questions).toHaveLength(3);
  });

  it('refuses unknown subjects and units, subjects outside the faculty and malformed bodies', async () => {
    const student = await buildStudent(t);
    expect((await startPractice(student, 'astrology', 'stars')).statusCode).toBe(404);
    expect((await startPractice(student, 'physics', 'no-such-unit')).statusCode).toBe(404);
    expect((await startPractice(student, 'accounting', 'ratio-analysis')).statusCode).toBe(404);
    const extra = await t.post('/api/practice/attempts', { subject: 'physics', unit: 'optics', count: 50 }, { as: student });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toContain('count');
    const bad = await t.post('/api/practice/attempts', { subject: 'Physics!', unit: '' }, { as: student });
    expect(bad.statusCode).toBe(400);
    expect((await t.post('/api/practice/attempts', { subject: 'physics', unit: 'optics' })).statusCode).toBe(401);
    const noClass = await buildStudent(t, { class: null, faculty: null });
    expect((await startPractice(noClass, 'physics', 'optics')).json().error.code).toBe('class_required');
  });
});

describe('attempts belong to their student', () => {
  it("answers 404 for another student's attempt on every route and changes nothing", async () => {
    const built = await buildMcqs(t, { count: 2 });
    const owner = await buildStudent(t);
    const other = await buildStudent(t);
    const attempt = (await startPractice(owner, 'physics', built.unitSlug)).json();
    expect((await t.get(`/api/attempts/${attempt.id}`, { as: other })).statusCode).toBe(404);
    expect((await t.put(`/api/attempts/${attempt.id}/answers/1`, { answer: 'A' }, { as: other })).statusCode).toBe(404);
    expect((await t.post(`/api/attempts/${attempt.id}/submit`, undefined, { as: other })).statusCode).toBe(404);
    const [row] = await t.db.select().from(attempts).where(eq(attempts.id, attempt.id));
    expect(row).toMatchObject({ status: 'in_progress', currentPosition: 1 });
    expect((await t.get(`/api/attempts/${attempt.id}`, { as: owner })).json().questions[0].chosenAnswer).toBeNull();
    expect((await t.get('/api/attempts', { as: other })).json().attempts).toEqual([]);
  });

  it('validates ids, positions and answer bodies', async () => {
    const built = await buildMcqs(t, { count: 2 });
    const student = await buildStudent(t);
    const attempt = (await startPractice(student, 'physics', built.unitSlug)).json();
    expect((await t.get('/api/attempts/not-a-uuid', { as: student })).statusCode).toBe(400);
    expect((await t.put(`/api/attempts/${attempt.id}/answers/0`, { answer: 'A' }, { as: student })).statusCode).toBe(400);
    expect((await t.put(`/api/attempts/${attempt.id}/answers/3`, { answer: 'A' }, { as: student })).statusCode).toBe(404);
    expect((await t.put(`/api/attempts/${attempt.id}/answers/1`, { answer: 'E' }, { as: student })).statusCode).toBe(400);
    expect((await t.put(`/api/attempts/${attempt.id}/answers/1`, { answer: 'A', correct: true }, { as: student })).statusCode).toBe(400);
    expect((await t.put(`/api/attempts/${attempt.id}/answers/1`, { timeSpentMs: -5 }, { as: student })).statusCode).toBe(400);
    const [row] = await t.db.select().from(attempts).where(eq(attempts.id, attempt.id));
    expect(row!.currentPosition).toBe(1);
    expect((await t.get(`/api/attempts/${attempt.id}`, { as: student })).json().questions.every((q: { isVisited: boolean }) => !q.isVisited)).toBe(true);
  });
});
