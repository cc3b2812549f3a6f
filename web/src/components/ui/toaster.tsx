import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { toast as SonnerToast } from 'sonner';

// Most visits raise no toast: sonner (about 9 kB gzipped) and its host load with the first one (decision 090).
const loadHost = () => import('./toaster-host');
const ToasterHost = lazy(() => loadHost().then((module) => ({ default: module.ToasterHost })));

let isWanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

type ToastArguments = Parameters<typeof SonnerToast.success>;

function show(kind: 'success' | 'error' | 'info') {
  return (...toastArguments: ToastArguments) => {
    if (!isWanted) {
      isWanted = true;
      // Told after the current render: a screen may raise a toast while it renders.
      queueMicrotask(() => listeners.forEach((listener) => listener()));
    }
    // Sonner keeps a toast raised before its host subscribed and shows it once the host is there.
    void loadHost().then((module) => module.sonnerToast[kind](...toastArguments));
  };
}

/** Raises a toast; the first one loads the toaster. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** Where toasts appear: nothing until the first toast is raised. */
export function Toaster() {
  const hasToasts = useSyncExternalStore(subscribe, () => isWanted, () => false);
  return hasToasts ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}
