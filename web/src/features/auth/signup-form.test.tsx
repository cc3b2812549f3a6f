import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubApi } from '@/test/harness';
import { SignupPage } from './signup-page';

beforeEach(() => {
  // The terms checkbox (Radix) measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const captcha = () => json(200, { id: 'captcha-1', image: 'data:image/png;base64,AA==' });

function LoginStandIn() {
  const location = useLocation();
  return <p>login with {(location.state as { email?: string } | null)?.email}</p>;
}

function renderSignup(path = '/signup') {
  renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/login', element: <LoginStandIn /> },
    ],
    path,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input, select' }), { target: { value } });

async function fillForm({ password = 'Journey@2026', studentClass = '12' } = {}) {
  await screen.findByRole('img', { name: /Security check image/ });
  type('Full Name', 'Sita Gurung');
  type('Email', 'sita@example.com');
  type('Phone Number', '9841000000');
  type('Class', studentClass);
  if (studentClass === '12') type('Faculty', 'science');
  type('School/College', 'Janapriya Secondary School');
  type('Password', password);
  type('Confirm Password', password);
  type('Security Check', 'ABCDE');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

describe('the sign-up form', () => {
  it('creates the account with what was typed and goes to sign-in with the email', async () => {
    let body: unknown;
    stubApi({
      'GET /api/auth/captcha': captcha,
      'POST /api/auth/signup': (init) => {
        body = JSON.parse(String(init?.body));
        return json(201, { id: 'u1', email: 'sita@example.com' });
      },
    });
    renderSignup('/signup?ref=abc123');
    expect(await screen.findByText('Referral code ABC123 will be applied to your account')).toBeTruthy();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('login with sita@example.com')).toBeTruthy();
    expect(await screen.findByText('Account created successfully! Please sign in with your credentials.')).toBeTruthy();
    expect(body).toEqual({
      fullName: 'Sita Gurung',
      email: 'sita@example.com',
      phone: '+9779841000000',
      class: '12',
      faculty: 'science',
      school: 'Janapriya Secondary School',
      password: 'Journey@2026',
      confirmPassword: 'Journey@2026',
      acceptTerms: true,
      captchaId: 'captcha-1',
      captchaAnswer: 'ABCDE',
      referralCode: 'ABC123',
      language: 'en',
    });
  });

  it('opens Faculty only for Class 12 and drops it when the class changes', async () => {
    stubApi({ 'GET /api/auth/captcha': captcha });
    renderSignup();
    await fillForm();
    const faculty = screen.getByLabelText('Faculty') as HTMLSelectElement;
    expect(faculty.value).toBe('science');
    type('Class', '10');
    await waitFor(() => expect(faculty.disabled).toBe(true));
    expect(faculty.value).toBe('');
  });

  it('keeps Create Account off until the password is strong enough and confirmed', async () => {
    stubApi({ 'GET /api/auth/captcha': captcha });
    renderSignup();
    await fillForm({ password: 'weak' });
    const submit = screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type('Password', 'Journey@2026');
    expect(submit.disabled).toBe(true);
    type('Confirm Password', 'Journey@2026');
    expect(submit.disabled).toBe(false);
  });

  it('marks the email field when the address already has an account', async () => {
    stubApi({
      'GET /api/auth/captcha': captcha,
      'POST /api/auth/signup': () => json(409, { error: { code: 'email_taken', message: 'An account with this email already exists' } }),
    });
    renderSignup();
    await fillForm({ studentClass: '10' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('An account with this email already exists').length).toBeGreaterThan(0);
    expect(screen.queryByText(/^login with/)).toBeNull();
  });
});
