import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_STUDENT, expect, expectNoHorizontalScroll, expectNoSeriousAxeViolations, signInViaApi, test, readIn } from './fixtures';

const PHONE = { width: 360, height: 740 };

type TutorTexts = { quick: { bernoulli: string }; answer: { fromStudyMaterials: string }; tabs: { faq: string }; faq: { items: { how: { question: string } } } };
const texts = (language: 'en' | 'ne') => JSON.parse(readFileSync(new URL(`../web/src/locales/${language}/tutor.json`, import.meta.url), 'utf8')) as TutorTexts;

/** Today's count on the usage card ("2 of 5 questions used"). */
async function questionsUsed(page: Page) {
  const text = await page.getByText(/^\d+ of 5 questions used$/).textContent();
  return Number(/^(\d+)/.exec(text!.trim())![1]);
}

test('[tutor] with no AI provider configured, a student gets the matching study-material passages and related questions, labelled as such', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await signInViaApi(page.request, DEMO_STUDENT);

  await page.goto('/ai-tutor');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Tutor' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'AI Chat', selected: true })).toBeVisible();
  await expect(page.getByText('The AI tutor is not switched on yet, so answers come straight from our study materials.')).toBeVisible();
  const usedBefore = await questionsUsed(page);

  // A blank question is ignored: Send stays off and Enter sends nothing.
  const question = page.getByLabel('Your question');
  await question.fill('   ');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await question.press('Enter');
  await expect(page.getByText('Ask your first question')).toBeVisible();

  await question.fill("Explain Bernoulli's theorem for streamline flow");
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Conversation with the AI tutor' });
  await expect(log.getByText("Explain Bernoulli's theorem for streamline flow")).toBeVisible();
  await expect(log.getByText('From our study materials', { exact: true })).toBeVisible();
  await expect(log.getByText('These passages from our notes and formula bank match your question:')).toBeVisible();
  const passage = log.getByRole('article').filter({ has: page.getByRole('heading', { name: /^Bernoulli's Theorem and Its Applications/ }) }).first();
  await expect(passage).toBeVisible();
  await expect(passage.getByText('Note · Physics')).toBeVisible();
  const related = log.getByRole('listitem').filter({ hasText: "Bernoulli's equation for a flowing ideal fluid expresses the conservation of" });
  await expect(related).toBeVisible();
  await expect(related.getByRole('link', { name: 'Practise Physics questions' })).toHaveAttribute('href', /^\/mcq\/physics\/[a-z-]+$/);
  // A study-material answer is not an AI answer: it costs none of the day's questions.
  await expect(page.getByText(`${usedBefore} of 5 questions used`)).toBeVisible();
  await expectNoHorizontalScroll(page);

  // The conversation is kept: a reload shows it in the history, and it reopens with its passages.
  await page.reload();
  const history = page.getByRole('button', { name: /^Explain Bernoulli's theorem for streamline flow/ });
  await history.click();
  await expect(log.getByText('From our study materials', { exact: true })).toBeVisible();

  // The passage links to our note.
  await passage.getByRole('link', { name: 'Open the note' }).click();
  await expect(page).toHaveURL(/\/notes\/physics\/[a-z-]+\?class=12&note=/);
  await expect(page.getByRole('heading', { level: 2, name: "Bernoulli's Theorem and Its Applications" })).toBeVisible();

  // Deleting the conversation removes it from the history.
  await page.goto('/ai-tutor');
  await page.getByRole('button', { name: "Delete conversation Explain Bernoulli's theorem for streamline flow" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Conversation deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Explain Bernoulli's theorem for streamline flow/ })).toHaveCount(0);
  await context.close();
});

test('[tutor] the tutor page fits a 360 px phone and has no serious accessibility violations, light or dark, in English and Nepali', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  for (const [theme, language] of [['light', 'en'], ['dark', 'ne']] as const) {
    const text = texts(language);
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await page.addInitScript(([themeValue, languageValue]) => {
      localStorage.setItem('pariksha-theme', themeValue);
      localStorage.setItem('pariksha-language', languageValue);
    }, [theme, language]);
    await signInViaApi(page.request, DEMO_STUDENT);
    await readIn(page, language);
    await page.goto('/ai-tutor');
    await page.getByRole('button', { name: text.quick.bernoulli }).click();
    await expect(page.getByText(text.answer.fromStudyMaterials, { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page, `${theme} ${language} AI chat`);
    await page.getByRole('tab', { name: text.tabs.faq }).click();
    await expect(page.getByText(text.faq.items.how.question)).toBeVisible();
    await expectNoSeriousAxeViolations(page, `${theme} ${language} FAQ & Samples`);
    await readIn(page, 'en');
    await context.close();
  }
});
