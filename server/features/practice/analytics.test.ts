import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildStudent, type TestUser } from '../../test/factories';
import { buildMcqs, type BuiltMcq } from '../../test/practice-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Unit = { subject: string; unitSlug: string; mcqs: BuiltMcq[] };

/** One practice round answering the first `right` questions right, the next `wrong` wrong, `timeMs` on each. */
async function practise(user: TestUser, unit: Unit, right: number, wrong: number, timeMs: number) {
  const attempt = (await t.post('/api/practice/attempts', { subject: unit.subject, unit: unit.unitSlug }, { as: user })).json();
  const key = new Map(unit.mcqs.map((mcq) => [mcq.question, mcq]));
  for (const question of attempt.questions.slice(0, right + wrong)) {
    const mcq = key.get(question.question)!;
    const answer = question.position <= right ? mcq.correctAnswer : mcq.wrongAnswer;
    await t.put(`/api/attempts/${attempt.id}/answers/${question.position}`, { answer, timeSpentMs: timeMs }, { as: user });
  }
  return (await t.post(`/api/attempts/${attempt.id}/submit`, undefined, { as: user })).json();
}

describe('GET /api/practice/analytics', () => {
  it('is empty for a new student', async () => {
    const student = await buildStudent(t);
    const response = await t.get('/api/practice/analytics', { as: student });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totals: { answered: 0, correct: 0, accuracy: 0, averageTimeMs: 0, attempts: 0 },
      bySubject: [],
      byUnit: [],
      weakestTopics: [],
      timeline: [],
      recentScores: [],
    });
    expect((await t.get('/api/practice/analytics')).statusCode).toBe(401);
  });

  it('computes accuracy per subject and unit (weakest first), weakest topics, the timeline in Nepal days and recent scores', async () => {
    const optics = await buildMcqs(t, { count: 4, subject: 'physics', topics: ['Lenses'] });
    const waves = await buildMcqs(t, { count: 4, subject: 'physics', topics: ['Doppler effect'] });
    const kinetics = await buildMcqs(t, { count: 4, subject: 'chemistry', topics: ['Rate law'] });
    const student = await buildStudent(t);

    t.clock.set('2026-11-21T18:30:00Z'); // 00:15 on 22 November in Nepal
    await practise(student, optics, 3, 1, 10_000); // 75 %
    t.clock.set('2026-11-22T06:00:00Z');
    await practise(student, waves, 1, 3, 20_000); // 25 %
    const last = await practise(student, kinetics, 2, 1, 30_000); // 2 of 3 answered right; 1 unanswered

    const analytics = (await t.get('/api/practice/analytics', { as: student })).json();
    expect(analytics.totals).toEqual({ answered: 11, correct: 6, accuracy: 54.5, averageTimeMs: 19091, attempts: 3 });
    expect(analytics.bySubject).toEqual([
      { subjectSlug: 'physics', subjectName: 'Physics', answered: 8, correct: 4, accuracy: 50, averageTimeMs: 15000 },
      { subjectSlug: 'chemistry', subjectName: 'Chemistry', answered: 3, correct: 2, accuracy: 66.7, averageTimeMs: 30000 },
    ]);
    expect(analytics.byUnit.map((unit: { unitSlug: string; accuracy: number }) => [unit.unitSlug, unit.accuracy])).toEqual([
      [waves.unitSlug, 25],
      [kinetics.unitSlug, 66.7],
      [optics.unitSlug, 75],
    ]);
    expect(analytics.weakestTopics.map((topic: { topic: string }) => topic.topic)).toEqual(['Doppler effect', 'Rate law', 'Lenses']);
    expect(analytics.weakestTopics[0]).toMatchObject({ subjectName: 'Physics', answered: 4, correct: 1, accuracy: 25 });
    expect(analytics.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ date: '2026-11-22', unitSlug: optics.unitSlug, answered: 4, correct: 3 }),
        expect.objectContaining({ date: '2026-11-22', unitSlug: kinetics.unitSlug, subjectSlug: 'chemistry', answered: 3, correct: 2 }),
      ]),
    );
    expect(analytics.recentScores[0]).toMatchObject({ id: last.id, percentage: 50, kind: 'practice' });
    expect(analytics.recentScores).toHaveLength(3);

    const other = await buildStudent(t);
    expect((await t.get('/api/practice/analytics', { as: other })).json().totals.answered).toBe(0);
  });
});
