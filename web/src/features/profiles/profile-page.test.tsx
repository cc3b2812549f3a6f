import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@common/profiles';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { textsWithLatinDigits, readInNepali } from '@/test/language';
import { ProfilePage } from './profile-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'u1',
  fullName: 'Aarav Sharma',
  email: 'student@example.com',
  phone: '+9779812345678',
  class: '12',
  school: 'Butwal Multiple Campus',
  faculty: 'science',
  referralCode: 'PESCF49R',
  role: 'student',
  subscriptionPlan: 'free',
  subscriptionExpiresAt: null,
  isPremium: false,
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
  ...overrides,
});

const zeroEarnings = { totalReferrals: 0, completedReferrals: 0, pendingReferrals: 0, totalEarnings: 0, pendingEarnings: 0, paidEarnings: 0 };

function stubProfile(me: Profile, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/profile': () => json(200, me),
    'GET /api/profile/achievements': () => json(200, { achievements: [] }),
    'GET /api/profile/earnings': () => json(200, zeroEarnings),
    ...extra,
  });
}

describe('the profile page', () => {
  it('shows a student their details, an empty achievements list and Upgrade Plan', async () => {
    stubProfile(profile());
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Aarav Sharma' })).toBeTruthy();
    expect(screen.getByText('+977 9812345678')).toBeTruthy();
    expect(await screen.findByText('No achievements yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('link', { name: 'System Settings' })).toBeNull();
    expect(screen.queryByText('Administrator')).toBeNull();
  });

  it('shows an admin the Administrator badge, Admin Access and System Settings', async () => {
    stubProfile(profile({ role: 'admin', class: null, faculty: null }));
    renderWithProviders(<ProfilePage />);
    expect((await screen.findAllByText('Administrator')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Admin Access').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'System Settings' }).getAttribute('href')).toBe('/admin/settings');
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
  });

  it('lists earned achievements', async () => {
    stubProfile(profile(), {
      'GET /api/profile/achievements': () => json(200, { achievements: [{ key: 'streak_7', earnedAt: '2026-10-08T18:14:59.999Z' }] }),
    });
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('Week Warrior')).toBeTruthy();
    expect(screen.getByText('Studied 7 days in a row')).toBeTruthy();
    // The last moment of 8 October in Nepal.
    expect(screen.getByText('8 Oct 2026')).toBeTruthy();
  });

  it('edits, saves and goes back to the view with the new details', async () => {
    let sent: unknown;
    stubProfile(profile(), {
      'PATCH /api/profile': (init) => {
        sent = JSON.parse(String(init?.body));
        return json(200, profile({ fullName: 'Aarav K. Sharma', phone: '+9779855551234' }));
      },
      'GET /api/auth/session': () => json(200, { user: null }),
    });
    renderWithProviders(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Aarav K. Sharma' } });
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '985-555-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull());
    expect(screen.getByText('+977 9855551234')).toBeTruthy();
    expect(sent).toMatchObject({ fullName: 'Aarav K. Sharma', phone: '+9779855551234', class: '12', faculty: 'science' });
  });

  it('shows the server’s message when saving fails', async () => {
    stubProfile(profile(), {
      'PATCH /api/profile': () => json(400, { error: { code: 'validation_error', message: 'Faculty applies only to Class 12' } }),
    });
    renderWithProviders(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Faculty applies only to Class 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('writes dates, counts, amounts and the phone number in Devanagari digits when Nepali is chosen', async () => {
    await readInNepali();
    stubProfile(profile({ isPremium: true, subscriptionPlan: 'premium', subscriptionExpiresAt: '2026-12-31T18:00:00.000Z' }), {
      'GET /api/profile/achievements': () => json(200, { achievements: [{ key: 'streak_7', earnedAt: '2026-10-08T18:14:59.999Z' }] }),
      'GET /api/profile/earnings': () => json(200, { ...zeroEarnings, totalReferrals: 12, completedReferrals: 3, totalEarnings: 1250.5, pendingEarnings: 200 }),
    });
    const { container } = renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('+९७७ ९८१२३४५६७८')).toBeTruthy();
    expect(await screen.findByText('१२')).toBeTruthy();
    // Days in Bikram Sambat with AD beside them: member since, premium until.
    expect(screen.getByText('२०८२ पुस २१ (२०२६ जन. ५)')).toBeTruthy();
    expect(screen.getAllByText('२०८३ पुस १६ (२०२६ डिसे. ३१) सम्म प्रिमियम').length).toBeGreaterThan(0);
    // On the page itself (a toast of an earlier test may still show beside it), only the referral code keeps Latin
    // digits: it is typed into links and forms exactly as issued.
    expect(textsWithLatinDigits(container.firstElementChild as HTMLElement)).toEqual(['PESCF49R']);
  });
});
