/**
 * Every web route of both route tables (seed 000 section 2, seed 001 section 2), and no others:
 * sub-screens (an attempt, a note being read, analytics) are query parameters on these routes.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/admin/login',
  '/terms-of-service',
  '/privacy-policy',
  '/features',
  '/class-10',
  '/class-12',
  '/contact',
  '/privacy',
  '/terms',
] as const;

export const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/profile',
  '/referral',
  '/notes',
  '/notes/:subject/:unit',
  '/mcq',
  '/mcq/:subject/:unit',
  '/mocktest',
  '/mock-test',
  '/mocktest/:subject',
  '/ai-tutor',
  '/pastpapers',
  '/past-papers',
  '/formulas',
  '/subscription',
  '/notifications',
  '/repeated-questions',
  '/payment',
] as const;

export const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/content',
  '/admin/activity',
  '/admin/payments',
  '/admin/notifications',
  '/admin/dashboard-content',
  '/admin/settings',
  '/admin/api-management',
  '/admin/otp-management',
  '/admin/policy-management',
] as const;

/** Analytics: the practice page's sub-screen (there is no /analytics route). */
export const ANALYTICS_PATH = '/mcq?view=analytics';
/** A payment's own page: where a gateway's return lands, and the link in its receipt mail. */
export const paymentPagePath = (paymentId: string) => `/payment?id=${encodeURIComponent(paymentId)}`;

export const ROUTE_REDIRECTS: Record<string, string> = {
  '/admin': '/admin/dashboard',
  '/admin/mocktest': '/admin/content',
  '/admin/analytics': '/admin/dashboard',
  // The admin dashboard links here (seed 001); the payment gateway settings are /admin/payments (decision 038).
  '/admin/payment-gateways': '/admin/payments',
};

const ALL_PATTERNS = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...ADMIN_ROUTES, ...Object.keys(ROUTE_REDIRECTS)];

const MATCHERS = ALL_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

/** True when the path is a route of the web app (so the server answers the app shell with 200, not 404). */
export function isKnownWebRoute(pathname: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(pathname));
}

/** The host/path rule for / (seed 000 section 2): admin hosts go to the admin dashboard. */
export function isAdminHost(hostname: string) {
  return hostname.startsWith('manage.') || hostname.includes('admin');
}

/**
 * Public pages the server sends already rendered in English (decision 068), and the policy each one shows (the server
 * reads it per request so an admin's edit shows on the next visit). `captcha`: the form opens with a captcha, and the
 * server puts a fresh challenge in each copy of the page it sends (decision 087).
 */
export const PRERENDERED_ROUTES: Record<string, { policy?: 'terms' | 'privacy'; captcha?: true }> = {
  '/': {},
  '/features': {},
  '/class-10': {},
  '/class-12': {},
  '/contact': {},
  '/privacy': {},
  '/terms': {},
  '/terms-of-service': { policy: 'terms' },
  '/privacy-policy': { policy: 'privacy' },
  '/login': { captcha: true },
  '/signup': { captcha: true },
  '/forgot-password': {},
};
