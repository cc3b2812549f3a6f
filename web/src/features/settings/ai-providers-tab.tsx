import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Save } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AI_MODEL_SUGGESTIONS, AI_PROVIDER_NAMES, AiProvidersSettingSchema, MAX_AI_MAX_TOKENS, type AiProvidersSetting } from '@common/ai-providers';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/controls';
import { Skeleton } from '@/components/ui/feedback';
import { FieldError, Input, Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useTranslation } from '@/lib/i18n-react';
import { useAiProviders, useUpdateAiProviders } from './ai-provider-queries';

/** The AI Providers tab of /admin/api-management: per provider enabled, model and max_tokens. */
export function AiProvidersTab() {
  const { t } = useTranslation('settings');
  const providers = useAiProviders();
  const update = useUpdateAiProviders();
  const form = useForm<AiProvidersSetting>({ resolver: zodResolver(AiProvidersSettingSchema) });
  const { errors, isDirty } = form.formState;
  const settings = providers.data?.settings;
  useEffect(() => {
    if (settings) form.reset(settings);
  }, [form, settings]);
  useEffect(() => {
    if (providers.isError) toast.error(t('fetchFailed', { message: providers.error.message }));
  }, [providers.isError, providers.error, t]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast.success(t('aiProviders.updated')),
      onError: (error) => toast.error(t('aiProviders.updateFailed', { message: error.message })),
    }),
  );

  if (!providers.data) return <Skeleton className="h-96" aria-busy="true" />;
  const keys = providers.data.keys;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('aiProviders.description')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {AI_PROVIDER_NAMES.map((provider) => {
          const key = keys[provider];
          const modelError = errors[provider]?.model?.message;
          const tokensError = errors[provider]?.maxTokens?.message;
          return (
            <Card key={provider}>
              <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
                <div className="min-w-0 space-y-1">
                  <CardTitle className="text-base">{t(`aiProviders.names.${provider}`)}</CardTitle>
                  <CardDescription>
                    {key.hasActiveKey ? (
                      <Badge variant="outline">
                        <KeyRound className="size-3" aria-hidden />
                        {t('aiProviders.activeKey', { lastFour: key.lastFour })}
                      </Badge>
                    ) : (
                      t('aiProviders.noKey')
                    )}
                  </CardDescription>
                </div>
                <div className="flex items-center gap-2">
                  <Label htmlFor={`${provider}-enabled`} className="text-sm">
                    {t('aiProviders.enabled')}
                  </Label>
                  <Controller
                    control={form.control}
                    name={`${provider}.enabled`}
                    render={({ field }) => <Switch id={`${provider}-enabled`} checked={!!field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />}
                  />
                </div>
              </CardHeader>
              <CardContent className="space-y-3">
                <div className="space-y-1.5">
                  <Label htmlFor={`${provider}-model`}>{t('aiProviders.model')}</Label>
                  <Input
                    id={`${provider}-model`}
                    list={`${provider}-models`}
                    autoComplete="off"
                    aria-invalid={!!modelError}
                    aria-describedby={modelError ? `${provider}-model-error` : undefined}
                    {...form.register(`${provider}.model`)}
                  />
                  <datalist id={`${provider}-models`}>
                    {AI_MODEL_SUGGESTIONS[provider].map((model) => (
                      <option key={model} value={model} />
                    ))}
                  </datalist>
                  <FieldError id={`${provider}-model-error`}>{modelError ? t('aiProviders.modelError') : null}</FieldError>
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor={`${provider}-max-tokens`}>{t('aiProviders.maxTokens')}</Label>
                  <Input
                    id={`${provider}-max-tokens`}
                    type="number"
                    inputMode="numeric"
                    min={16}
                    aria-invalid={!!tokensError}
                    aria-describedby={tokensError ? `${provider}-max-tokens-error` : undefined}
                    {...form.register(`${provider}.maxTokens`, { valueAsNumber: true })}
                  />
                  <FieldError id={`${provider}-max-tokens-error`}>{tokensError ? t('aiProviders.maxTokensError', { max: MAX_AI_MAX_TOKENS }) : null}</FieldError>
                </div>
              </CardContent>
            </Card>
          );
        })}
      </div>
      <Button type="submit" disabled={update.isPending || !isDirty}>
        <Save />
        {update.isPending ? t('aiProviders.saving') : t('aiProviders.save')}
      </Button>
    </form>
  );
}
