import { Copy, Sigma } from 'lucide-react';
import type { Formula } from '@common/content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/feedback';
import { MathFormula } from '@/components/markdown/math-formula';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { ClearFiltersButton, FilterBar, SearchField, SubjectSelect, useFilterParams } from './filters';
import { CardGridSkeleton, LoadProblem, useLoadErrorToast } from './list-states';
import { useFormulas } from './queries';

const FILTERS = ['search', 'subject'] as const;

/** The formulas of a list grouped by subject, keeping the server's order. */
function groupBySubject(formulas: Formula[]) {
  const groups = new Map<string, { name: string; formulas: Formula[] }>();
  for (const formula of formulas) {
    const group = groups.get(formula.subject.slug) ?? { name: formula.subject.name, formulas: [] };
    group.formulas.push(formula);
    groups.set(formula.subject.slug, group);
  }
  return [...groups.entries()];
}

/** /formulas: the formula bank, searchable by title, LaTeX or topic, typeset with KaTeX, grouped by subject. */
export function FormulasPage() {
  const { t } = useTranslation('content');
  const format = useFormat();
  const filters = useFilterParams(FILTERS);
  const { search, subject } = filters.values;
  const formulas = useFormulas({ search: search || undefined, subject: subject || undefined });
  useLoadErrorToast(formulas.error);
  const data = formulas.data;

  return (
    <PageContainer>
      <PageHeader title={t('formulas.title')} description={t('formulas.description')} />
      {formulas.isError && !data ? (
        <LoadProblem error={formulas.error} onRetry={() => void formulas.refetch()} />
      ) : (
        <div className="space-y-5">
          <FilterBar filters={filters} className="sm:grid-cols-[2fr_1fr_auto] sm:items-end">
              <SearchField label={t('formulas.searchLabel')} placeholder={t('formulas.searchPlaceholder')} value={search} onSearch={(text) => filters.set({ search: text })} />
              <SubjectSelect subjects={data?.subjects} value={subject} onChange={(value) => filters.set({ subject: value })} />
          </FilterBar>
          {!data ? (
            <CardGridSkeleton className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" itemClassName="h-40" />
          ) : (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('formulas.found', { count: data.total })}
              </p>
              {data.formulas.length === 0 ? (
                <EmptyState
                  icon={<Sigma />}
                  title={t('formulas.empty')}
                  action={filters.isFiltered ? <ClearFiltersButton filters={filters} /> : undefined}
                />
              ) : (
                groupBySubject(data.formulas).map(([slug, group]) => (
                  <section key={slug} aria-labelledby={`formulas-${slug}`} className="space-y-3">
                    <h2 id={`formulas-${slug}`} className="text-xl font-semibold">
                      {group.name} <span className="text-sm font-normal text-muted-foreground">({format.digits(group.formulas.length)})</span>
                    </h2>
                    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                      {group.formulas.map((formula) => (
                        <li key={formula.id} className="min-w-0">
                          <FormulaCard formula={formula} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))
              )}
            </>
          )}
        </div>
      )}
    </PageContainer>
  );
}

function FormulaCard({ formula }: { formula: Formula }) {
  const { t } = useTranslation('content');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(formula.latex);
      toast.success(t('formulas.copied'));
    } catch {
      toast.error(t('formulas.copyFailed'));
    }
  };
  return (
    <Card className="flex h-full flex-col" data-testid="formula-card">
      <CardHeader className="gap-2">
        <Badge variant="outline" className="self-start">
          {formula.topic}
        </Badge>
        <CardTitle className="text-base">{formula.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="min-w-0 max-w-full rounded-lg bg-muted/50 px-2 py-1">
          <MathFormula tex={formula.latex} display />
        </div>
        {formula.description ? <p className="text-sm text-muted-foreground">{formula.description}</p> : null}
        <Button variant="ghost" size="sm" className="mt-auto self-start" onClick={() => void copy()} aria-label={t('formulas.copyLabel', { title: formula.title })}>
          <Copy />
          {t('formulas.copy')}
        </Button>
      </CardContent>
    </Card>
  );
}
