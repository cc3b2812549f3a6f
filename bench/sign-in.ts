import { CAPTCHA_ANSWER } from '../server/test/app-process';

export const DEMO_STUDENT = { email: 'student@example.com', password: 'Student@2026' };

/** Signs a demo account in through the API (the bench servers accept the fixed captcha answer) and returns its cookie. */
export async function signIn(baseURL: string, account: { email: string; password: string }): Promise<string> {
  const captcha = (await (await fetch(`${baseURL}/api/auth/captcha`)).json()) as { id: string };
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'pariksha' },
    body: JSON.stringify({ ...account, captchaId: captcha.id, captchaAnswer: CAPTCHA_ANSWER }),
  });
  if (!response.ok) throw new Error(`sign-in of ${account.email} failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}
