import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';

export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="flex items-center gap-2 font-bold text-lg" aria-label={t('header.home')}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <GraduationCap className="size-5" aria-hidden />
      </span>
      <span>Pariksha</span>
    </Link>
  );
}
