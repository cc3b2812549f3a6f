import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { AI_PROVIDER_NAMES } from '@common/ai-providers';
import type { AiProviderName } from '@common/ai-providers';
import type { ApiKey } from '@common/api-keys';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/controls';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { Input, Label, NativeSelect } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { AiProvidersTab } from './ai-providers-tab';
import { MfaGateCard } from './mfa-gate-card';
import { settingsKeys } from './queries';
import { useAddApiKey, useApiKeys, useDeleteApiKey, useMfaStatus, useSetApiKeyActive } from './security-queries';
import { TestAiTab } from './test-ai-tab';

/** A refusal because the 30 minutes are over: say so and show the gate again. */
function useGateRefusal() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.code === 'mfa_required')) return false;
      toast.error(t('apiManagement.gate.required'));
      void queryClient.invalidateQueries({ queryKey: settingsKeys.mfa() });
      return true;
    },
    [queryClient, t],
  );
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function AddApiKeyForm() {
  const { t } = useTranslation('settings');
  const add = useAddApiKey();
  const gateRefused = useGateRefusal();
  const [provider, setProvider] = useState<AiProviderName | ''>('');
  const [apiKeyName, setApiKeyName] = useState('');
  const [apiKey, setApiKey] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!provider || !apiKeyName.trim() || !apiKey.trim()) {
      toast.error(t('apiManagement.keys.fillRequired'));
      return;
    }
    // The server checks the rest (length, no spaces) and answers with a translated code.
    add.mutate({ provider, apiKeyName: apiKeyName.trim(), apiKey: apiKey.trim() }, {
      onSuccess: () => {
        toast.success(t('apiManagement.keys.added'));
        setApiKeyName('');
        setApiKey('');
      },
      onError: (error) => {
        if (!gateRefused(error)) toast.error(t('apiManagement.keys.addFailed', { reason: reason(error) }));
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('apiManagement.keys.addTitle')}</CardTitle>
        <CardDescription>{t('apiManagement.keys.addDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-3 sm:items-end">
          <div className="space-y-2">
            <Label htmlFor="key-provider">{t('apiManagement.keys.provider')}</Label>
            <NativeSelect id="key-provider" value={provider} onChange={(event) => setProvider(event.target.value as AiProviderName | '')}>
              <option value="">{t('apiManagement.keys.selectProvider')}</option>
              {AI_PROVIDER_NAMES.map((name) => (
                <option key={name} value={name}>
                  {t(`aiProviders.names.${name}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor="key-name">{t('apiManagement.keys.name')}</Label>
            <Input id="key-name" value={apiKeyName} onChange={(event) => setApiKeyName(event.target.value)} placeholder={t('apiManagement.keys.namePlaceholder')} autoComplete="off" />
          </div>
          <div className="space-y-2">
            <Label htmlFor="key-value">{t('apiManagement.keys.key')}</Label>
            <Input id="key-value" type="password" value={apiKey} onChange={(event) => setApiKey(event.target.value)} autoComplete="off" spellCheck={false} />
          </div>
          <Button type="submit" className="sm:col-span-3 sm:w-fit" disabled={add.isPending}>
            <Plus />
            {t('apiManagement.keys.add')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const toggle = useSetApiKeyActive();
  const remove = useDeleteApiKey();
  const gateRefused = useGateRefusal();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{apiKey.apiKeyName}</p>
        <p className="text-sm text-muted-foreground">
          {t(`aiProviders.names.${apiKey.provider}`)} · <span className="font-mono">••••{apiKey.lastFour}</span> · {format.date(apiKey.createdAt)}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Badge variant={apiKey.isActive ? 'success' : 'secondary'}>{t(apiKey.isActive ? 'apiManagement.keys.active' : 'apiManagement.keys.inactive')}</Badge>
        <Switch
          checked={apiKey.isActive}
          aria-label={t('apiManagement.keys.toggle', { name: apiKey.apiKeyName })}
          disabled={toggle.isPending}
          onCheckedChange={(isActive) =>
            toggle.mutate(
              { id: apiKey.id, isActive },
              {
                onSuccess: () => toast.success(t('apiManagement.keys.toggled')),
                onError: (error) => {
                  if (!gateRefused(error)) toast.error(t('apiManagement.keys.updateFailed', { reason: reason(error) }));
                },
              },
            )
          }
        />
        <Button variant="ghost" size="icon" aria-label={t('apiManagement.keys.delete', { name: apiKey.apiKeyName })} onClick={() => setConfirming(true)}>
          <Trash2 />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('apiManagement.keys.deleteTitle')}
        description={t('apiManagement.keys.deleteText', { name: apiKey.apiKeyName })}
        confirmLabel={t('apiManagement.keys.deleteConfirm')}
        cancelLabel={t('apiManagement.keys.cancel')}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(apiKey.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('apiManagement.keys.deleted'));
            },
            onError: (error) => {
              setConfirming(false);
              if (!gateRefused(error)) toast.error(t('apiManagement.keys.deleteFailed', { reason: reason(error) }));
            },
          })
        }
      />
    </li>
  );
}

function ApiKeysTab() {
  const { t } = useTranslation('settings');
  const keys = useApiKeys(true);
  const gateRefused = useGateRefusal();
  useEffect(() => {
    if (keys.error && !gateRefused(keys.error)) toast.error(t('fetchFailed', { message: reason(keys.error) }));
  }, [keys.error, gateRefused, t]);
  return (
    <div className="space-y-6">
      <AddApiKeyForm />
      <Card>
        <CardHeader>
          <CardTitle>{t('apiManagement.keys.listTitle')}</CardTitle>
          <CardDescription>{t('apiManagement.keys.listDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {keys.isPending ? (
            <Skeleton className="h-32" />
          ) : keys.isError ? (
            <EmptyState icon={<KeyRound />} title={t('fetchFailed', { message: reason(keys.error) })} />
          ) : keys.data?.keys.length ? (
            <ul className="divide-y" aria-label={t('apiManagement.keys.listTitle')}>
              {keys.data.keys.map((apiKey) => (
                <ApiKeyRow key={apiKey.id} apiKey={apiKey} />
              ))}
            </ul>
          ) : (
            <EmptyState icon={<KeyRound />} title={t('apiManagement.keys.emptyTitle')} description={t('apiManagement.keys.emptyText')} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** Closes the tabs when the gate's 30 minutes run out (the server refuses from then on anyway). */
function useGateExpiry(verifiedUntil: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!verifiedUntil) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: settingsKeys.mfa() }), Math.max(Date.parse(verifiedUntil) - Date.now(), 0) + 500);
    return () => clearTimeout(timer);
  }, [queryClient, verifiedUntil]);
}

/** /admin/api-management (seed 001): the MFA gate first, then the tabs. */
export function ApiManagementPage() {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const status = useMfaStatus();
  useGateExpiry(status.data?.verifiedUntil);
  const isOpen = !!status.data?.verifiedUntil;
  return (
    <PageContainer>
      <PageHeader
        title={t('apiManagement.title')}
        description={t('apiManagement.description')}
        actions={
          isOpen ? (
            <Badge variant="success" className="gap-1">
              <ShieldCheck className="size-3" aria-hidden />
              {t('apiManagement.gate.openUntil', { time: format.time(status.data!.verifiedUntil!) })}
            </Badge>
          ) : null
        }
      />
      {status.isPending ? (
        <Skeleton className="h-64" />
      ) : !status.data ? (
        <EmptyState icon={<ShieldCheck />} title={t('fetchFailed', { message: reason(status.error) })} />
      ) : !isOpen ? (
        <MfaGateCard status={status.data} onOpened={() => void status.refetch()} />
      ) : (
        <Tabs defaultValue="keys">
          <TabsList>
            <TabsTrigger value="keys">{t('apiManagement.tabs.keys')}</TabsTrigger>
            <TabsTrigger value="providers">{t('apiManagement.tabs.providers')}</TabsTrigger>
            <TabsTrigger value="test">{t('apiManagement.tabs.test')}</TabsTrigger>
          </TabsList>
          <TabsContent value="keys">
            <ApiKeysTab />
          </TabsContent>
          <TabsContent value="providers">
            <AiProvidersTab />
          </TabsContent>
          <TabsContent value="test">
            <TestAiTab />
          </TabsContent>
        </Tabs>
      )}
    </PageContainer>
  );
}
