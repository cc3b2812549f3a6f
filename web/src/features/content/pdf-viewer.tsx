import * as pdfjsLib from 'pdfjs-dist';
import { useTranslation } from '@/lib/i18n-react';
// The worker ships as its own file from our origin (the CSP allows worker-src 'self'); no CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
// pdf.js's own page, text-layer and annotation styles, loaded with this chunk only (decision 048).
import 'pdfjs-dist/web/pdf_viewer.css';
import { useEffect, useRef, useState } from 'react';
import { PdfFrame, type PdfFailure, type PdfViewState } from './pdf-frame';

pdfjsLib.GlobalWorkerOptions.workerSrc = workerUrl;

/** The viewer components read the library from `globalThis.pdfjsLib` when their module runs, so they load after it is set. */
function loadViewerComponents() {
  (globalThis as { pdfjsLib?: typeof pdfjsLib }).pdfjsLib = pdfjsLib;
  return import('pdfjs-dist/web/pdf_viewer.mjs');
}

function failureOf(error: unknown): PdfFailure {
  const { name, status } = error as { name?: string; status?: number };
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 404) return 'missing';
  if (name === 'InvalidPDFException' || name === 'PasswordException') return 'invalid';
  return 'network';
}

/**
 * A PDF from the API in pdf.js's own viewer (PDFViewer + EventBus + PDFLinkService): pages render as they scroll
 * into view, with a selectable and searchable text layer, zoom, fit width and "page n of N".
 */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  // A new document starts from a fresh state (its own progress, page and zoom).
  return <DocumentView key={url} url={url} title={title} />;
}

function DocumentView({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('content');
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<PDFViewer | null>(null);
  const [state, setState] = useState<PdfViewState>({ status: 'loading', loaded: 0, total: 0 });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = container.current!;
    const stop = new AbortController();
    // The session cookie authorizes the request; eval stays off for the CSP; the server sends whole files (no ranges).
    const task = pdfjsLib.getDocument({ url, withCredentials: true, isEvalSupported: false, disableRange: true, disableStream: true });
    task.onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
      if (!stop.signal.aborted) setState((current) => (current.status === 'loading' ? { status: 'loading', loaded, total } : current));
    };
    Promise.all([task.promise, loadViewerComponents()]).then(
      ([document, { EventBus, PDFLinkService, PDFViewer }]) => {
        if (stop.signal.aborted) return;
        const eventBus = new EventBus();
        const linkService = new PDFLinkService({ eventBus });
        // abortSignal detaches the viewer's resize and scroll listeners on unmount; pdf.js reads it but its typings omit it.
        const options = { container: element, eventBus, linkService, abortSignal: stop.signal };
        const pdfViewer = new PDFViewer(options as ConstructorParameters<typeof PDFViewer>[0]);
        linkService.setViewer(pdfViewer);
        const update = (change: Partial<{ page: number; scale: number }>) =>
          setState((current) => (current.status === 'ready' ? { ...current, ...change } : current));
        eventBus.on('pagesinit', () => (pdfViewer.currentScaleValue = 'page-width'));
        eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => update({ page: pageNumber }));
        eventBus.on('scalechanging', ({ scale }: { scale: number }) => update({ scale }));
        pdfViewer.setDocument(document);
        linkService.setDocument(document);
        viewer.current = pdfViewer;
        setState({ status: 'ready', page: 1, pages: document.numPages, scale: 1 });
      },
      (error: unknown) => {
        if (!stop.signal.aborted) setState({ status: 'error', failure: failureOf(error) });
      },
    );
    return () => {
      stop.abort();
      viewer.current?.cleanup();
      viewer.current = null;
      void task.destroy();
    };
  }, [url, attempt]);

  return (
    <PdfFrame
      title={title}
      state={state}
      onZoomOut={() => viewer.current?.decreaseScale()}
      onZoomIn={() => viewer.current?.increaseScale()}
      onFitWidth={() => viewer.current && (viewer.current.currentScaleValue = 'page-width')}
      onRetry={() => {
        setState({ status: 'loading', loaded: 0, total: 0 });
        setAttempt((count) => count + 1);
      }}
    >
      {/* pdf.js needs an absolutely positioned scroll container; focusable so the keyboard can scroll it. */}
      <div ref={container} className="absolute inset-0 overflow-auto" tabIndex={0} role="region" aria-label={t('viewer.pages', { title })}>
        <div className="pdfViewer" />
      </div>
    </PdfFrame>
  );
}
