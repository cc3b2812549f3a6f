import { Languages, LogOut } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '@common/auth';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/menu';
import { useTranslation } from '@/lib/i18n-react';

export type AccountMenuProps = {
  user: SessionUser;
  links: { to: string; label: string; icon: ReactNode }[];
  onSwitchLanguage: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
};

type DropdownProps = AccountMenuProps & {
  trigger: ReactElement;
  /** The reader clicked or pressed a key on the button before this code arrived. */
  defaultOpen: boolean;
  /** The button had the focus while this code was loading: the button that replaces it takes it. */
  takesFocus: boolean;
};

/** The account menu itself (Radix), loaded on the reader's first reach for its button (account-menu.tsx). */
export function AccountMenuDropdown({ trigger, defaultOpen, takesFocus, user, links, onSwitchLanguage, onLogout, isLoggingOut }: DropdownProps) {
  const { t, i18n } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // Opened at once, the menu takes the focus itself (and gives it back to the button when it closes).
    if (takesFocus && !defaultOpen) triggerRef.current?.focus();
  }, [takesFocus, defaultOpen]);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>
              {link.icon}
              {link.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSwitchLanguage}>
          <Languages />
          {i18n.language === 'ne' ? 'English' : 'नेपाली'}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout} disabled={isLoggingOut}>
          <LogOut />
          {t('header.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
