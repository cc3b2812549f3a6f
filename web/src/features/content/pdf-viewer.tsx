import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
// The worker ships as its own file from our origin (the CSP allows worker-src 'self'); no CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Skeleton } from '@/components/ui/feedback';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Renders a PDF from the API page by page into canvases that fit the column (pdf.js). */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('content');
  const container = useRef<HTMLDivElement>(null);
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    // The session cookie authorizes the request; eval stays off for the CSP.
    const task = getDocument({ url, withCredentials: true, isEvalSupported: false, disableRange: true, disableStream: true });
    task.promise.then(setDocument, (reason: Error) => setError(reason.message));
    return () => void task.destroy();
  }, [url]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={container} className="space-y-4" data-testid="pdf-viewer">
      {error ? (
        <Alert variant="destructive">{t('reader.pdfFailed', { message: error })}</Alert>
      ) : !document || !width ? (
        <Skeleton className="aspect-[1/1.414] w-full" />
      ) : (
        Array.from({ length: document.numPages }, (_, index) => (
          <PdfPage key={index} document={document} number={index + 1} width={width} label={t('reader.pdfPage', { title, page: index + 1, pages: document.numPages })} />
        ))
      )}
    </div>
  );
}

function PdfPage({ document, number, width, label }: { document: PDFDocumentProxy; number: number; width: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let task: RenderTask | undefined;
    let isCancelled = false;
    void document.getPage(number).then((page) => {
      const element = canvas.current;
      if (isCancelled || !element) return;
      const scale = width / page.getViewport({ scale: 1 }).width;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      element.width = Math.floor(viewport.width);
      element.height = Math.floor(viewport.height);
      element.style.width = `${Math.floor(viewport.width / ratio)}px`;
      element.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = page.render({ canvas: element, viewport });
      task.promise.catch(() => {
        // Cancelled by a resize or unmount: the next render replaces it.
      });
    });
    return () => {
      isCancelled = true;
      task?.cancel();
    };
  }, [document, number, width]);
  return <canvas ref={canvas} role="img" aria-label={label} className="mx-auto block rounded border bg-white shadow-sm" />;
}
