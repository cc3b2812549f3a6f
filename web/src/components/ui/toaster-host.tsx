import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/lib/theme';

/** Toasts: 4 seconds, at most 3 at once (seed 000 section 9). Loaded with the first toast (toaster.tsx). */
export function ToasterHost() {
  const [theme] = useTheme();
  return <Sonner theme={theme} position="top-center" duration={4000} visibleToasts={3} richColors closeButton />;
}

export { toast as sonnerToast } from 'sonner';
