import { AlertTriangle } from 'lucide-react';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSkeleton } from '@/components/ui/page';
import { reloadForChunkError, shouldReloadForChunkError } from './chunk-reload';

/** 'Something went wrong' with Try Again and Refresh Page (seed 000 section 2). */
function ErrorCard({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <AlertTriangle className="size-10 text-destructive" aria-hidden />
          <CardTitle>{t('errors.somethingWentWrong')}</CardTitle>
          <p className="text-sm text-muted-foreground">{detail ?? t('errors.unexpected')}</p>
        </CardHeader>
        <CardContent className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={onRetry}>{t('errors.tryAgain')}</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('errors.refreshPage')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The router's error element: a failed route response shows 'Unexpected Application Error!' with its
 * status; an error thrown while rendering shows the 'Something went wrong' card, unless it is a chunk of an older
 * deploy that failed to load: then the page reloads once.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const reload = shouldReloadForChunkError(error);
  useEffect(() => {
    if (reload) reloadForChunkError();
  }, [reload]);
  if (reload) return <PageSkeleton />;
  if (isRouteErrorResponse(error)) {
    return (
      <div className="mx-auto max-w-xl p-6">
        <h1 className="text-2xl font-bold">{t('errors.unexpectedApplicationError')}</h1>
        <p className="mt-2 font-mono text-muted-foreground">
          {error.status} {error.statusText}
        </p>
      </div>
    );
  }
  console.error(error);
  return <ErrorCard onRetry={() => navigate(0)} />;
}

type BoundaryState = { error: Error | null; reloading: boolean };

/** Catches what escapes the router (providers, layout) and shows the same card. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error, reloading: shouldReloadForChunkError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.state.reloading) return reloadForChunkError();
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.reloading) return <PageSkeleton />;
    if (this.state.error) return <ErrorCard onRetry={() => this.setState({ error: null, reloading: false })} />;
    return this.props.children;
  }
}
