import { Bell, CreditCard, LayoutDashboard, LogOut, Menu, PencilRuler, Shield, Sparkles, User, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { SessionUser } from '@common/auth';
import { LanguageSwitch } from '@/components/site/language-switch';
import { Logo } from '@/components/site/logo';
import { ThemeToggle } from '@/components/site/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useProfileLanguage } from '@/features/auth/queries';
import { useLogout } from '@/features/auth/use-logout';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n-react';
import { AccountMenu } from './account-menu';

type MenuLink = { to: string; label: string; icon: ReactNode };

/** The menu items of a role (seed 000, Header): everyone gets Profile; admins get the admin tools too. */
function useMenuLinks(user: SessionUser): MenuLink[] {
  const { t } = useTranslation();
  const links: MenuLink[] = [{ to: '/profile', label: t('header.profile'), icon: <User /> }];
  if (user.role === 'admin') {
    links.push(
      { to: '/admin/notifications', label: t('header.manageNotifications'), icon: <Bell /> },
      { to: '/admin/dashboard-content', label: t('header.editDashboardContent'), icon: <PencilRuler /> },
      // The spec's /admin/security is not in the route table; the security settings and logs live on OTP management.
      { to: '/admin/otp-management', label: t('header.securityDashboard'), icon: <Shield /> },
      { to: '/admin/dashboard', label: t('header.adminDashboard'), icon: <LayoutDashboard /> },
    );
  }
  return links;
}

const STUDENT_NAV = [
  { to: '/dashboard', key: 'dashboard' },
  { to: '/notes', key: 'notes' },
  { to: '/mcq', key: 'mcq' },
  { to: '/mocktest', key: 'mockTests' },
  { to: '/ai-tutor', key: 'aiTutor' },
] as const;

// Admins work in the admin panel: their main links are its sections.
const ADMIN_NAV = [
  { to: '/admin/dashboard', key: 'adminDashboardShort' },
  { to: '/admin/users', key: 'adminUsersShort' },
  { to: '/admin/content', key: 'adminContentShort' },
  { to: '/admin/activity', key: 'adminActivityShort' },
  { to: '/admin/settings', key: 'adminSettingsShort' },
] as const;

export function Header({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const logout = useLogout();
  const [isMobileOpen, setMobileOpen] = useState(false);
  const menuLinks = useMenuLinks(user);
  const chooseLanguage = useProfileLanguage(user);
  const isAdmin = user.role === 'admin';
  const mainNav = isAdmin ? ADMIN_NAV : STUDENT_NAV;
  const upgrade = isAdmin
    ? { to: '/admin/payments', label: t('header.paymentSettings'), icon: <CreditCard /> }
    : { to: '/subscription', label: t('header.upgrade'), icon: <Sparkles /> };
  // The admin nav and the admin menu share /admin/dashboard: list each destination once.
  const mobileLinks = [...mainNav.map((item) => ({ to: item.to, label: t(`nav.${item.key}`), icon: null as ReactNode })), upgrade, ...menuLinks].filter(
    (link, index, all) => all.findIndex((other) => other.to === link.to) === index,
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo to={isAdmin ? '/admin/dashboard' : '/dashboard'} />
        <nav className="ml-4 hidden items-center gap-1 lg:flex" aria-label={t('header.mainNavigation')}>
          {mainNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end
              className={({ isActive }) =>
                cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-accent', isActive ? 'text-primary' : 'text-muted-foreground')
              }
            >
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <NotificationBell />
          <Button asChild size="sm" className="hidden sm:inline-flex" variant={isAdmin ? 'outline' : 'default'}>
            <Link to={upgrade.to}>
              {upgrade.icon}
              {upgrade.label}
            </Link>
          </Button>
          <div className="hidden md:block">
            <AccountMenu
              user={user}
              links={menuLinks}
              onSwitchLanguage={() => void chooseLanguage(i18n.language === 'ne' ? 'en' : 'ne')}
              onLogout={() => logout.mutate()}
              isLoggingOut={logout.isPending}
            />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={isMobileOpen}
            aria-controls="mobile-menu"
            aria-label={isMobileOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {isMobileOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      {isMobileOpen ? (
        <nav id="mobile-menu" className="border-t lg:hidden" aria-label={t('header.mobileNavigation')}>
          <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
            <div className="flex items-center justify-between gap-2 px-2 pb-2">
              <span className="truncate font-medium">{user.fullName}</span>
              {isAdmin ? <Badge variant="secondary">{t('header.adminBadge')}</Badge> : null}
            </div>
            {mobileLinks.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                onClick={() => setMobileOpen(false)}
                className="flex items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-accent [&_svg]:size-4"
              >
                {link.icon}
                {link.label}
              </Link>
            ))}
            <div className="flex items-center justify-between gap-2 border-t pt-2">
              <LanguageSwitch choose={chooseLanguage} />
              <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
                <LogOut />
                {t('header.logout')}
              </Button>
            </div>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
