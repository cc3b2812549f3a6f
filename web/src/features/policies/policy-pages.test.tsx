import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Policy } from '@common/policies';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { PolicyManagementPage } from './policy-management-page';
import { TermsOfServicePage } from './policy-page';

const policy = (overrides: Partial<Policy>): Policy => ({
  id: crypto.randomUUID(),
  policyType: 'terms',
  content: '# Terms of Service\n\n## 1. Who we are\n\nPariksha is run from Butwal.',
  version: 1,
  isActive: true,
  createdAt: '2026-11-22T04:00:00.000Z',
  updatedAt: '2026-11-22T04:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Terms of Service page', () => {
  it('shows the active version rendered from Markdown, without repeating its title', async () => {
    stubApi({ 'GET /api/policies/terms': () => json(200, policy({ version: 4 })) });
    renderWithProviders(<TermsOfServicePage />);
    expect(await screen.findByRole('heading', { level: 2, name: '1. Who we are' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Terms of Service']);
    expect(screen.getByText(/Version 4 · Last updated 22 November 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'support@pariksha.com.np' })).toBeTruthy();
    expect(screen.getByText(/Butwal-11, Rupandehi/)).toBeTruthy();
  });

  it('shows the fallback text and logs the error when no policy is published', async () => {
    stubApi({ 'GET /api/policies/terms': () => json(404, { error: { code: 'not_found', message: 'Policy not found' } }) });
    renderWithProviders(<TermsOfServicePage />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Terms of Service content not available.')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('terms'), 'Policy not found');
  });
});

describe('the policy management page', () => {
  it('says Access Denied when the API answers 403', async () => {
    stubApi({ 'GET /api/admin/policies': () => json(403, { error: { code: 'forbidden', message: 'Admins only' } }) });
    renderWithProviders(<PolicyManagementPage />);
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
  });

  it('prefills the active text, refuses a blank one and publishes an edit', async () => {
    const user = userEvent.setup();
    let versions = [policy({ version: 1 }), policy({ policyType: 'privacy', version: 1, content: 'Privacy text' })];
    const fetchMock = stubApi({
      'GET /api/admin/policies': () => json(200, versions),
      'POST /api/admin/policies/terms': (init) => {
        const { content } = JSON.parse(String(init?.body)) as { content: string };
        const created = policy({ version: 2, content, createdAt: '2026-11-22T05:00:00.000Z', updatedAt: '2026-11-22T05:00:00.000Z' });
        versions = [created, ...versions.map((version) => (version.policyType === 'terms' ? { ...version, isActive: false } : version))];
        return json(201, created);
      },
    });
    renderWithProviders(<PolicyManagementPage />);
    const editor = await screen.findByLabelText('Terms of Service content');
    expect((editor as HTMLTextAreaElement).value).toContain('Pariksha is run from Butwal.');
    expect(editor.getAttribute('rows')).toBe('12');
    const update = screen.getByRole('button', { name: 'Update Terms of Service' });

    await user.clear(editor);
    await user.type(editor, '   ');
    expect(update).toHaveProperty('disabled', true);

    await user.clear(editor);
    await user.type(editor, '## New terms');
    await user.click(update);
    expect(await screen.findByText('Terms of Service updated successfully!')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ content: '## New terms' });

    const history = screen.getByRole('list', { name: 'Version History' });
    await waitFor(() => expect(history.children).toHaveLength(3));
    expect([...history.children].map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Privacy PolicyVersion 1Active/),
      expect.stringMatching(/^Terms of ServiceVersion 2Active/),
      expect.stringMatching(/^Terms of ServiceVersion 1Updated/),
    ]);
  });

  it('shows the failure toast when publishing fails', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/policies': () => json(200, [policy({})]),
      'POST /api/admin/policies/terms': () => json(500, { error: { code: 'internal', message: 'boom' } }),
    });
    renderWithProviders(<PolicyManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Update Terms of Service' }));
    expect(await screen.findByText('Failed to update policy content')).toBeTruthy();
  });
});
