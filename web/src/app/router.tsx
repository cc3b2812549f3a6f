import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { isAdminHost, ROUTE_REDIRECTS } from '@common/routes';
import { SkipLink } from '@/components/site/skip-link';
import { PageSkeleton } from '@/components/ui/page';
import { MaintenanceGate } from '@/features/settings/maintenance-gate';
import { RouteErrorPage } from './errors';
import { RequireAuth } from './route-guard';

// The signed-in header (menus, dialogs) loads only once someone is signed in, keeping public pages light; the public
// header and footer load with a public page (the router loads a layout and its page together), not on the sign-in pages.
const loadAppLayout = () => import('./layouts/app-layout').then((module) => ({ Component: module.AppLayout }));
const loadPublicLayout = () => import('./layouts/public-layout').then((module) => ({ Component: module.PublicLayout }));

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <SkipLink />
      {/* A page's texts load with it: useTranslation suspends until its namespace is there. */}
      <Suspense fallback={<PageSkeleton />}>
        <MaintenanceGate>
          <Outlet />
        </MaintenanceGate>
      </Suspense>
    </>
  );
}

// Seed 001's own denial of OTP management: its code and texts load only when someone is refused.
const OtpAccessDenied = lazy(() => import('@/features/settings/otp-access-denied').then((module) => ({ default: module.OtpAccessDenied })));

// The admin host's / is the admin dashboard; anywhere else the landing page, whose code the router loads before it
// renders (a page that suspended while being hydrated would ignore clicks, decision 068). The server never prerenders
// / for an admin host: there is no window there.
const loadHome = () =>
  typeof window !== 'undefined' && isAdminHost(window.location.hostname)
    ? Promise.resolve({ element: <Navigate to="/admin/dashboard" replace /> })
    : import('@/features/landing/landing-page').then((module) => ({ Component: module.LandingPage }));

