import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDashboardStats, SystemMonitor, SystemPerformance } from '@common/admin';
import { buildSessionUser } from '@/test/factories';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { AdminDashboardPage } from './admin-dashboard-page';
import { DashboardContentPage } from './dashboard-content-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildSessionUser({ id: 'admin-1', role: 'admin', fullName: 'Sita Admin', class: null, faculty: null });
const stats: AdminDashboardStats = {
  totalUsers: { value: 1250, previous: 1000, change: 25 },
  activeStudents: { value: 310, previous: 0, change: 100 },
  monthlyRevenuePaisa: { value: 4_500_000, previous: 6_750_000, change: -33.3 },
  testsCompleted: { value: 0, previous: 0, change: 0 },
  content: { notes: 48, mcqs: 1200, mockTests: 12, pastPapers: 30 },
};
const performance: SystemPerformance = {
  measuredAt: new Date().toISOString(),
  instances: [
    {
      instanceId: 'a',
      hostname: 'app-1',
      pid: 42,
      isCurrent: true,
      reportedAt: new Date().toISOString(),
      uptimeSeconds: 7500,
      eventLoopUtilization: 12.5,
      eventLoopDelayMs: { p50: 0.2, p99: 3.4 },
      memory: { rssBytes: 200 * 1_048_576, heapUsedBytes: 80 * 1_048_576 },
      requests: 90,
      responseMs: { p50: 4.2, p95: 18 },
      realtimeConnections: 37,
    },
  ],
  serverLoad: 12.5,
  eventLoopDelayMs: 3.4,
  memoryRssBytes: 200 * 1_048_576,
  uptimeSeconds: 7500,
  responseMs: { p50: 4.2, p95: 18 },
  requestsLastMinute: 90,
  activeUsers: 37,
};
const monitor = (alerts: SystemMonitor['alerts']): SystemMonitor => ({ checkedAt: new Date().toISOString(), alerts, performance });

function stubDashboard(alerts: SystemMonitor['alerts'] = []) {
  return stubApi({
    'GET /api/auth/session': () => json(200, { user: admin }),
    'GET /api/admin/dashboard/stats': () => json(200, stats),
    'GET /api/admin/dashboard/monitor': () => json(200, monitor(alerts)),
    'GET /api/admin/dashboard/performance': () => json(200, performance),
    'GET /api/admin/recent-activities': () => json(200, []),
  });
}

describe('the admin dashboard', () => {
  it('shows the four cards with their change by the spec’s rule, and the content counts with a trailing +', async () => {
    stubDashboard();
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sita Admin' })).toBeTruthy();
    expect((await screen.findByTestId('stat-users-value')).textContent).toBe('1,250');
    expect(screen.getByTestId('stat-users-change').textContent).toBe('+25% from last month');
    expect(screen.getByTestId('stat-active-change').textContent).toBe('+100% from last month');
    expect(screen.getByTestId('stat-revenue-value').textContent).toBe('NPR 45,000');
    expect(screen.getByTestId('stat-revenue-change').textContent).toBe('-33.3% from last month');
    expect(screen.getByTestId('stat-tests-change').textContent).toBe('0% from last month');
    expect(screen.getByTestId('content-mcqs').textContent).toBe('1,200+');
    expect(screen.getByTestId('content-pastPapers').textContent).toBe('30+');
  });

  it('links every admin screen of the spec from Quick Actions', async () => {
    stubDashboard();
    renderWithProviders(<AdminDashboardPage />);
    const links = (await screen.findAllByRole('link')).map((link) => link.getAttribute('href'));
    for (const path of ['/admin/users', '/admin/content', '/admin/api-management', '/admin/payment-gateways', '/admin/settings', '/admin/analytics', '/admin/otp-management', '/admin/notifications', '/admin/policy-management']) {
      expect(links, path).toContain(path);
    }
  });

  it('words each alert from the server, and says all is well when there are none', async () => {
    stubDashboard([
      { code: 'storage_unreachable', severity: 'error' },
      { code: 'gateway_test_credentials', severity: 'info', gateway: 'khalti', variable: 'KHALTI_SECRET_KEY' },
      { code: 'account_lockouts', severity: 'warning', count: 3 },
    ]);
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByText('File storage is not answering: uploads and downloads will fail.')).toBeTruthy();
    expect(screen.getByText('Khalti is using the published test credentials because KHALTI_SECRET_KEY is not set. Set it before taking real payments.')).toBeTruthy();
    expect(screen.getByText('3 accounts were locked after failed sign-ins in the last 24 hours.')).toBeTruthy();
    expect(within(screen.getByTestId('alert-gateway_test_credentials')).getByRole('link').getAttribute('href')).toBe('/admin/payments');
  });

  it('shows measured performance: load, uptime, response times and active users', async () => {
    stubDashboard();
    renderWithProviders(<AdminDashboardPage />);
    expect((await screen.findByTestId('perf-active')).textContent).toBe('37');
    expect(screen.getByTestId('perf-response').textContent).toBe('4.2 ms');
    expect(screen.getByText('median 4.2 ms · p95 18 ms · 90 requests in the last minute')).toBeTruthy();
    expect(screen.getByTestId('perf-uptime').textContent).toBe('2 h 05 min');
    expect(await screen.findByTestId('alerts-clear')).toBeTruthy();
  });

  it("refuses a blank subject or description with 'Please fill in all required fields' and adds nothing", async () => {
    const fetchMock = stubDashboard();
    renderWithProviders(<AdminDashboardPage />);
    await userEvent.type(await screen.findByLabelText('Description'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Activity' }));
    expect((await screen.findAllByText('Please fill in all required fields')).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('dashboard content management', () => {
  it("says 'Access Denied' to anyone but an admin", async () => {
    stubApi({ 'GET /api/auth/session': () => json(200, { user: buildSessionUser() }) });
    renderWithProviders(<DashboardContentPage />);
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText("You don't have permission to manage dashboard content.")).toBeTruthy();
  });

  it("adds an exam from the dialog with 'Exam added successfully!' and hides one with 'Exam deleted successfully!'", async () => {
    let added: unknown;
    const exam = {
      id: 'e1',
      title: 'Grade 12 Pre-Board Examination',
      description: null,
      examDate: '2099-02-22',
      difficulty: 'Hard',
      class: '12',
      subjectId: null,
      subjectName: null,
      isActive: true,
      createdAt: new Date().toISOString(),
    };
    stubApi({
      'GET /api/auth/session': () => json(200, { user: admin }),
      'GET /api/admin/recent-activities': () => json(200, []),
      'GET /api/admin/upcoming-exams': () => json(200, [exam]),
      'GET /api/admin/upcoming-exams/subjects': () => json(200, []),
      'POST /api/admin/upcoming-exams': (init) => {
        added = JSON.parse(String(init?.body));
        return json(201, { ...exam, id: 'e2' });
      },
      'PATCH /api/admin/upcoming-exams/e1': () => json(200, { ...exam, isActive: false }),
    });
    renderWithProviders(<DashboardContentPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Exam' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'SEE Pre-Board');
    await userEvent.type(within(dialog).getByLabelText('Exam Date'), '2099-03-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Exam' }));
    expect(await screen.findByText('Exam added successfully!')).toBeTruthy();
    expect(added).toMatchObject({ title: 'SEE Pre-Board', examDate: '2099-03-01', class: '12', difficulty: 'Medium' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Grade 12 Pre-Board Examination' }));
    expect(await screen.findByText('Exam deleted successfully!')).toBeTruthy();
  });
});
