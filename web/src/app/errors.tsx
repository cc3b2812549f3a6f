import { AlertTriangle } from 'lucide-react';
import { Component, lazy, Suspense, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSkeleton } from '@/components/ui/page';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { reloadForChunkError, shouldReloadForChunkError } from './chunk-reload';

// The switches load with an error screen, which is rare, not with every first visit (at its budget). If their code
// cannot load (the failure the screen reports may be the connection), the screen shows without one.
type LazySwitch = { default: ComponentType };
const withoutSwitch = (): LazySwitch => ({ default: () => null });
const AccountLanguageSwitch = lazy(() =>
  import('@/features/auth/account-language-switch').then((module): LazySwitch => ({ default: module.AccountLanguageSwitch }), withoutSwitch),
);
const LanguageSwitch = lazy(() => import('@/components/site/language-switch').then((module): LazySwitch => ({ default: module.LanguageSwitch }), withoutSwitch));

/** An error screen with the language switch above it: nothing else of the app may be on the page. */
function ErrorScreen({ languageSwitch, children }: { languageSwitch: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="flex min-h-14 justify-end p-3">
        <Suspense fallback={null}>{languageSwitch}</Suspense>
      </div>
      <main className="flex flex-1 items-center justify-center p-4 pb-16">{children}</main>
    </div>
  );
}

/** 'Something went wrong' with Try Again and Refresh Page (seed 000 section 2). */
function ErrorCard({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  const { t } = useTranslation();
  return (
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
  const format = useFormat();
  const reload = shouldReloadForChunkError(error);
  useEffect(() => {
    if (reload) reloadForChunkError();
  }, [reload]);
  if (reload) return <PageSkeleton />;
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorScreen languageSwitch={<AccountLanguageSwitch />}>
        <div className="w-full max-w-xl">
          <h1 className="text-2xl font-bold">{t('errors.unexpectedApplicationError')}</h1>
          <p className="mt-2 font-mono text-muted-foreground">
            {format.digits(error.status)} {error.statusText}
          </p>
        </div>
      </ErrorScreen>
    );
  }
  console.error(error);
  return (
    <ErrorScreen languageSwitch={<AccountLanguageSwitch />}>
      <ErrorCard onRetry={() => navigate(0)} />
    </ErrorScreen>
  );
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
    // Outside the providers: no session to keep the choice on, so the switch changes this device's language only.
    if (this.state.error) {
      return (
        <ErrorScreen languageSwitch={<LanguageSwitch />}>
          <ErrorCard onRetry={() => this.setState({ error: null, reloading: false })} />
        </ErrorScreen>
      );
    }
    return this.props.children;
  }
}
