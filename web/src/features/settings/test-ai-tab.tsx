import { CheckCircle2, PlayCircle, XCircle } from 'lucide-react';
import { useState } from 'react';
import { AI_PROVIDER_NAMES, type AiProviderName, type AiProviderTestResult } from '@common/ai-providers';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton, Spinner } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useAiProviders, useTestAiProvider } from './ai-provider-queries';

function TestResult({ result }: { result: AiProviderTestResult }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  return (
    <div className="space-y-1 rounded-md border p-3 text-sm" role="status">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {result.ok ? <CheckCircle2 className="size-4 text-success" aria-hidden /> : <XCircle className="size-4 text-destructive" aria-hidden />}
        {result.ok ? t('testAi.passed') : t('testAi.failed')}
        <Badge variant="outline">{t('testAi.latency', { ms: format.number(result.latencyMs) })}</Badge>
        {result.status ? <Badge variant="outline">HTTP {format.digits(result.status)}</Badge> : null}
      </p>
      <p className="break-words text-muted-foreground">{result.ok ? result.reply : result.error}</p>
    </div>
  );
}

/** The Test AI APIs tab: a real short call to each provider that has an active key, with latency and reply or error. */
export function TestAiTab() {
  const { t } = useTranslation('settings');
  const providers = useAiProviders();
  const test = useTestAiProvider();
  const [results, setResults] = useState<Partial<Record<AiProviderName, AiProviderTestResult>>>({});
  const [running, setRunning] = useState<AiProviderName | null>(null);

  const run = async (provider: AiProviderName) => {
    setRunning(provider);
    try {
      const result = await test.mutateAsync(provider);
      setResults((current) => ({ ...current, [provider]: result }));
    } catch (error) {
      toast.error(t('testAi.requestFailed', { message: (error as Error).message }));
    } finally {
      setRunning(null);
    }
  };

  if (!providers.data) return <Skeleton className="h-64" aria-busy="true" />;
  const { settings, keys } = providers.data;

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('testAi.description')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {AI_PROVIDER_NAMES.map((provider) => (
          <Card key={provider}>
            <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
              <div className="min-w-0">
                <CardTitle className="text-base">{t(`aiProviders.names.${provider}`)}</CardTitle>
                <p className="break-words text-sm text-muted-foreground">
                  {settings[provider].model} · {settings[provider].enabled ? t('testAi.enabled') : t('testAi.disabled')}
                </p>
              </div>
              <Button type="button" size="sm" disabled={!keys[provider].hasActiveKey || running !== null} onClick={() => void run(provider)}>
                <PlayCircle />
                {t('testAi.run', { provider: t(`aiProviders.names.${provider}`) })}
              </Button>
            </CardHeader>
            <CardContent>
              {running === provider ? (
                <Spinner label={t('testAi.running')} />
              ) : results[provider] ? (
                <TestResult result={results[provider]} />
              ) : !keys[provider].hasActiveKey ? (
                <p className="text-sm text-muted-foreground">{t('aiProviders.noKey')}</p>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
