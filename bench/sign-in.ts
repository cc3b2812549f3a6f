import { CAPTCHA_ANSWER } from '../server/test/app-process';

export const DEMO_STUDENT = { email: 'student@example.com', password: 'Student@2026' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin@2026' };

/** The Cookie header a browser would send back after these Set-Cookie headers (the session and the device cookie). */
export function cookiesOf(setCookies: string[]): string {
  const cookie = setCookies.map((setCookie) => setCookie.split(';')[0]!).join('; ');
  if (!cookie.includes('pariksha_session=')) throw new Error('the sign-in set no session cookie');
  return cookie;
}

/** Signs a demo account in through the API (the bench servers accept the fixed captcha answer) and returns its cookies. */
export async function signIn(baseURL: string, account: { email: string; password: string }, path = '/api/auth/login'): Promise<string> {
  const captcha = (await (await fetch(`${baseURL}/api/auth/captcha`)).json()) as { id: string };
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'pariksha' },
    body: JSON.stringify({ ...account, captchaId: captcha.id, captchaAnswer: CAPTCHA_ANSWER }),
  });
  if (!response.ok) throw new Error(`sign-in of ${account.email} failed: ${response.status} ${await response.text()}`);
  return cookiesOf(response.headers.getSetCookie());
}
