import type { Page } from '@playwright/test';
import { isCodeMail } from '../server/test/code-messages';
import { CAPTCHA_ANSWER, expect, readIn, recordCaptchaRequests, test } from './fixtures';

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_DIGIT = /[०-९]/;
const BS_MONTHS = 'वैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मङ्सिर|पुस|माघ|फागुन|चैत';
const AD_MONTHS = 'जन\\.|फेब्रु\\.|मार्च|अप्रि\\.|मे|जुन|जुला\\.|अग\\.|सेप्टे\\.|अक्टो\\.|नोभे\\.|डिसे\\.';
/** A day as a Nepali reader reads it (decision 091): Bikram Sambat, then AD beside it, both in Devanagari digits. */
const BS_DATE = new RegExp(`[०-९]{4} (${BS_MONTHS}) [०-९]{1,2} \\([०-९]{4} (${AD_MONTHS}) [०-९]{1,2}\\)`);

/**
 * Every string the API sent the page (titles, questions, names, an email address): what authors and users wrote is
 * shown as written, digits and all; everything else on a Nepali screen is the app's, and writes Devanagari digits.
 */
function recordServedTexts(page: Page) {
  const served = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') served.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/') || !response.headers()['content-type']?.includes('application/json')) return;
    collect(await response.json().catch(() => undefined));
  });
  return served;
}

/**
 * The texts of the page's main area with a Latin digit (0-9) that the app wrote: none should remain in Nepali. A text
 * with words in it that is part of what the API sent is the author's (an exam called 'Grade 12 Pre-Board', a question
 * about 20 cm), and mathematics is notation; a bare number or a date never is.
 */
function latinDigitTexts(page: Page, served: Set<string>) {
  const authored = [...served].filter((text) => /[0-9]/.test(text));
  return page.locator('main').evaluate((main, authored) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!/[0-9]/.test(text) || node.parentElement?.closest('.katex')) continue;
      if (/\p{L}/u.test(text) && authored.some((written) => written.includes(text))) continue;
      found.push(text);
    }
    return found;
  }, authored);
}

/** The main area is read in Nepali: Devanagari digits in it, and no Latin digit the app wrote. */
async function expectNepaliNumbers(page: Page, served: Set<string>, screen: string) {
  await expect(page.locator('main'), `${screen}: Devanagari digits`).toContainText(DEVANAGARI_DIGIT);
  // The API's answers are read as they arrive: what a screen shows is checked once they are all in.
  await expect.poll(() => latinDigitTexts(page, served), { message: `${screen}: Latin digits`, timeout: 5_000 }).toEqual([]);
}

/** Opens a screen, waits for its Devanagari heading and settled content, and checks its numbers. */
async function visit(page: Page, served: Set<string>, path: string, heading: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"], main .animate-pulse')).toHaveCount(0);
  expect(await page.locator('main h1').innerText()).toMatch(DEVANAGARI);
  await expectNepaliNumbers(page, served, path);
}