const publicRoutes: RouteObject[] = [
  { path: '/features', lazy: () => import('@/features/landing/features-page').then((m) => ({ Component: m.FeaturesPage })) },
  { path: '/class-10', lazy: () => import('@/features/landing/class-page').then((m) => ({ Component: m.ClassTenPage })) },
  { path: '/class-12', lazy: () => import('@/features/landing/class-page').then((m) => ({ Component: m.ClassTwelvePage })) },
  ...['/contact', '/privacy', '/terms'].map((path) => ({
    path,
    lazy: () => import('@/features/landing/contact-page').then((m) => ({ Component: m.ContactPage })),
  })),
  { path: '/terms-of-service', lazy: () => import('@/features/policies/policy-page').then((m) => ({ Component: m.TermsOfServicePage })) },
  { path: '/privacy-policy', lazy: () => import('@/features/policies/policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })) },
];

const authRoutes: RouteObject[] = [
  { path: '/login', lazy: () => import('@/features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
  { path: '/signup', lazy: () => import('@/features/auth/signup-page').then((m) => ({ Component: m.SignupPage })) },
  { path: '/forgot-password', lazy: () => import('@/features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })) },
  { path: '/reset-password', lazy: () => import('@/features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
  { path: '/admin/login', lazy: () => import('@/features/auth/login-page').then((m) => ({ Component: m.AdminLoginPage })) },
];

// One loader per page served at several paths, so the bundle lists the page's chunks once (the first visit's budget).
const loadMockTests = () => import('@/features/practice/mock-tests-page').then((m) => ({ Component: m.MockTestsPage }));
const loadPastPapers = () => import('@/features/content/past-papers-page').then((m) => ({ Component: m.PastPapersPage }));

const signedInRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: () => import('@/features/progress/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
  { path: '/profile', lazy: () => import('@/features/profiles/profile-page').then((m) => ({ Component: m.ProfilePage })) },
  { path: '/referral', lazy: () => import('@/features/referrals/referral-page').then((m) => ({ Component: m.ReferralPage })) },
  { path: '/notes', lazy: () => import('@/features/content/notes-page').then((m) => ({ Component: m.NotesPage })) },
  { path: '/notes/:subject/:unit', lazy: () => import('@/features/content/note-unit-page').then((m) => ({ Component: m.NoteUnitPage })) },
  { path: '/mcq', lazy: () => import('@/features/practice/mcq-page').then((m) => ({ Component: m.McqPage })) },
  { path: '/mcq/:subject/:unit', lazy: () => import('@/features/practice/practice-page').then((m) => ({ Component: m.PracticePage })) },
  { path: '/mocktest', lazy: loadMockTests },
  { path: '/mock-test', lazy: loadMockTests },
  { path: '/mocktest/:subject', lazy: loadMockTests },
  { path: '/ai-tutor', lazy: () => import('@/features/tutor/tutor-page').then((m) => ({ Component: m.TutorPage })) },
  { path: '/pastpapers', lazy: loadPastPapers },
  { path: '/past-papers', lazy: loadPastPapers },
  { path: '/formulas', lazy: () => import('@/features/content/formulas-page').then((m) => ({ Component: m.FormulasPage })) },
  { path: '/subscription', lazy: () => import('@/features/billing/subscription-page').then((m) => ({ Component: m.SubscriptionPage })) },
  { path: '/notifications', lazy: () => import('@/features/notifications/notifications-page').then((m) => ({ Component: m.NotificationsPage })) },
  { path: '/repeated-questions', lazy: () => import('@/features/content/repeated-questions-page').then((m) => ({ Component: m.RepeatedQuestionsPage })) },
  { path: '/payment', lazy: () => import('@/features/billing/payment-page').then((m) => ({ Component: m.PaymentPage })) },
];

const adminRoutes: RouteObject[] = [
  { path: '/admin/dashboard', lazy: () => import('@/features/admin/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })) },
  { path: '/admin/users', lazy: () => import('@/features/admin/users-page').then((m) => ({ Component: m.UsersPage })) },
  { path: '/admin/content', lazy: () => import('@/features/content/admin-content-page').then((m) => ({ Component: m.AdminContentPage })) },
  { path: '/admin/activity', lazy: () => import('@/features/admin/activity-page').then((m) => ({ Component: m.ActivityPage })) },
  { path: '/admin/payments', lazy: () => import('@/features/billing/admin-payments-page').then((m) => ({ Component: m.AdminPaymentsPage })) },
  {
    path: '/admin/notifications',
    lazy: () => import('@/features/notifications/admin-notifications-page').then((m) => ({ Component: m.AdminNotificationsPage })),
  },
  {
    path: '/admin/dashboard-content',
    lazy: () => import('@/features/admin/dashboard-content-page').then((m) => ({ Component: m.DashboardContentPage })),
  },
  { path: '/admin/settings', lazy: () => import('@/features/settings/admin-settings-page').then((m) => ({ Component: m.AdminSettingsPage })) },
  { path: '/admin/api-management', lazy: () => import('@/features/settings/api-management-page').then((m) => ({ Component: m.ApiManagementPage })) },
  {
    path: '/admin/policy-management',
    lazy: () => import('@/features/policies/policy-management-page').then((m) => ({ Component: m.PolicyManagementPage })),
  },
];

const redirectRoutes: RouteObject[] = Object.entries(ROUTE_REDIRECTS).map(([from, to]) => ({
  path: from,
  element: <Navigate to={to} replace />,
}));

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { lazy: loadPublicLayout, children: [{ index: true, lazy: loadHome }, ...publicRoutes] },
          ...authRoutes,
          { element: <RequireAuth />, children: [{ lazy: loadAppLayout, children: signedInRoutes }] },
          { element: <RequireAuth role="admin" />, children: [{ lazy: loadAppLayout, children: adminRoutes }] },
          // Seed 001: OTP management answers everyone but an admin (signed out too) with its own denial.
          {
            element: <RequireAuth role="admin" denied={<OtpAccessDenied />} />,
            children: [
              {
                lazy: loadAppLayout,
                children: [{ path: '/admin/otp-management', lazy: () => import('@/features/settings/otp-management-page').then((m) => ({ Component: m.OtpManagementPage })) }],
              },
            ],
          },
          ...redirectRoutes,
          // Rare, so not in the first visit's code.
          { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
