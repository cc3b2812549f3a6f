import { Maximize2, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Alert, Progress } from '@/components/ui/feedback';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';

/** Why a PDF could not be shown, each with its own translated sentence. */
export type PdfFailure = 'forbidden' | 'missing' | 'invalid' | 'network';

/** What the viewer shows: the download's progress, the failure, or the open document's page and zoom. */
export type PdfViewState =
  | { status: 'loading'; loaded: number; total: number }
  | { status: 'error'; failure: PdfFailure }
  | { status: 'ready'; page: number; pages: number; scale: number };

/** The share of a download received, 0-100; null while the size is unknown (a stream without a length). */
export function loadedPercent(loaded: number, total: number): number | null {
  return total > 0 ? Math.min(100, (loaded / total) * 100) : null;
}

/**
 * The viewer's frame without pdf.js, so it is tested in jsdom: the toolbar (zoom out, zoom in, fit width, "page n of N"),
 * the loading progress and the error. `children` is the scroll container pdf.js fills with pages.
 */
export function PdfFrame({
  title,
  state,
  onZoomOut,
  onZoomIn,
  onFitWidth,
  onRetry,
  children,
}: {
  title: string;
  state: PdfViewState;
  onZoomOut: () => void;
  onZoomIn: () => void;
  onFitWidth: () => void;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  const format = useFormat();
  return (
    <section className="space-y-2" aria-label={title} data-testid="pdf-viewer">
      {state.status === 'ready' ? (
        <div role="toolbar" aria-label={t('viewer.toolbar')} className="flex flex-wrap items-center gap-1">
          <Button variant="outline" size="icon" onClick={onZoomOut} aria-label={t('viewer.zoomOut')} title={t('viewer.zoomOut')}>
            <ZoomOut />
          </Button>
          <span className="min-w-14 text-center text-sm tabular-nums" data-testid="pdf-zoom">
            {format.percent(state.scale * 100)}
          </span>
          <Button variant="outline" size="icon" onClick={onZoomIn} aria-label={t('viewer.zoomIn')} title={t('viewer.zoomIn')}>
            <ZoomIn />
          </Button>
          <Button variant="outline" size="sm" onClick={onFitWidth}>
            <Maximize2 />
            {t('viewer.fitWidth')}
          </Button>
          <p className="ml-auto text-sm tabular-nums text-muted-foreground" aria-live="polite" data-testid="pdf-page">
            {t('viewer.page', { page: format.digits(state.page), pages: format.digits(state.pages) })}
          </p>
        </div>
      ) : null}
      {state.status === 'loading' ? <LoadProgress loaded={state.loaded} total={state.total} /> : null}
      {state.status === 'error' ? (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
          <span>{t(`viewer.failed.${state.failure}`)}</span>
          {state.failure === 'network' ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw />
              {t('viewer.retry')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <div className={state.status === 'error' ? 'hidden' : 'relative h-[75vh] min-h-80 overflow-hidden rounded-md border bg-muted'}>{children}</div>
    </section>
  );
}

/** A download's progress bar with its words: a percentage when the size is known, the bare sentence while it is not. */
export function LoadProgress({ loaded, total, action = 'loading' }: { loaded: number; total: number; action?: 'loading' | 'downloading' }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const percent = loadedPercent(loaded, total);
  const label = percent === null ? t(`viewer.${action}`) : t(`viewer.${action}Percent`, { percent: format.percent(percent) });
  return (
    <div className="w-full space-y-1" data-testid={`pdf-${action}`}>
      <p className="text-sm text-muted-foreground">{label}</p>
      {/* An unknown size shows a bar that has started, rather than one that seems stuck at zero. */}
      <Progress value={percent ?? 10} label={label} className={percent === null ? 'animate-pulse' : undefined} />
    </div>
  );
}
