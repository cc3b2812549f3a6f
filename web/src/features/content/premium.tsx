import { Lock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { UPGRADE_PATH } from '@common/practice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { useTranslation } from '@/lib/i18n-react';

// How premium content looks to a free user: the banner, the badge and the locked button, each leading to the plans.

/** The upgrade banner of free users (seed 000, Notes page). */
export function UpgradeBanner({ text }: { text: string }) {
  const { t } = useTranslation('content');
  return (
    <Alert variant="info" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-2">
        <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{t('upgrade.title')}</p>
          <p className="text-sm">{text}</p>
        </div>
      </div>
      <Button asChild size="sm" className="shrink-0">
        <Link to={UPGRADE_PATH}>{t('upgrade.action')}</Link>
      </Button>
    </Alert>
  );
}

export function PremiumBadge() {
  const { t } = useTranslation('content');
  return (
    <Badge variant="warning">
      <Sparkles className="size-3" aria-hidden />
      {t('premium')}
    </Badge>
  );
}

/** The locked state of a premium item: a link to the plans. */
export function UpgradeRequiredButton({ className }: { className?: string }) {
  const { t } = useTranslation('content');
  return (
    <Button asChild variant="outline" className={className}>
      <Link to={UPGRADE_PATH}>
        <Lock />
        {t('upgradeRequired')}
      </Link>
    </Button>
  );
}
