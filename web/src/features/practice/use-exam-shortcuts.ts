import { useEffect, useEffectEvent } from 'react';

export type ExamShortcut = 'next' | 'previous' | 'mark';

/** The physical keys (KeyboardEvent.code), so N, P and M work the same on a Nepali keyboard layout. */
export const EXAM_SHORTCUT_KEYS: Record<ExamShortcut, { code: string; label: string }> = {
  next: { code: 'KeyN', label: 'N' },
  previous: { code: 'KeyP', label: 'P' },
  mark: { code: 'KeyM', label: 'M' },
};

/** Fields where a letter is text being typed (a radio or checkbox takes no text, so shortcuts still work there). */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit', 'reset'].includes(target.type);
}

/**
 * Exam keyboard shortcuts: N next question, P previous, M mark for review. Not while typing in a field, with Ctrl, Alt
 * or Meta held (the browser's own shortcuts), or while a dialog (the submit confirmation) is open.
 */
export function useExamShortcuts(actions: Record<ExamShortcut, () => void>, isEnabled = true) {
  const run = useEffectEvent((shortcut: ExamShortcut) => actions[shortcut]());
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
      const shortcut = (Object.keys(EXAM_SHORTCUT_KEYS) as ExamShortcut[]).find((name) => EXAM_SHORTCUT_KEYS[name].code === event.code);
      if (!shortcut) return;
      event.preventDefault();
      run(shortcut);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
}
