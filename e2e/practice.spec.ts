import type { APIRequestContext, Page } from '@playwright/test';
import { readDemoQuestionFiles } from '../server/db/seed/content/data-files';
import { parseAiken } from '../server/features/content/mcq-import-formats';
import { DEMO_STUDENT, expect, expectNoHorizontalScroll, expectNoSeriousAxeViolations, signInViaApi, signUpViaApi, startMockTest, test } from './fixtures';

/** The demo bank's answer key, by question text, as the seed stores it (the test knows it; the browser never gets it). */
const KEY = new Map(readDemoQuestionFiles().flatMap((file) => parseAiken(file.text).questions.map((mcq) => [mcq.question, mcq.correctAnswer] as const)));
const LETTERS = ['A', 'B', 'C', 'D'] as const;

const PHONE = { width: 360, height: 740 };

/** A Class 12 science student of its own, through the sign-up API, signed in on this context. */
async function signUpScienceStudent(request: APIRequestContext) {
  const email = `exam-taker-${Date.now()}@example.com`;
  const password = 'Pokhara@2083x';
  await signUpViaApi(request, { fullName: 'Bikash Gurung', email, phone: '+9779812300022', class: '12', faculty: 'science', school: 'Prithvi Narayan Campus', password });
  await signInViaApi(request, { email, password });
}

async function dashboardNumbers(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-tests')).toBeVisible();
  await expect(page.getByTestId('review-due-count')).toBeVisible();
  return {
    tests: Number(await page.getByTestId('stat-tests').textContent()),
    average: (await page.getByTestId('stat-average').textContent())!.trim(),
    streak: (await page.getByTestId('stat-streak').textContent())!.trim(),
    due: Number((await page.getByTestId('review-due-count').textContent())!.match(/\d+/)![0]),
  };
}

/** The question on screen, its right letter from the seed key, and one wrong letter. */
async function currentQuestion(page: Page) {
  const text = (await page.locator('fieldset p').nth(1).textContent())!.trim();
  const right = KEY.get(text);
  expect(right, `seeded question: ${text}`).toBeDefined();
  return { text, right: right!, wrong: LETTERS.find((letter) => letter !== right)! };
}

const choose = (page: Page, letter: string) => page.locator(`button[role="radio"][value="${letter}"]`).click();

test('[practice] a student practises a unit, sees the score and explanations, the dashboard counts it and the mistake comes back for review', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await signInViaApi(page.request, DEMO_STUDENT);

  const before = await dashboardNumbers(page);
  await expect(page.getByRole('heading', { name: 'Welcome back, Aarav Sharma!' })).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan');
  await expect(page.getByTestId('upcoming-exams').getByRole('listitem')).toHaveCount(3);
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'MCQ Practice' }).first().click();
  await expect(page).toHaveURL(/\/mcq$/);
  await page.getByRole('tab', { name: 'Physics' }).click();
  await page.getByRole('link', { name: 'Practise Optics' }).click();
  await expect(page).toHaveURL(/\/mcq\/physics\/optics\?attempt=/);
  await expect(page.getByText('Question 1 of 4 · No time limit')).toBeVisible();
  await expectNoHorizontalScroll(page);

  // The first answer wrong, the other three right.
  let missed = '';
  for (let n = 1; n <= 4; n++) {
    await expect(page.getByRole('group', { name: `Question ${n} of 4` })).toBeVisible();
    const action = page.getByRole('button', { name: n === 4 ? 'Finish' : 'Next' });
    await expect(action).toBeDisabled();
    const question = await currentQuestion(page);
    if (n === 1) missed = question.text;
    await choose(page, n === 1 ? question.wrong : question.right);
    await expect(page.getByText('All answers saved')).toBeVisible();
    await action.click();
  }

  await expect(page.getByText('Your result')).toBeVisible();
  await expect(page.getByTestId('result-percentage')).toHaveText('75%');
  const graded = page.getByTestId('graded-question');
  await expect(graded).toHaveCount(4);
  await expect(graded.filter({ hasText: missed })).toHaveAttribute('data-verdict', 'incorrect');
  await expect(graded.filter({ hasText: missed }).getByText('Correct answer')).toBeVisible();
  await expect(page.locator('[data-verdict="correct"]')).toHaveCount(3);
  await expect(page.getByText('Explanation', { exact: true })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Analytics' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  const after = await dashboardNumbers(page);
  expect(after.tests).toBe(before.tests + 1);
  if (before.tests === 0) {
    expect(before.average).toBe('--%');
    expect(after.average).toBe('75%');
    expect(before.streak).toBe('0 days');
  }
  expect(after.streak).toBe('1 day');
  expect(after.due).toBe(before.due + 1);
  await expect(page.getByTestId('recent-activity').getByText('Physics: Optics')).toBeVisible();

  // Review mistakes serves the missed question; answering it right moves it to a later day.
  await page.getByRole('link', { name: 'Review mistakes' }).click();
  await expect(page.getByTestId('review-due')).toHaveText(`${after.due} due today`);
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByRole('group', { name: `Question 1 of ${after.due}` })).toBeVisible();
  const reviewed: string[] = [];
  for (let n = 1; n <= after.due; n++) {
    const question = await currentQuestion(page);
    reviewed.push(question.text);
    await choose(page, question.right);
    await page.getByRole('button', { name: n === after.due ? 'Finish' : 'Next' }).click();
  }
  expect(reviewed).toContain(missed);
  await expect(page.getByText('Your result')).toBeVisible();
  await expect(page.getByTestId('result-percentage')).toHaveText('100%');
  expect((await dashboardNumbers(page)).due).toBe(0);

  await page.goto('/mcq?view=analytics');
  await expect(page.getByRole('heading', { name: 'Performance Analytics' })).toBeVisible();
  await expect(page.getByText('Accuracy by subject')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Accuracy over time' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await context.close();
});

