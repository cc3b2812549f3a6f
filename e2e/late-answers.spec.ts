import { expect, signInViaApi, signUpViaApi, startMockTest, test } from './fixtures';

/**
 * An answer chosen in time but held in the browser until after the deadline, when the server itself never stopped
 * (the student's connection dropped): the server refuses it, the test is graded with what arrived, and the result
 * names the refused answer (decision 067; the server's own outage, which moves the deadline, is tested through the API).
 */
test('[practice] an answer that reaches the server after the time was up is refused, and the result says which', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = `late-answer-${Date.now()}@example.com`;
  const password = 'Pokhara@2083x';
  await signUpViaApi(page.request, { fullName: 'Sita Thapa', email, phone: '+9779812300023', class: '12', faculty: 'science', school: 'Prithvi Narayan Campus', password });
  await signInViaApi(page.request, { email, password });

  await startMockTest(page, 'Quick Check: Physics in One Minute');
  const countdown = page.getByTestId('exam-countdown');

  await page.locator('button[role="radio"][value="A"]').click();
  await expect(page.getByText('All answers saved')).toBeVisible();
  // The connection drops; the second answer is chosen in time and waits in the browser past the deadline.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('button[role="radio"][value="B"]').click();
  await expect(page.getByText(/Offline: \d answers? waiting, retrying/)).toBeVisible();
  await expect(countdown).toHaveText('00:00', { timeout: 80_000 });
  // Well past the deadline and its 5-second grace.
  await page.waitForTimeout(8000);
  await context.setOffline(false);

  await expect(page.getByText('Your result')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('refused-answers')).toHaveText('This answer reached the server after the time was up and was not counted: question 2.');
  await expect(page.getByTestId('graded-question').nth(1)).toHaveAttribute('data-verdict', 'unanswered');
  await expect(page.getByTestId('graded-question').first()).not.toHaveAttribute('data-verdict', 'unanswered');
  await context.close();
});
