import { BarChart3, Bell, CreditCard, KeyRound, LibraryBig, ScrollText, Settings, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n-react';

/**
 * Every admin screen the dashboard links to (seed 001). /admin/payment-gateways and /admin/analytics are redirects of
 * the route table: to the gateway settings and to this dashboard, whose figures are the analytics (decision 038).
 */
const ACTIONS = [
  { to: '/admin/users', key: 'users', icon: <Users /> },
  { to: '/admin/content', key: 'content', icon: <LibraryBig /> },
  { to: '/admin/api-management', key: 'apiManagement', icon: <KeyRound /> },
  { to: '/admin/payment-gateways', key: 'paymentGateways', icon: <CreditCard /> },
  { to: '/admin/settings', key: 'settings', icon: <Settings /> },
  { to: '/admin/analytics', key: 'analytics', icon: <BarChart3 /> },
  { to: '/admin/otp-management', key: 'otpManagement', icon: <ShieldCheck /> },
  { to: '/admin/notifications', key: 'notifications', icon: <Bell /> },
  { to: '/admin/policy-management', key: 'policyManagement', icon: <ScrollText /> },
] as const;

export function QuickActionsCard() {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.quickActions.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {ACTIONS.map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className="flex h-full flex-col items-center gap-2 rounded-lg border p-3 text-center text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-6 [&_svg]:text-primary"
              >
                {action.icon}
                {t(`dashboard.quickActions.${action.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
