import type { Locator, Page } from '@playwright/test';
import { CAPTCHA_ANSWER, expect, signUpViaApi, test, waitForLivePage } from './fixtures';

/**
 * A keyboard-only student (decision 052): every step is a key press (no clicks), and wherever focus lands it can be
 * seen. Sign in, practise a question, sit and submit a mock test with the exam shortcuts, use the skip link, switch
 * language.
 */

/** The focused element draws an outline or a ring (on itself, or on the option label around a radio), or is a highlighted menu item. */
async function expectVisibleFocus(page: Page) {
  const problem = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'nothing is focused';
    const shows = (element: Element) => {
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // Menu items show focus as a highlighted background (they are never outlined).
    const highlighted = focused.matches('[role="menuitem"]') && getComputedStyle(focused).backgroundColor !== 'rgba(0, 0, 0, 0)';
    const label = focused.closest('label');
    if (shows(focused) || highlighted || (label && shows(label))) return null;
    return `no visible focus on ${focused.outerHTML.slice(0, 160)}`;
  });
  expect(problem).toBeNull();
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking that each stop shows its focus. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** On a freshly opened page the first Tab shows the skip link, and Enter puts focus on the page's main content. */
async function skipToMain(page: Page) {
  await waitForLivePage(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

test('[keyboard] a student signs in, practises, sits and submits a mock test with the exam shortcuts and switches language, by keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = `keyboard-${Date.now()}@example.com`;
  const password = 'Dhulikhel@2083';
  await signUpViaApi(page.request, { fullName: 'Kabita Rai', email, phone: '+9779812300031', class: '12', faculty: 'science', school: 'Kathmandu Model College', password });

  // Sign in: the skip link leads past the header straight to the form.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await skipToMain(page);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await tabTo(page, page.getByLabel('Security Check'));
  await page.keyboard.type(CAPTCHA_ANSWER);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Kabita Rai!' })).toBeVisible();

  // Practise: through the header's navigation to a unit, and one question answered.
  await tabTo(page, page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'MCQ Practice' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mcq$/);
  await tabTo(page, page.getByRole('tab', { name: 'Physics' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Practise Optics' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Question 1 of 4' })).toBeVisible();
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expect(page.getByText('All answers saved')).toBeVisible();

  // A mock test: the skip link on a signed-in page, then the exam by its shortcuts.
  await page.goto('/mocktest');
  await expect(page.getByTestId('mock-test-card').first()).toBeVisible();
  await skipToMain(page);
  const card = page.getByTestId('mock-test-card').filter({ hasText: 'Physical Chemistry Unit Test' });
  await tabTo(page, card.getByRole('button', { name: 'Start Test' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mocktest\?attempt=/);
  await expect(page.getByTestId('exam-shortcuts')).toContainText('Keyboard shortcuts:');

  const palette = page.getByRole('navigation', { name: 'Question palette' });
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByRole('group', { name: 'Question 2 of 15' })).toBeVisible();
  // Focus stays on the options, so Space chooses on the new question at once.
  await expect(page.getByRole('radio').first()).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('m');
  await expect(page.getByRole('button', { name: 'Mark for review' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Question 1, Answered' })).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Question 2, Marked for review' })).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.getByRole('group', { name: 'Question 1 of 15' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Submit', exact: true }), true);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('1 question is marked for review.');
  // Shortcuts rest while the confirmation is open.
  await page.keyboard.press('n');
  await tabTo(page, confirm.getByRole('button', { name: 'Submit test' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your result')).toBeVisible();

  // Switch language from the account menu in the header: arrows move through the menu.
  await tabTo(page, page.getByRole('button', { name: 'Account menu' }), true);
  await page.keyboard.press('Enter');
  const nepali = page.getByRole('menuitem', { name: 'नेपाली' });
  await expect(nepali).toBeVisible();
  for (let presses = 0; presses < 10 && !(await nepali.evaluate((item) => item === document.activeElement)); presses++) {
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(page);
  }
  await expect(nepali).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('navigation', { name: 'मुख्य नेभिगेसन' }).getByRole('link', { name: 'MCQ अभ्यास' })).toBeVisible();
});
