import { FileClock, Loader2, ShieldAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { parseMarkdown } from '@common/markdown';
import { POLICY_TYPES, UpdatePolicyBody, type Policy, type PolicyType } from '@common/policies';
import { MarkdownContent } from '@/components/markdown/markdown-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Alert, EmptyState, Skeleton } from '@/components/ui/feedback';
import { FieldError, Label, Textarea } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { usePolicyVersions, usePublishPolicy } from './queries';

/** /admin/policy-management (seed 001 section 2): edit each policy and publish it as a new version. */
export function PolicyManagementPage() {
  const { t } = useTranslation('policies');
  const versions = usePolicyVersions();
  const isDenied = versions.error instanceof ApiError && versions.error.status === 403;
  const hasLoadError = Boolean(versions.error) && !isDenied;

  useEffect(() => {
    if (hasLoadError) toast.error(t('management.loadFailed'));
  }, [hasLoadError, t]);

  if (isDenied) return <AccessDenied />;

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('management.title')} description={t('management.description')} />
      {hasLoadError ? (
        <Alert variant="destructive" className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <span>{t('management.loadFailed')}</span>
          <Button size="sm" variant="outline" onClick={() => void versions.refetch()}>
            {t('management.retry')}
          </Button>
        </Alert>
      ) : null}
      <Tabs defaultValue="terms">
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {POLICY_TYPES.map((type) => (
            <TabsTrigger key={type} value={type}>
              {t(`${type}.title`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {POLICY_TYPES.map((type) => (
          // Kept mounted while hidden, so an unsaved edit survives a look at the other tab.
          <TabsContent key={type} value={type} forceMount className="data-[state=inactive]:hidden">
            {versions.isPending ? (
              <EditorSkeleton />
            ) : (
              <PolicyEditor type={type} active={versions.data?.find((version) => version.policyType === type && version.isActive)} />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <VersionHistory versions={versions.data} isPending={versions.isPending} />
    </PageContainer>
  );
}

/** One policy's text area, prefilled with the active version; saving publishes the next version. */
function PolicyEditor({ type, active }: { type: PolicyType; active: Policy | undefined }) {
  const { t } = useTranslation('policies');
  const format = useFormat();
  const fieldId = useId();
  const publish = usePublishPolicy();
  // The admin's edits; until they type, the editor shows the active version (and follows it after a save).
  const [draft, setDraft] = useState<string | null>(null);
  const content = draft ?? active?.content ?? '';
  const isBlank = content.trim().length === 0;
  // The server's own rule (blank or too long): a blank text only disables the button, anything else says why.
  const validation = UpdatePolicyBody.safeParse({ content });
  const problem = validation.success || isBlank ? null : validation.error.issues[0]?.message;
  const policyName = t(`${type}.title`);

  const save = () =>
    publish.mutate(
      { type, content },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success(t(`management.updated.${type}`));
        },
        onError: () => toast.error(t('management.updateFailed')),
      },
    );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{policyName}</h2>
        <CardDescription>
          {active
            ? t('management.activeVersion', { version: active.version, date: format.date(active.updatedAt, 'long') })
            : t('management.noActiveVersion')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Label htmlFor={fieldId}>{t('management.contentLabel', { policy: policyName })}</Label>
        <Textarea
          id={fieldId}
          rows={12}
          value={content}
          onChange={(event) => setDraft(event.target.value)}
          className="font-mono text-sm leading-relaxed"
          aria-describedby={`${fieldId}-hint`}
          aria-invalid={problem ? true : undefined}
        />
        <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
          {t('management.markdownHint')}
        </p>
        <FieldError>{problem}</FieldError>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-primary">{t('management.preview')}</summary>
            <div className="mt-3 max-h-96 overflow-y-auto rounded-lg border p-4">
              <MarkdownContent tree={parseMarkdown(content, { math: false })} />
            </div>
          </details>
          <Button onClick={save} disabled={publish.isPending || !validation.success} className="sm:self-start">
            {publish.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {publish.isPending ? t('management.saving') : t('management.update', { policy: policyName })}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function EditorSkeleton() {
  return (
    <Card className="space-y-3 p-6" aria-busy="true">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-64" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="ml-auto h-10 w-44" />
    </Card>
  );
}

/** Every version, by type and then newest first (seed 001 section 2: type, version, Active marker, updated date). */
function VersionHistory({ versions, isPending }: { versions: Policy[] | undefined; isPending: boolean }) {
  const { t } = useTranslation('policies');
  const format = useFormat();
  const sorted = [...(versions ?? [])].sort(
    (a, b) => a.policyType.localeCompare(b.policyType) || b.createdAt.localeCompare(a.createdAt) || b.version - a.version,
  );
  return (
    <Card className="mt-8">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
          <FileClock className="size-5 text-primary" aria-hidden />
          {t('management.historyTitle')}
        </h2>
        <CardDescription>{t('management.historyDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-2">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </div>
        ) : sorted.length === 0 ? (
          <EmptyState icon={<FileClock />} title={t('management.historyEmpty')} />
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t('management.historyTitle')}>
            {sorted.map((version) => (
              <li key={version.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <Badge variant="outline">{t(`${version.policyType}.title`)}</Badge>
                <span className="font-semibold">{t('management.versionNumber', { version: version.version })}</span>
                {version.isActive ? (
                  <Badge variant="outline" className="border-emerald-600/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300">
                    {t('management.active')}
                  </Badge>
                ) : null}
                <span className="text-muted-foreground sm:ml-auto">
                  {t('management.updatedAt', { date: format.dateTime(version.updatedAt, 'long') })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AccessDenied() {
  const { t } = useTranslation('policies');
  return (
    <PageContainer className="max-w-xl">
      <Card className="mt-10 flex flex-col items-center gap-3 p-8 text-center">
        <ShieldAlert className="size-10 text-destructive" aria-hidden />
        <h1 className="text-xl font-bold">{t('management.accessDenied')}</h1>
        <p className="text-muted-foreground">{t('management.noPermission')}</p>
      </Card>
    </PageContainer>
  );
}