test('[nepali] a visitor switches to Nepali, signs up, reads every screen in Nepali, and a second device keeps it', async ({ page, browser, baseURL, mail }) => {
  test.setTimeout(180_000);
  const served = recordServedTexts(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Change language' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEVANAGARI);

  const email = `nepali-${Date.now()}@example.com`;
  const password = 'Nepali@2026';
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'आफ्नो खाता बनाउनुहोस्' })).toBeVisible();
  await page.getByLabel('पूरा नाम').fill('सीता पौडेल');
  await page.getByLabel('इमेल').fill(email);
  await page.getByLabel('फोन नम्बर').fill('9812345679');
  await page.getByLabel('कक्षा', { exact: true }).selectOption('12');
  await page.getByLabel('संकाय').selectOption('science');
  await page.getByLabel('विद्यालय/कलेज').fill('पोखरा क्याम्पस');
  await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
  await page.getByLabel('पासवर्ड पुष्टि गर्नुहोस्').fill(password);
  await page.getByLabel('सुरक्षा जाँच', { exact: true }).fill(CAPTCHA_ANSWER);
  await page.getByRole('checkbox', { name: /सेवाका सर्तहरू/ }).check();
  await page.getByRole('button', { name: 'खाता बनाउनुहोस्' }).click();
  // Email OTP is on by default: the mailed code confirms the address before the first sign-in.
  await expect(page.getByRole('heading', { name: 'आफ्नो इमेल प्रमाणित गर्नुहोस्' })).toBeVisible();
  // The code arrives in Nepali, in Devanagari digits (decision 058); the student types it as they read it.
  const codeMail = await mail.waitForMail(email, { subject: isCodeMail, timeoutMs: 15_000 });
  expect(codeMail.subject).toBe('तपाईंको परीक्षा प्रमाणीकरण कोड');
  const code = /तपाईंको परीक्षा प्रमाणीकरण कोड ([०-९]{6}) हो।/.exec(codeMail.text)?.[1];
  expect(code, codeMail.text).toBeDefined();
  await page.getByLabel('प्रमाणीकरण कोड').fill(code!);
  await page.getByRole('button', { name: 'प्रमाणित गर्नुहोस्' }).click();
  await expect(page.getByText('खाता सफलतापूर्वक बन्यो! कृपया आफ्नो विवरणले साइन इन गर्नुहोस्।')).toBeVisible();

  await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
  await page.getByLabel('सुरक्षा जाँच', { exact: true }).fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'साइन इन', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const main = page.locator('main');
  await visit(page, served, '/dashboard', /सीता पौडेल/);
  // Upcoming exams on their Bikram Sambat days with AD beside them, and the days left, in Devanagari.
  await expect(main.getByText(new RegExp(`${BS_DATE.source} · [०-९]+ दिनमा`)).first()).toBeVisible();

  await visit(page, served, '/notes', 'अध्ययन नोट - कक्षा १२');
  await expect(page.getByTestId('note-card').first().getByText(BS_DATE)).toBeVisible();

  // Practice: a question opened and answered, numbered in Devanagari.
  await visit(page, served, '/mcq', 'बहुवैकल्पिक प्रश्न अभ्यास');
  await page.goto('/mcq/physics/optics');
  await expect(page.getByRole('group', { name: 'प्रश्न १ / ४' })).toBeVisible();
  await expect(main.getByText('प्रश्न १ / ४ · समय सीमा छैन')).toBeVisible();
  await page.locator('button[role="radio"][value="A"]').click();
  await expect(main.getByText('सबै उत्तर सुरक्षित भए')).toBeVisible();
  await expectNepaliNumbers(page, served, 'a practice question');

  // A mock test: the exam screen numbers its questions and counts down in Devanagari digits.
  await visit(page, served, '/mocktest', 'मोक टेस्ट');
  await page.getByTestId('mock-test-card').filter({ hasText: 'Physical Chemistry Unit Test' }).getByRole('button', { name: 'परीक्षा सुरु गर्नुहोस्' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'सुरु', exact: true }).click();
  await expect(page).toHaveURL(/\/mocktest\?attempt=/);
  await expect(page.getByTestId('exam-countdown')).toHaveText(/^([०-९]:)?[०-९]{2}:[०-९]{2}$/);
  await expect(page.getByRole('group', { name: /^प्रश्न १ \/ [०-९]+$/ })).toBeVisible();
  await expect(main.getByText(/^प्रश्न १ \/ [०-९]+ · [०-९]+ मध्ये ० उत्तर दिइयो$/)).toBeVisible();
  await expectNepaliNumbers(page, served, 'the exam screen');

  await visit(page, served, '/pastpapers', 'पुराना प्रश्नपत्र');
  await visit(page, served, '/profile', DEVANAGARI);
  await expect(page.getByRole('heading', { name: 'व्यक्तिगत विवरण' })).toBeVisible();
  // The day the account was made.
  await expect(main.getByText(BS_DATE).first()).toBeVisible();
  await visit(page, served, '/subscription', DEVANAGARI);
  await expect(main.getByText(/रु\. [०-९]/).first()).toBeVisible();
  // Premium is preselected: the summary says until which day it would last.
  await expect(main.getByText('प्रिमियम सम्म').locator('..').getByText(BS_DATE)).toBeVisible();
  await visit(page, served, '/notifications', 'सूचनाहरू');
  await expect(main.locator('time').filter({ hasText: BS_DATE }).first()).toBeVisible();
  await visit(page, served, '/ai-tutor', DEVANAGARI);
  await expect(page.getByRole('heading', { name: 'आजका AI प्रश्नहरू' })).toBeVisible();

  // Another device (a new browser context, English on it) signs in through the form and reads Nepali: the profile keeps the choice.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await second.goto('/login');
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  await second.getByLabel('Email').fill(email);
  await second.getByLabel('Password', { exact: true }).fill(password);
  await second.getByLabel('Security Check').fill(CAPTCHA_ANSWER);
  await second.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(second.getByRole('heading', { level: 1, name: /सीता पौडेल/ })).toBeVisible();
  await other.close();
  await readIn(page, 'en');
});

test('[nepali] the sign-in page in Nepali shows the captcha the server sent, with its Nepali label and read-aloud button', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pariksha-language', 'ne'));
  const captchaRequests = recordCaptchaRequests(page);
  const sent = await (await page.goto('/login'))!.text();
  const sentId = /data-challenge-id="([^"]+)"/.exec(sent)?.[1];
  expect(sentId).toBeTruthy();
  // The app's own Nepali render replaced the English page, and took its challenge (decision 087).
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('img', { name: 'सुरक्षा जाँचको तस्बिर: देखिएका ५ अक्षर लेख्नुहोस्' })).toHaveAttribute('data-challenge-id', sentId!);
  await expect(page.getByRole('button', { name: 'बरु अक्षरहरू सुन्नुहोस्' })).toBeVisible();
  expect(captchaRequests).toEqual([]);
});
