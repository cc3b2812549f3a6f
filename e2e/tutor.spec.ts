import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_ADMIN, DEMO_STUDENT, expect, expectNoHorizontalScroll, expectNoSeriousAxeViolations, signInViaApi, test, readIn } from './fixtures';

const PHONE = { width: 360, height: 740 };

type TutorTexts = { quick: { bernoulli: string }; answer: { fromStudyMaterials: string }; tabs: { faq: string }; faq: { items: { how: { question: string } } } };
const texts = (language: 'en' | 'ne') => JSON.parse(readFileSync(new URL(`../web/src/locales/${language}/tutor.json`, import.meta.url), 'utf8')) as TutorTexts;

/** Today's count on the usage card ("2 of 5 questions used"). */
async function questionsUsed(page: Page) {
  const text = await page.getByText(/^\d+ of 5 questions used$/).textContent();
  return Number(/^(\d+)/.exec(text!.trim())![1]);
}

const CSRF = { 'x-requested-with': 'pariksha' };

/**
 * What an admin does on /admin/api-management, through its API: signs in, enrols an authenticator (its first code
 * computed from the shown secret), which opens the gate of this session, and adds a key for OpenAI (the stand-in
 * accepts any key).
 */
async function openGateAndAddKey(request: APIRequestContext) {
  await signInViaApi(request, DEMO_ADMIN, true);
  const { secret } = (await (await request.post('/api/admin/mfa/enrolment', { headers: CSRF })).json()) as { secret: string };
  const confirmed = await request.post('/api/admin/mfa/enrolment/confirm', { headers: CSRF, data: { code: await generate({ secret }) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const added = await request.post('/api/admin/api-keys', { headers: CSRF, data: { provider: 'openai', apiKeyName: 'Stand-in', apiKey: 'sk-stand-in-key-0001' } });
  expect(added.status(), await added.text()).toBe(201);
}

/** Switches OpenAI on or off in the AI Providers settings (the gate of this admin session open). */
async function setOpenAi(request: APIRequestContext, enabled: boolean) {
  const current = (await (await request.get('/api/admin/settings/ai-providers')).json()) as { settings: Record<string, { enabled: boolean }> };
  const saved = await request.put('/api/admin/settings/ai-providers', { headers: CSRF, data: { ...current.settings, openai: { ...current.settings.openai, enabled } } });
  expect(saved.status(), await saved.text()).toBe(200);
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

test('[tutor] with the AI stand-in configured, the answer streams in with links to our notes, and the provider was given the retrieved passages', async ({ browser, baseURL, ai }) => {
  test.setTimeout(120_000);
  const admin = await browser.newContext({ baseURL });
  await openGateAndAddKey(admin.request);
  await setOpenAi(admin.request, true);
  try {
    ai.reset();
    const answer = "Bernoulli's theorem: along a streamline $P + \\frac{1}{2}\\rho v^2 + \\rho g h$ is constant [1].\n\n1. Pressure energy, kinetic energy and potential energy per volume add up.\n2. Where the fluid speeds up, its pressure falls.";
    ai.respond('openai', { kind: 'answer', text: answer, chunkDelayMs: 120 });

    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await signInViaApi(page.request, DEMO_STUDENT);
    await page.goto('/ai-tutor');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Tutor' })).toBeVisible();
    await expect(page.getByText('The AI tutor is not switched on yet', { exact: false })).toHaveCount(0);
    const usedBefore = await questionsUsed(page);

    await page.getByLabel('Your question').fill("Explain Bernoulli's theorem for streamline flow");
    await page.getByRole('button', { name: 'Send' }).click();
    const log = page.getByRole('log', { name: 'Conversation with the AI tutor' });
    // The first words are on screen while the provider is still writing (Stop is offered until the end).
    await expect(log.getByText(/Bernoulli's theorem: along/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
    await expect(log.getByText('Where the fluid speeds up, its pressure falls.')).toBeVisible();
    await expect(log.locator('.katex').first()).toBeVisible();
    await expect(log.getByText('From our study material', { exact: true })).toBeVisible();
    const noteLink = log.getByRole('link', { name: /^Note: Bernoulli's Theorem and Its Applications/ }).first();
    await expect(noteLink).toHaveAttribute('href', /^\/notes\/physics\/[a-z-]+\?class=12&note=/);
    await expect(page.getByText(`${usedBefore + 1} of 5 questions used`)).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The stand-in got a well-formed request with the admin's key and model, and our passages in the prompt.
    const request = ai.received.find((received) => received.provider === 'openai')!;
    expect(request.headers.authorization).toBe('Bearer sk-stand-in-key-0001');
    expect(request.body).toMatchObject({ model: 'gpt-4o-mini', stream: true, max_completion_tokens: 1000 });
    expect(request.prompt).toContain("Explain Bernoulli's theorem for streamline flow");
    expect(request.prompt).toContain('streamline** (steady) flow every particle');

    await noteLink.click();
    await expect(page.getByRole('heading', { level: 2, name: "Bernoulli's Theorem and Its Applications" })).toBeVisible();
    await context.close();
  } finally {
    await setOpenAi(admin.request, false);
    await admin.close();
  }
});
