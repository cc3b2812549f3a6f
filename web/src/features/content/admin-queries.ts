import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContentOptions,
  AdminFormulaPage,
  AdminMcqPage,
  AdminMockTestDetail,
  AdminMockTestPage,
  AdminNoteDetail,
  AdminNotePage,
  AdminPastPaperPage,
  ImportMcqsInput,
  ImportPreview,
} from '@common/content-admin';
import { api } from '@/lib/api';
import { apiUpload } from '@/lib/api-upload';

/** The content admin's tabs; each is also its API path under /api/admin. */
export const CONTENT_KINDS = ['mcqs', 'notes', 'mock-tests', 'past-papers', 'formulas'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

type PageByKind = { mcqs: AdminMcqPage; notes: AdminNotePage; 'mock-tests': AdminMockTestPage; 'past-papers': AdminPastPaperPage; formulas: AdminFormulaPage };
export type AdminItem<K extends ContentKind> = PageByKind[K]['items'][number];
export type ListQuery = Record<string, string | number | undefined>;

// Under 'admin': every content topic (mcqs, notes, mock_tests, past_papers, formulas) refetches it (lib/realtime.ts).
const keys = {
  all: ['admin', 'content'] as const,
  options: () => [...keys.all, 'options'] as const,
  list: (kind: ContentKind, query: ListQuery) => [...keys.all, kind, 'list', query] as const,
  item: (kind: ContentKind, id: string) => [...keys.all, kind, 'item', id] as const,
};

export function useContentOptions() {
  return useQuery({ queryKey: keys.options(), queryFn: ({ signal }) => api<AdminContentOptions>('/api/admin/content-options', { signal }), staleTime: 5 * 60_000 });
}

export function useAdminList<K extends ContentKind>(kind: K, query: ListQuery, enabled = true) {
  return useQuery({
    queryKey: keys.list(kind, query),
    queryFn: ({ signal }) => api<PageByKind[K]>(`/api/admin/${kind}`, { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The note's Markdown, or the test's questions: what the list rows leave out and the edit form needs. */
export function useAdminItem<T extends AdminNoteDetail | AdminMockTestDetail>(kind: 'notes' | 'mock-tests', id: string | null) {
  return useQuery({ queryKey: keys.item(kind, id ?? ''), queryFn: ({ signal }) => api<T>(`/api/admin/${kind}/${id}`, { signal }), enabled: !!id });
}

/** Saves an item: JSON, or a multipart form (a JSON "data" field then the PDFs) with upload progress. */
export function useSaveItem(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, files, onProgress }: { id?: string; body: unknown; files?: Record<string, File | null>; onProgress?: (share: number) => void }) => {
      const path = id ? `/api/admin/${kind}/${id}` : `/api/admin/${kind}`;
      const method = id ? 'PUT' : 'POST';
      if (!files) return api<unknown>(path, { method, body });
      const form = new FormData();
      form.append('data', JSON.stringify(body));
      for (const [field, file] of Object.entries(files)) if (file) form.append(field, file, file.name);
      return apiUpload<unknown>(path, { method, body: form, onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteItem(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: (body: ImportMcqsInput) => api<ImportPreview>('/api/admin/mcqs/import/preview', { method: 'POST', body }) });
}

export function useImportMcqs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportMcqsInput) => api<{ imported: number }>('/api/admin/mcqs/import', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
