import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralOverview } from '@common/referrals';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { readInNepali, textsWithLatinDigits } from '@/test/language';
import { ReferralPage } from './referral-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OVERVIEW: ReferralOverview = {
  code: 'AB23CD45',
  link: 'http://localhost:3000/signup?ref=AB23CD45',
  stats: {
    totalReferrals: 3,
    successfulSignups: 2,
    pendingInvites: 1,
    completedReferrals: 1,
    totalEarningsPaisa: 10_000,
    pendingEarningsPaisa: 10_000,
    approvedEarningsPaisa: 0,
    paidEarningsPaisa: 0,
  },
  recent: [
    { id: 'r1', name: 'Hari Gurung', stage: 'completed', createdAt: '2026-11-20T06:00:00.000Z', completedAt: '2026-11-21T06:00:00.000Z' },
    { id: 'r2', name: 'friend@example.com', stage: 'invited', createdAt: '2026-11-19T06:00:00.000Z', completedAt: null },
  ],
  bonus: { month: '2026-11', completedThisMonth: 1, target: 3, rewardPaisa: 20_000, isEarned: false },
};

describe('ReferralPage', () => {
  it('shows the counts, the link and code, recent referrals and the month’s bonus', async () => {
    stubApi({ 'GET /api/referrals': () => json(200, OVERVIEW) });
    renderWithProviders(<ReferralPage />);
    expect(await screen.findByRole('heading', { name: 'Referral Program' })).toBeTruthy();
    for (const [label, value] of [
      ['Total Referrals', '3'],
      ['Successful Signups', '2'],
      ['Pending Invites', '1'],
      ['Total Earnings', 'Rs. 100'],
    ]) {
      expect(screen.getByText(label).previousElementSibling?.textContent).toBe(value);
    }
    expect(screen.getByLabelText('Referral link')).toHaveProperty('value', 'http://localhost:3000/signup?ref=AB23CD45');
    expect(screen.getByText('AB23CD45')).toBeTruthy();
    expect(screen.getByText('Hari Gurung')).toBeTruthy();
    expect(screen.getByText('Invited')).toBeTruthy();
    expect(screen.getByText('Refer 3 friends this month, extra Rs. 200')).toBeTruthy();
    expect(screen.getByText('1 of 3 completed referrals this month (Nepal time).')).toBeTruthy();
  });

  it('writes every number in Devanagari digits for a Nepali reader, the steps too; only the code stays as issued', async () => {
    await readInNepali();
    stubApi({ 'GET /api/referrals': () => json(200, OVERVIEW) });
    const { container } = renderWithProviders(<ReferralPage />);
    await screen.findByRole('heading', { name: 'यसरी काम गर्छ' });
    // How it works is the page's one numbered list.
    const steps = container.querySelectorAll('ol > li > span');
    expect([...steps].map((step) => step.textContent)).toEqual(['१', '२', '३']);
    expect(screen.getByText('२०८३ मङ्सिर ५ (२०२६ नोभे. २१)')).toBeTruthy();
    expect(textsWithLatinDigits(container.firstElementChild as HTMLElement)).toEqual(['AB23CD45']);
  });

  it('copies the link', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubApi({ 'GET /api/referrals': () => json(200, OVERVIEW) });
    renderWithProviders(<ReferralPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Referral link copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/signup?ref=AB23CD45');
  });

  it('sends an invitation, with the button disabled while the address is empty', async () => {
    let sent: unknown;
    stubApi({
      'GET /api/referrals': () => json(200, OVERVIEW),
      'POST /api/referrals/invites': (init) => {
        sent = JSON.parse(String(init?.body));
        return json(201, { email: 'new@example.com' });
      },
    });
    renderWithProviders(<ReferralPage />);
    const button = await screen.findByRole('button', { name: 'Send Invite' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText("Friend's email"), { target: { value: 'new@example.com' } });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    expect(await screen.findByText('Invitation Sent!')).toBeTruthy();
    expect(sent).toEqual({ email: 'new@example.com' });
  });

  it('says when the daily limit is reached', async () => {
    stubApi({
      'GET /api/referrals': () => json(200, OVERVIEW),
      'POST /api/referrals/invites': () => json(429, { error: { code: 'rate_limited', message: 'x' } }),
    });
    renderWithProviders(<ReferralPage />);
    fireEvent.change(await screen.findByLabelText("Friend's email"), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('You have sent too many invitations today. Please try again tomorrow.')).toBeTruthy();
  });

  it('tells a student who invites their own address so, by the refusal’s code', async () => {
    await readInNepali();
    stubApi({
      'GET /api/referrals': () => json(200, OVERVIEW),
      'POST /api/referrals/invites': () => json(400, { error: { code: 'self_invite', message: 'A sentence reworded since this build' } }),
    });
    renderWithProviders(<ReferralPage />);
    fireEvent.change(await screen.findByLabelText('साथीको इमेल'), { target: { value: 'student@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'निम्तो पठाउनुहोस्' }));
    expect(await screen.findByText('तपाईं आफैंलाई निम्तो पठाउन सक्नुहुन्न।')).toBeTruthy();
  });

  it('shows an empty state before the first referral', async () => {
    stubApi({ 'GET /api/referrals': () => json(200, { ...OVERVIEW, recent: [] }) });
    renderWithProviders(<ReferralPage />);
    expect(await screen.findByText('No referrals yet')).toBeTruthy();
  });
});