test('[practice] a mock test keeps answers through a dropped connection and a reload, keeps the remaining time, and submits itself at the deadline', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await signUpScienceStudent(page.request);

  await page.goto('/mocktest');
  await expect(page.getByTestId('mock-usage')).toHaveText('0 of 10 free mock tests used this month.');
  const premiumCard = page.getByTestId('mock-test-card').filter({ hasText: 'CEE Medical Entrance Model Test' });
  await expect(premiumCard.getByRole('link', { name: 'Upgrade Required' })).toHaveAttribute('href', '/subscription');
  await expectNoHorizontalScroll(page);

  await startMockTest(page, 'Quick Check: Physics in One Minute');
  const countdown = page.getByTestId('exam-countdown');
  await expect(countdown).toHaveText(/0[01]:\d\d/);

  await choose(page, 'A');
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'B');
  await page.getByRole('button', { name: 'Mark for review' }).click();
  await expect(page.getByText('All answers saved')).toBeVisible();
  const palette = page.getByRole('navigation', { name: 'Question palette' });
  await expect(palette.getByRole('button', { name: 'Question 1, Answered' })).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Question 2, Marked for review' })).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Question 3, Not visited' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // The connection drops while the third answer is chosen: it waits, visibly, and goes out once back online.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'C');
  await expect(page.getByText(/Offline: \d answers? waiting, retrying/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 15_000 });
  await palette.getByRole('button', { name: 'Question 2, Marked for review' }).click();

  const secondsLeft = async () => {
    const [minutes, seconds] = (await countdown.textContent())!.trim().split(':').map(Number);
    return minutes! * 60 + seconds!;
  };
  const beforeReload = await secondsLeft();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Question 2 of 3' })).toBeVisible();
  await expect(page.locator('button[role="radio"][value="B"]')).toHaveAttribute('aria-checked', 'true');
  await expect(palette.getByRole('button', { name: 'Question 1, Answered' })).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Question 2, Marked for review' })).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Question 3, Answered' })).toBeVisible();
  const afterReload = await secondsLeft();
  expect(afterReload).toBeLessThanOrEqual(beforeReload);
  expect(afterReload).toBeGreaterThan(beforeReload - 10);

  // Nobody presses Submit: at zero the test submits itself and the result appears.
  await expect(page.getByText('Your result')).toBeVisible({ timeout: 80_000 });
  const graded = page.getByTestId('graded-question');
  await expect(graded).toHaveCount(3);
  await expect(page.getByText('Your answer')).toHaveCount(3);
  await expect(page.locator('[data-verdict="unanswered"]')).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  await page.goto('/mocktest');
  await expect(page.getByTestId('mock-usage')).toHaveText('1 of 10 free mock tests used this month.');
  await context.close();
});

test('[practice] the dashboard, practice, exam, result, mock test and analytics screens have no serious accessibility violations, light or dark', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.addInitScript((value) => localStorage.setItem('pariksha-theme', value), theme);
    await signInViaApi(page.request, DEMO_STUDENT);
    const check = (what: string) => expectNoSeriousAxeViolations(page, `${theme} ${what}`);

    await page.goto('/dashboard');
    await expect(page.getByTestId('upcoming-exams')).toBeVisible();
    await check('dashboard');
    await page.goto('/mcq');
    await expect(page.getByRole('tab', { name: 'Chemistry' })).toBeVisible();
    await check('MCQ practice');
    await page.goto('/mcq/chemistry/polymers');
    await expect(page.getByRole('group', { name: /Question 1 of/ })).toBeVisible();
    await choose(page, 'A');
    await check('practice question');
    await page.goto('/mocktest');
    await expect(page.getByTestId('mock-test-card').first()).toBeVisible();
    await check('mock tests');
    await startMockTest(page, 'Physical Chemistry Unit Test');
    await expect(page.getByTestId('exam-countdown')).toBeVisible();
    await choose(page, 'B');
    await page.getByRole('button', { name: 'Mark for review' }).click();
    await check('exam');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Submit test' }).click();
    await expect(page.getByText('Your result')).toBeVisible();
    await check('result');
    await page.goto('/mcq?view=analytics');
    await expect(page.getByRole('heading', { name: 'Performance Analytics' })).toBeVisible();
    await check('analytics');
    await context.close();
  }
});
