import type { Page } from '@playwright/test';
import { isCodeMail } from '../server/test/code-messages';
import { CAPTCHA_ANSWER, expect, readIn, recordCaptchaRequests, signInViaApi, test } from './fixtures';

const DEVANAGARI = /[\u0900-\u097F]/;
const BS_MONTH = /(वैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मङ्सिर|पुस|माघ|फागुन|चैत) [०-९]/;

/**
 * The numbers the app writes in the page's main area with Latin digits (0-9); none should remain in Nepali. What
 * authors wrote (an exam called 'Grade 12 Pre-Board', an English note) stays as written: a text with Latin letters
 * is theirs, and an email address is written as typed.
 */
function latinDigitTexts(page: Page) {
  return page.locator('main').evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // An email address is written as it is typed.
      const written = text.replace(/\S+@\S+/g, '');
      if (/[0-9]/.test(written) && !/[A-Za-z]/.test(written)) found.push(text.trim());
    }
    return found;
  });
}

/** Opens a screen, waits for its Devanagari heading and settled content, and checks it has no Latin digit. */
async function visit(page: Page, path: string, heading: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"], main .animate-pulse')).toHaveCount(0);
  expect(await page.locator('main h1').innerText()).toMatch(DEVANAGARI);
  expect(await latinDigitTexts(page), `${path}: Latin digits`).toEqual([]);
}

test('[nepali] a visitor switches to Nepali, signs up, reads every screen in Nepali, and a second device keeps it', async ({ page, browser, baseURL, mail }) => {
  test.setTimeout(180_000);
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

  await visit(page, '/dashboard', /सीता पौडेल/);
  // Upcoming exams on Bikram Sambat days, with the days left in Devanagari.
  await expect(page.locator('main').getByText(new RegExp(`${BS_MONTH.source} · [०-९]+ दिनमा`)).first()).toBeVisible();
  await visit(page, '/notes', 'अध्ययन नोट - कक्षा १२');
  await visit(page, '/mcq', 'बहुवैकल्पिक प्रश्न अभ्यास');
  await visit(page, '/mocktest', 'मोक टेस्ट');
  await visit(page, '/pastpapers', 'पुराना प्रश्नपत्र');
  await visit(page, '/profile', DEVANAGARI);
  await expect(page.getByRole('heading', { name: 'व्यक्तिगत विवरण' })).toBeVisible();
  // The day the account was made, in Bikram Sambat.
  await expect(page.locator('main').getByText(BS_MONTH).first()).toBeVisible();
  await visit(page, '/subscription', DEVANAGARI);
  await expect(page.locator('main').getByText(/रु\. [०-९]/).first()).toBeVisible();
  await visit(page, '/ai-tutor', DEVANAGARI);
  await expect(page.getByRole('heading', { name: 'आजका AI प्रश्नहरू' })).toBeVisible();

  // Another device (a new browser context, English on it) signs in and reads Nepali: the profile keeps the choice.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await signInViaApi(second.request, { email, password });
  await second.goto('/dashboard');
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
