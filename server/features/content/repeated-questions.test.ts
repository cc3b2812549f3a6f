import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepeatedQuestionsResponse } from '@common/content';
import { normalizeQuestionText } from '@common/question-text';
import { pastPaperQuestions, pastPapers, subjects } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { expectClassAndSignInRequired } from '../../test/expectations';
import { DAY } from '../../test/clock';
import { buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { buildPastPaper } from '../../test/content-factories';

let t: TestApp;
let student: TestUser;

// Three Physics papers in which two questions come back with small wording changes, plus one-off questions,
// a question on the same topic that is not the same question, and papers outside a science student's scope.
beforeAll(async () => {
  t = await buildTestApp();
  student = await buildStudent(t, { class: '12', faculty: 'science' });
  await buildPastPaper(t, {
    year: 2019,
    title: 'Physics 2019',
    questions: [
      { text: "State Bernoulli's theorem and derive Bernoulli's equation for a streamline flow.", unit: 'Fluid Statics and Dynamics', marks: 8, solution: 'Bernoulli 2019 solution' },
      { text: 'Define electric flux. State and prove Gauss’s law in electrostatics.', marks: 5 },
      { text: 'What is a transformer? Why is its core laminated?', unit: 'Alternating Current', marks: 4 },
    ],
  });
  await buildPastPaper(t, {
    year: 2021,
    title: 'Physics 2021',
    isPremium: true,
    questions: [
      { text: "State Bernoulli's principle and derive Bernoulli's equation for streamline flow of a liquid.", unit: 'Fluid Statics and Dynamics', marks: 8, solution: 'Bernoulli 2021 premium solution' },
      { text: 'Explain the working of a moving coil galvanometer.', unit: 'Magnetism and Electromagnetic Induction', marks: 5 },
      { text: 'Derive an expression for the electric field due to an electric dipole on its axial line.', marks: 5 },
    ],
  });
  await buildPastPaper(t, {
    year: 2023,
    title: 'Physics 2023',
    questions: [
      { text: "State Bernoulli's theorem. Derive Bernoulli's equation for the streamline flow of a fluid.", unit: 'Fluid Statics and Dynamics', marks: 8 },
      { text: 'Define electric flux and state Gauss’s law in electrostatics. Prove it.', marks: 5, solution: 'Gauss premium-free solution' },
      { text: 'What is Doppler effect? Give two applications of it.', unit: 'Waves and Sound', marks: 4 },
    ],
  });
  await buildPastPaper(t, {
    year: 2024,
    title: 'Physics 2024 (same year twice)',
    questions: [{ text: 'What is a photocell? Write two uses of photocells.', unit: 'Modern Physics', marks: 4 }],
  });
  await buildPastPaper(t, {
    year: 2024,
    title: 'Physics 2024 second set',
    questions: [{ text: 'What is a photocell? Write two uses of a photocell.', unit: 'Modern Physics', marks: 4 }],
  });
  await buildPastPaper(t, {
    year: 2022,
    title: 'Chemistry 2022',
    subject: 'chemistry',
    questions: [{ text: 'Define rate constant of a reaction. Write the unit of rate constant of a first order reaction.', unit: 'Chemical Kinetics', marks: 5, solution: 'k has unit per second' }],
  });
  await buildPastPaper(t, {
    year: 2024,
    title: 'Chemistry 2024',
    subject: 'chemistry',
    questions: [{ text: 'Define rate constant. What is the unit of rate constant for a first order reaction?', unit: 'Chemical Kinetics', marks: 5 }],
  });
  for (const year of [2022, 2023]) {
    await buildPastPaper(t, {
      year,
      title: `Economics ${year}`,
      subject: 'economics',
      questions: [{ text: 'Define price elasticity of demand and explain its types.', unit: 'Elasticity', marks: 8 }],
    });
  }
});
afterAll(() => t.close());

const list = (query = '', as: TestUser = student) => t.getOk<RepeatedQuestionsResponse>(`/api/repeated-questions${query}`, { as });

describe('GET /api/repeated-questions', () => {
  it('groups rewordings of one question across years and leaves one-off questions out', async () => {
    const result = await list();
    const texts = result.questions.map((question) => question.text);
    expect(result.total).toBe(3);
    expect(texts).toHaveLength(3);

    const bernoulli = result.questions[0]!;
    expect(bernoulli.years).toEqual([2019, 2021, 2023]);
    expect(bernoulli.occurrences).toBe(3);
    expect(bernoulli.text).toContain("Derive Bernoulli's equation for the streamline flow of a fluid");
    expect(bernoulli).toMatchObject({ subject: { slug: 'physics', name: 'Physics' }, unit: 'Fluid Statics and Dynamics', unitSlug: 'fluid-statics-and-dynamics', marks: 8 });
    expect(bernoulli.appearances.map((appearance) => appearance.year)).toEqual([2023, 2021, 2019]);

    const gauss = result.questions.find((question) => question.text?.includes('Gauss'))!;
    expect(gauss.years).toEqual([2019, 2023]);
    const rate = result.questions.find((question) => question.subject.slug === 'chemistry')!;
    expect(rate.years).toEqual([2022, 2024]);

    // Same topic, different question; and a question repeated only within one year.
    expect(texts.some((text) => text?.includes('dipole'))).toBe(false);
    expect(texts.some((text) => text?.includes('photocell'))).toBe(false);
  });

  it('keeps other faculties’ subjects out of a science student’s groups and statistics', async () => {
    const science = await list();
    expect(science.questions.some((question) => question.subject.slug === 'economics')).toBe(false);
    expect(science.stats).toMatchObject({ repeatedQuestions: 3, questionsAnalysed: 13, papersAnalysed: 7, firstYear: 2019, lastYear: 2024, mostRepeatedYears: 3 });
    expect(science.subjects.map((subject) => subject.slug)).toEqual(['physics', 'chemistry', 'biology', 'mathematics']);

    const management = await buildStudent(t, { class: '12', faculty: 'management' });
    const theirs = await list('', management);
    expect(theirs.questions.map((question) => question.subject.slug)).toEqual(['economics']);
    expect(theirs.questions[0]!.years).toEqual([2022, 2023]);
  });

  it('shows a solution only from papers the viewer may open', async () => {
    const free = (await list()).questions[0]!;
    expect(free.solution).toBe('Bernoulli 2019 solution');
    const premiumStudent = await buildPremiumStudent(t);
    const premium = (await list('', premiumStudent)).questions[0]!;
    expect(premium.solution).toBe('Bernoulli 2021 premium solution');
    const chemistry = (await list('?subject=chemistry')).questions[0]!;
    expect(chemistry.solution).toBe('k has unit per second');
    expect(chemistry.solutionLocked).toBe(false);
  });

  it('hides from a free student the wording of every appearance in a premium paper, in the list, the search and the PDF', async () => {
    const bernoulli = (await list()).questions[0]!;
    const premiumAppearance = bernoulli.appearances.find((appearance) => appearance.year === 2021)!;
    expect(premiumAppearance).toEqual({ year: 2021, paperTitle: 'Physics 2021', questionNumber: expect.any(String), text: null, locked: true, marks: 8 });
    expect(bernoulli.appearances.filter((appearance) => !appearance.locked).map((appearance) => appearance.year)).toEqual([2023, 2019]);
    const body = JSON.stringify(await list());
    expect(body).not.toContain("Bernoulli's principle");
    // A word found only in the premium wording matches nothing for a free student, and the premium wording for a premium one.
    expect((await list('?search=principle')).total).toBe(0);
    const premiumStudent = await buildPremiumStudent(t);
    const premium = await list('?search=principle', premiumStudent);
    expect(premium.questions[0]!.appearances.find((appearance) => appearance.year === 2021)).toMatchObject({ locked: false, text: expect.stringContaining("Bernoulli's principle") });
    const pdf = await pdfText((await t.get('/api/repeated-questions/pdf?subject=physics', { as: student })).rawPayload);
    expect(pdf).not.toContain("Bernoulli's principle");
  });

  it('locks a group asked only in premium papers: unit, marks and years, without its wording', async () => {
    for (const year of [2020, 2022]) {
      await buildPastPaper(t, {
        year,
        title: `Chemistry ${year} premium set`,
        subject: 'chemistry',
        isPremium: true,
        questions: [{ text: 'State Faraday’s first law of electrolysis. How much copper is deposited by 2 A in 30 minutes?', unit: 'Electrochemistry', marks: 6 }],
      });
    }
    await t.events.publish({ topic: 'past_papers', ids: [], audience: { kind: 'everyone' } });
    const lockedGroup = async (as: TestUser) => (await list('?subject=chemistry', as)).questions.find((question) => question.unit === 'Electrochemistry');
    await expect.poll(() => lockedGroup(student)).toMatchObject({ text: null, locked: true, years: [2020, 2022], marks: 6, solution: null });
    expect((await lockedGroup(student))!.appearances.every((appearance) => appearance.locked && appearance.text === null)).toBe(true);
    expect(await lockedGroup(await buildPremiumStudent(t))).toMatchObject({ locked: false, text: expect.stringContaining('Faraday') });
  });

  it('marks a solution locked when only a premium paper holds it, and premium ends with its expiry date', async () => {
    const paperYearOne = await buildPastPaper(t, {
      year: 2020,
      title: 'Biology 2020',
      subject: 'biology',
      isPremium: true,
      questions: [{ text: 'Describe the structure of a nephron with a labelled diagram.', unit: 'Human Physiology', marks: 8, solution: 'Nephron: Bowman capsule…' }],
    });
    await buildPastPaper(t, {
      year: 2022,
      title: 'Biology 2022',
      subject: 'biology',
      questions: [{ text: 'Describe the structure of nephron with a neat labelled diagram.', unit: 'Human Physiology', marks: 8 }],
    });
    expect(paperYearOne.isPremium).toBe(true);
    const free = (await list('?subject=biology')).questions[0]!;
    expect(free).toMatchObject({ years: [2020, 2022], solution: null, solutionLocked: true });

    const premium = await buildPremiumStudent(t, { subscriptionExpiresAt: new Date(t.clock.now().getTime() + DAY) });
    expect((await list('?subject=biology', premium)).questions[0]!.solution).toBe('Nephron: Bowman capsule…');
    t.clock.advance(DAY + 1000);
    expect((await list('?subject=biology', premium)).questions[0]).toMatchObject({ solution: null, solutionLocked: true });
  });

  it('filters by subject, year and search, and computes the insights from what is shown', async () => {
    const physics = await list('?subject=physics');
    expect(physics.questions.every((question) => question.subject.slug === 'physics')).toBe(true);
    expect(physics.total).toBe(2);
    expect(physics.stats.repeatedQuestions).toBeGreaterThanOrEqual(3);
    expect(physics.insights.topUnits.map((unit) => unit.unit).sort()).toEqual(['Electrostatics', 'Fluid Statics and Dynamics']);
    expect(physics.insights.topYears[0]).toEqual({ year: 2023, repeats: 2 });

    const year2021 = await list('?year=2021');
    expect(year2021.questions.map((question) => question.years)).toEqual([[2019, 2021, 2023]]);

    const search = await list(`?search=${encodeURIComponent('gauss LAW')}`);
    expect(search.questions.map((question) => question.text)).toEqual([expect.stringContaining('Gauss')]);
    expect((await list('?search=bernoulli&year=2024')).total).toBe(0);
    expect((await list('?search=photocell')).total).toBe(0);
  });

  it('refuses bad filters with 400 and a class-less profile with the profile message', async () => {
    for (const query of ['?year=1999', '?year=2031', '?year=twenty', '?subject=Physics!', `?search=${'x'.repeat(201)}`]) {
      const response = await t.get(`/api/repeated-questions${query}`, { as: student });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
    await expectClassAndSignInRequired(t, '/api/repeated-questions');
  });
});

describe('GET /api/repeated-questions/pdf', () => {
  it('answers a real PDF of the filtered list', async () => {
    const response = await t.get('/api/repeated-questions/pdf?subject=physics', { as: student });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="repeated-questions.pdf"; filename*=UTF-8''repeated-questions.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Repeated Questions');
    expect(text).toContain('Bernoulli');
    expect(text).toContain('2019, 2021, 2023');
    expect(text).not.toContain('rate constant');
    expect(text).not.toContain('Bernoulli 2021 premium solution');
    expect(text).toContain('Page 1 of');
  });

  it('prints its fixed texts, numbers and page footer in Nepali for a Nepali reader', async () => {
    const nepali = await buildStudent(t, { class: '12', faculty: 'science', language: 'ne' });
    const text = await pdfText((await t.get('/api/repeated-questions/pdf?subject=physics', { as: nepali })).rawPayload);
    // Words chosen without ि or a reph, which pdf.js reads in drawing order (decision 078).
    for (const expected of ['कक्षा १२', 'सबैभन्दा धेरै', '१. Physics · Fluid Statics and Dynamics · ८ अङ्क', 'Bernoulli', '३ पटक', 'समाधान', 'पृष्ठ १ / १']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('२०१९, २०२१, २०२३');
    expect(text).not.toMatch(/Repeated Questions|Page \d|marks|Solution|Asked|Class 12|all years/);
  });
});

describe('the grouping cache', () => {
  it('keeps the groups until a past_papers event says papers changed, then regroups', async () => {
    const question = 'State and explain the law of conservation of angular momentum with an example.';
    const count = async () => (await list('?subject=physics&search=angular momentum conservation')).total;
    expect(await count()).toBe(0);
    // Inserted behind the app's back (no event yet), like a paper saved on another instance a moment ago.
    const subject = (await t.db.select().from(subjects).where(and(eq(subjects.class, '12'), eq(subjects.slug, 'physics'))))[0]!;
    for (const year of [2019, 2021]) {
      const [paper] = await t.db
        .insert(pastPapers)
        .values({ title: `Physics ${year} (cache)`, class: '12', subjectId: subject.id, year, examBoard: 'NEB' })
        .returning();
      await t.db.insert(pastPaperQuestions).values({
        pastPaperId: paper!.id,
        questionNumber: '1',
        text: question,
        normalizedText: normalizeQuestionText(question),
        marks: 5,
        unit: 'Rotational Dynamics',
        unitSlug: 'rotational-dynamics',
      });
    }
    expect(await count()).toBe(0);
    await t.events.publish({ topic: 'past_papers', ids: [], audience: { kind: 'everyone' } });
    await expect.poll(count, { timeout: 5000 }).toBe(1);
  });

  it('builds the PDF once for parallel downloads and serves it again until papers change', async () => {
    const url = '/api/repeated-questions/pdf?subject=physics&search=momentum';
    const downloads = await Promise.all(Array.from({ length: 5 }, () => t.get(url, { as: student })));
    const first = downloads[0]!.rawPayload;
    // PDFKit stamps each document with its creation time: identical bytes mean one build served them all.
    for (const download of downloads) expect(download.rawPayload.equals(first)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.get(url, { as: student })).rawPayload.equals(first)).toBe(true);

    const question = 'Define linear momentum and derive its relation with force from Newton’s second law.';
    for (const year of [2018, 2020]) {
      await buildPastPaper(t, { year, title: `Physics ${year} momentum`, subject: 'physics', questions: [{ text: question, unit: 'Mechanics', marks: 4 }] });
    }
    await t.events.publish({ topic: 'past_papers', ids: [], audience: { kind: 'everyone' } });
    await expect.poll(async () => pdfText((await t.get(url, { as: student })).rawPayload), { timeout: 5000 }).toContain('Define linear momentum');
  });
});
