import { Check, Sparkles, X } from 'lucide-react';
import { isFreePlan, isMostPopularPlan, planFeatureLines, type Plan } from '@common/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';

type PlanCardProps = {
  plan: Plan;
  isSelected: boolean;
  isCurrent: boolean;
  onSelect: () => void;
  /** The free plan's button starts its activation itself. */
  isBusy?: boolean;
};

/** One plan (seed 000, Subscription): name, '{currency} {price}/month' or 'Forever Free', its feature lines, and its button. */
export function PlanCard({ plan, isSelected, isCurrent, onSelect, isBusy }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const isFree = isFreePlan(plan);
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      className={cn('relative flex flex-col', isSelected && 'ring-2 ring-primary', isMostPopularPlan(plan) && 'border-primary')}
    >
      {isMostPopularPlan(plan) ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">
          <Sparkles className="size-3" aria-hidden />
          {t('plans.mostPopular')}
        </Badge>
      ) : null}
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={titleId}>{plan.displayName}</CardTitle>
          {isCurrent ? <Badge variant="secondary">{t('plans.current')}</Badge> : null}
        </div>
        <p className="text-3xl font-bold tracking-tight">
          {isFree ? t('plans.foreverFree') : t('plans.perMonth', { currency: plan.currency, price: format.number(plan.price) })}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2 text-sm">
          {planFeatureLines(plan).map((line) => (
            <li key={line.key} className={cn('flex items-start gap-2', !line.included && 'text-muted-foreground')}>
              {line.included ? <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden /> : <X className="mt-0.5 size-4 shrink-0" aria-hidden />}
              <span>{t(`features.${line.key}`, { count: line.count })}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={isSelected ? 'default' : 'outline'}
          aria-pressed={isFree ? undefined : isSelected}
          disabled={isBusy}
          onClick={onSelect}
        >
          {isFree ? (isBusy ? t('plans.activating') : t('plans.chooseFree')) : isSelected ? t('plans.selected') : t('plans.select', { plan: plan.displayName })}
        </Button>
      </CardFooter>
    </Card>
  );
}
