import { CloudDownload, CloudOff, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
// Only the worker's URL: saving a PDF fetches it once so the service worker keeps it (decision 083).
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toaster';
import { useRemoveSaved, useSaveForOffline, useSavedItems, type SavedItem } from '@/features/offline/saved-items';
import { useFormat } from '@/lib/format';

const PdfViewer = lazy(() => import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })));

/** "Save for offline" on a note or a past paper; once saved, says so and offers to remove it. */
export function SaveOfflineButton({ item }: { item: Omit<SavedItem, 'bytes' | 'savedAt'> }) {
  const { t } = useTranslation('content');
  const saved = useSavedItems();
  const save = useSaveForOffline();
  const remove = useRemoveSaved();
  const isSaved = saved.data?.some((other) => other.id === item.id);
  if (isSaved) {
    return (
      <Button variant="outline" onClick={() => remove.mutate(item.id)} disabled={remove.isPending}>
        <CloudOff />
        {t('offline.removeSaved', { title: item.title })}
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      disabled={save.isPending}
      onClick={() =>
        save.mutate(item, {
          onSettled: () => void fetch(pdfWorkerUrl).catch(() => undefined),
          onSuccess: () => toast.success(t('offline.savedToast', { title: item.title })),
          onError: (error) => toast.error(t('offline.saveFailed', { message: error.message })),
        })
      }
    >
      <CloudDownload />
      {save.isPending ? t('offline.saving') : t('offline.save')}
    </Button>
  );
}

/** The notes and papers saved on this device, with their size; each opens without a connection and can be removed. */
export function SavedOfflineList() {
  const { t } = useTranslation('content');
  const format = useFormat();
  const saved = useSavedItems();
  const remove = useRemoveSaved();
  const [reading, setReading] = useState<{ title: string; url: string } | null>(null);
  if (!saved.data?.length) return null;
  return (
    <Card className="mb-6" data-testid="saved-offline">
      <CardHeader>
        <CardTitle className="text-lg">{t('offline.listTitle')}</CardTitle>
        <CardDescription>{t('offline.listHint')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="divide-y">
          {saved.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="saved-item">
              <div className="min-w-0">
                <p className="font-medium">{item.title}</p>
                <p className="text-sm text-muted-foreground">
                  {t(item.kind === 'note' ? 'offline.kindNote' : 'offline.kindPaper')} · {t('offline.size', { value: format.number(item.bytes / 1024, { maximumFractionDigits: 1 }) })}
                </p>
              </div>
              <div className="flex gap-2">
                {item.kind === 'note' ? (
                  <Button asChild size="sm">
                    <Link to={item.href}>{t('offline.read')}</Link>
                  </Button>
                ) : (
                  <>
                    <Button size="sm" onClick={() => setReading({ title: item.title, url: item.urls[0]! })}>
                      {t('viewer.readPaper')}
                    </Button>
                    {item.urls[1] ? (
                      <Button size="sm" variant="outline" onClick={() => setReading({ title: t('viewer.solutionOf', { title: item.title }), url: item.urls[1]! })}>
                        {t('viewer.readSolution')}
                      </Button>
                    ) : null}
                  </>
                )}
                <Button size="sm" variant="outline" onClick={() => remove.mutate(item.id)} aria-label={t('offline.removeSaved', { title: item.title })}>
                  <Trash2 />
                  {t('offline.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {reading ? (
          <Suspense fallback={<Spinner label={t('reader.loadingPdf')} />}>
            <PdfViewer key={reading.url} url={reading.url} title={reading.title} />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}
