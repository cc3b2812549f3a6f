import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildSessionUser } from '@/test/factories';
import { json, renderRoutes, stubApi } from '@/test/harness';
import { AdminLoginPage, LoginPage } from './login-page';
import { requestFirstCaptcha } from './queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

const student = buildSessionUser();

function renderAt(path: string, queryClient = createQueryClient()) {
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '/dashboard', element: <p>student dashboard</p> },
      { path: '/admin/dashboard', element: <p>admin dashboard</p> },
    ],
    path,
    queryClient,
  );
}

function stubCaptchas() {
  let issued = 0;
  return () => json(200, { id: `captcha-${++issued}`, image: `data:image/png;base64,${issued}` });
}

async function fillAndSubmit(answer: string, button = 'Sign In') {
  await screen.findByRole('img', { name: /Security check image/ });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'student@example.com' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'Student@2026' } });
  fireEvent.change(screen.getByLabelText('Security Check'), { target: { value: answer } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

/** An API that refuses every sign-in's captcha answer; `bodies` are the sign-ins the form sent. */
function stubWrongCaptchaAnswers() {
  const bodies: unknown[] = [];
  const fetchMock = stubApi({
    'GET /api/auth/captcha': stubCaptchas(),
    'POST /api/auth/login': (init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json(400, { error: { code: 'invalid_captcha', message: 'Invalid CAPTCHA. Please try again.' } });
    },
  });
  return { bodies, fetchMock };
}

describe('the sign-in page', () => {
  it('after a wrong captcha shows the spec message, loads a new image and clears the answer', async () => {
    const { bodies, fetchMock } = stubWrongCaptchaAnswers();
    renderAt('/login');
    await fillAndSubmit('WRONG');
    expect(await screen.findByText('Invalid CAPTCHA. Please try again.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Security Check') as HTMLInputElement).value).toBe(''));
    expect(bodies).toEqual([{ email: 'student@example.com', password: 'Student@2026', captchaId: 'captcha-1', captchaAnswer: 'WRONG' }]);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/captcha')).toHaveLength(2));
  });

  it('shows the challenge asked for as the app started, without asking for a second one', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/captcha': stubCaptchas() });
    const client = createQueryClient();
    requestFirstCaptcha(client, '/login');
    requestFirstCaptcha(client, '/features');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    renderAt('/login', client);
    expect(((await screen.findByRole('img', { name: /Security check image/ })) as HTMLImageElement).src).toBe('data:image/png;base64,1');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/captcha')).toHaveLength(1);
  });

  it('signs in with the challenge the server put in the page, once, then asks for a new one', async () => {
    const { bodies, fetchMock } = stubWrongCaptchaAnswers();
    // The prerendered page as the server sent it (decision 087), before the app takes it over.
    const page = document.body.appendChild(document.createElement('div'));
    page.id = 'root';
    page.innerHTML = '<img src="data:image/png;base64,in-page" data-challenge-id="in-page-1" alt="">';
    const client = createQueryClient();
    requestFirstCaptcha(client, '/login');
    page.remove();
    renderAt('/login', client);
    expect(((await screen.findByRole('img', { name: /Security check image/ })) as HTMLImageElement).src).toBe('data:image/png;base64,in-page');
    expect(fetchMock).not.toHaveBeenCalled();
    await fillAndSubmit('WRONG');
    expect(await screen.findByText('Invalid CAPTCHA. Please try again.')).toBeTruthy();
    expect(bodies).toEqual([{ email: 'student@example.com', password: 'Student@2026', captchaId: 'in-page-1', captchaAnswer: 'WRONG' }]);
    // Spent: the next attempt shows a new challenge.
    await waitFor(() => expect((screen.getByRole('img', { name: /Security check image/ }) as HTMLImageElement).src).toBe('data:image/png;base64,1'));
  });

  it('shows the locked message with the time', async () => {
    stubApi({
      'GET /api/auth/captcha': stubCaptchas(),
      'POST /api/auth/login': () =>
        json(429, { error: { code: 'account_locked', message: 'locked', lockedUntil: '2026-11-22T06:30:00.000Z' } }),
    });
    renderAt('/login');
    await fillAndSubmit('ABCDE');
    // 06:30 UTC is 12:15 in Nepal.
    expect(await screen.findByText('Account temporarily locked due to too many failed attempts. Try again after 12:15 pm.')).toBeTruthy();
  });

  it('offers the owner of a locked account an emailed unlock link', async () => {
    const requests: unknown[] = [];
    stubApi({
      'GET /api/auth/captcha': stubCaptchas(),
      'POST /api/auth/admin-login': () => json(429, { error: { code: 'account_locked', message: 'locked', lockedUntil: '2026-11-22T06:30:00.000Z' } }),
      'POST /api/auth/unlock-request': (init) => {
        requests.push(JSON.parse(String(init?.body)));
        return json(200, { message: 'sent' });
      },
    });
    renderAt('/admin/login');
    await fillAndSubmit('ABCDE', 'Access Admin Panel');
    fireEvent.click(await screen.findByRole('button', { name: 'Email me an unlock link' }));
    expect(await screen.findByText('If an account uses this email, we have sent it a link to unlock sign-in. Check your inbox.')).toBeTruthy();
    expect(requests).toEqual([{ email: 'student@example.com' }]);
  });

  it.each([
    [200, { message: 'Your account is unlocked. You can sign in now.' }, 'Your account is unlocked. You can sign in now.'],
    [400, { error: { code: 'invalid_unlock_token', message: 'This unlock link is invalid or has expired. Ask for a new one from the sign-in page.' } }, 'This unlock link is invalid or has expired. Ask for a new one from the sign-in page.'],
  ])('uses the emailed unlock link of /login?unlock= once (answer %i) and says how it went', async (status, answer, shown) => {
    const tokens: unknown[] = [];
    stubApi({
      'GET /api/auth/captcha': stubCaptchas(),
      'POST /api/auth/unlock': (init) => {
        tokens.push(JSON.parse(String(init?.body)));
        return json(status, answer);
      },
    });
    renderAt('/login?unlock=the-token');
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(tokens).toEqual([{ token: 'the-token' }]);
  });

  it('says in the reader’s words when this address asked for too many captchas', async () => {
    stubApi({
      'GET /api/auth/captcha': () =>
        json(429, { error: { code: 'captcha_rate_limited', message: 'Too many captcha requests. Please wait a few minutes and try again.' } }),
    });
    renderAt('/login');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many captcha requests. Please wait a few minutes and try again.');
  });

  it('reads the captcha aloud on request, and the spoken challenge is the one sent', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'GET /api/auth/captcha': stubCaptchas(),
      'GET /api/auth/captcha/audio': () => json(200, { id: 'spoken-1', audio: 'data:audio/wav;base64,UklGRg==' }),
      'POST /api/auth/login': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(401, { error: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
      },
    });
    renderAt('/login');
    await screen.findByRole('img', { name: /Security check image/ });
    fireEvent.click(screen.getByRole('button', { name: 'Listen to the characters instead' }));
    await waitFor(() => expect(screen.getByLabelText('Security check recording: the 5 characters spoken').getAttribute('src')).toBe('data:audio/wav;base64,UklGRg=='));
    await fillAndSubmit('ABCDE');
    await waitFor(() => expect(bodies).toEqual([{ email: 'student@example.com', password: 'Student@2026', captchaId: 'spoken-1', captchaAnswer: 'ABCDE' }]));
  });

  it('goes to /dashboard after a student signs in', async () => {
    stubApi({ 'GET /api/auth/captcha': stubCaptchas(), 'POST /api/auth/login': () => json(200, student) });
    renderAt('/login');
    await fillAndSubmit('ABCDE');
    expect(await screen.findByText('student dashboard')).toBeTruthy();
    expect(await screen.findByText('Login successful!')).toBeTruthy();
  });

  it('the admin sign-in says Access Admin Panel, links to the student login and lands on /admin/dashboard', async () => {
    stubApi({ 'GET /api/auth/captcha': stubCaptchas(), 'POST /api/auth/admin-login': () => json(200, { ...student, role: 'admin' }) });
    renderAt('/admin/login');
    expect(screen.getByRole('link', { name: 'Student login' }).getAttribute('href')).toBe('/login');
    await fillAndSubmit('ABCDE', 'Access Admin Panel');
    expect(await screen.findByText('admin dashboard')).toBeTruthy();
  });
});
