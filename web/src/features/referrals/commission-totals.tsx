import { COMMISSION_STATUSES, type CommissionStatus } from '@common/referrals';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';

/** Rupees per commission status (pending, approved, paid), the amount shown above its status: the student's earnings and the admin's totals. */
export function CommissionTotals({ paisa }: { paisa: Record<CommissionStatus, number> }) {
  const { t } = useTranslation('referrals');
  const format = useFormat();
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {COMMISSION_STATUSES.map((status) => (
        <div key={status} className="flex flex-col-reverse rounded-lg border p-2">
          <dt className="text-xs text-muted-foreground">{t(`commissionStatus.${status}`)}</dt>
          <dd className="font-semibold">{format.rupees(paisa[status])}</dd>
        </div>
      ))}
    </dl>
  );
}
