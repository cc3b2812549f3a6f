import { Alert } from '@/components/ui/feedback';
import { useTranslation } from '@/lib/i18n-react';

/** A tab whose records could not be read: 'Failed to fetch data: …' with the API's reason in the reader's language. */
export function LoadFailed({ error }: { error: Error }) {
  const { t } = useTranslation('settings');
  return <Alert variant="destructive">{t('fetchFailed', { message: error.message })}</Alert>;
}
