import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  FormulasQuery,
  FormulasResponse,
  NoteDetail,
  NotesQuery,
  NotesResponse,
  NoteUnitResponse,
  PastPapersQuery,
  PastPapersResponse,
  RepeatedQuestionsQuery,
  RepeatedQuestionsResponse,
} from '@common/content';
import { api } from '@/lib/api';
import { apiFile, saveFile, type DownloadProgress } from '@/lib/api-downloads';

export const contentKeys = {
  all: ['content'] as const,
  notes: (filters: NotesQuery) => [...contentKeys.all, 'notes', filters] as const,
  noteUnit: (subject: string, unit: string, contentClass: string | undefined) => [...contentKeys.all, 'note-unit', subject, unit, contentClass ?? 'own'] as const,
  note: (id: string) => [...contentKeys.all, 'note', id] as const,
  pastPapers: (filters: PastPapersQuery) => [...contentKeys.all, 'past-papers', filters] as const,
  formulas: (filters: FormulasQuery) => [...contentKeys.all, 'formulas', filters] as const,
  repeatedQuestions: (filters: RepeatedQuestionsQuery) => [...contentKeys.all, 'repeated-questions', filters] as const,
};

// Filters change as the student types: keep showing the last answer while the next one loads.
const listOptions = { placeholderData: keepPreviousData } as const;

export function useNotes(filters: NotesQuery) {
  return useQuery({
    queryKey: contentKeys.notes(filters),
    queryFn: ({ signal }) => api<NotesResponse>('/api/notes', { signal, query: filters }),
    ...listOptions,
  });
}

export function useNoteUnit(subject: string, unit: string, contentClass: '10' | '12' | undefined) {
  return useQuery({
    queryKey: contentKeys.noteUnit(subject, unit, contentClass),
    queryFn: ({ signal }) => api<NoteUnitResponse>(`/api/notes/units/${subject}/${unit}`, { signal, query: { class: contentClass } }),
  });
}

export function useNote(id: string | null) {
  return useQuery({
    queryKey: contentKeys.note(id ?? ''),
    queryFn: ({ signal }) => api<NoteDetail>(`/api/notes/${id}`, { signal }),
    enabled: !!id,
  });
}

/** Tells the server a note was opened (View Online), for Recent Activity. */
export function useRecordNoteRead() {
  return useMutation({ mutationFn: (id: string) => api<void>(`/api/notes/${id}/reads`, { method: 'POST' }) });
}

export function usePastPapers(filters: PastPapersQuery) {
  return useQuery({
    queryKey: contentKeys.pastPapers(filters),
    queryFn: ({ signal }) => api<PastPapersResponse>('/api/past-papers', { signal, query: filters }),
    ...listOptions,
  });
}

export function useFormulas(filters: FormulasQuery) {
  return useQuery({
    queryKey: contentKeys.formulas(filters),
    queryFn: ({ signal }) => api<FormulasResponse>('/api/formulas', { signal, query: filters }),
    ...listOptions,
  });
}

export function useRepeatedQuestions(filters: RepeatedQuestionsQuery) {
  return useQuery({
    queryKey: contentKeys.repeatedQuestions(filters),
    queryFn: ({ signal }) => api<RepeatedQuestionsResponse>('/api/repeated-questions', { signal, query: filters }),
    ...listOptions,
  });
}

export type PdfDownload = { path: string; method: 'GET' | 'POST'; fallbackName: string; query?: Record<string, string | number | undefined> };

/**
 * Downloads a PDF through the API (the server checks the session and plan, and counts the download), with its
 * progress while it arrives, then refreshes the lists so the new download count shows.
 */
export function useDownloadPdf() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (download: PdfDownload) => {
      setProgress({ loaded: 0, total: 0 });
      try {
        const file = await apiFile(download.path, { method: download.method, query: download.query, onProgress: setProgress });
        saveFile(file.blob, file.filename ?? download.fallbackName);
      } finally {
        setProgress(null);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
  return { ...mutation, progress };
}
