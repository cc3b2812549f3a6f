import { cloneElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { DEFAULT_NAMESPACE, i18n, type TFunction, type Translator } from './translator';

/**
 * A namespace's `t` and the translator, for a component (decision 093). Suspends until the namespace's texts are
 * there (pages render inside Suspense); renders again when the language changes. A namespace that fails to load
 * reaches the route's error screen, which reloads once for a chunk of an older deploy.
 */
export function useTranslationOf(translator: Translator, namespace = DEFAULT_NAMESPACE) {
  const language = useSyncExternalStore(translator.subscribe, () => translator.language, () => translator.language);
  translator.noteUsed(namespace);
  if (!translator.hasLoadedNamespace(namespace, language)) {
    const loading = translator.namespaceReady(namespace);
    // Thrown, not given to use(): React replays a component that suspended in use() once the promise settles, and
    // that replay, which no longer suspends here, would run the component's later hooks on the wrong dispatcher (React
    // error 467). A thrown promise unwinds to the Suspense boundary, which renders afresh when it settles.
    throw loading.failure ? loading.failure.reason : loading;
  }
  return { t: translator.translationFor(namespace), i18n: translator };
}

/** A namespace's `t` from the app's translator (lib/translator.ts), which lib/i18n.ts starts. */
export const useTranslation = (namespace?: string) => useTranslationOf(i18n, namespace);

/**
 * A text with elements in it: each `<name>words</name>` of the text becomes `components[name]` with the words as its
 * children ('I agree to the <terms>Terms of Service</terms>'); translators move the tags with the words.
 */
export function Trans({ t, i18nKey, components }: { t: TFunction; i18nKey: string; components: Record<string, ReactElement> }): ReactNode {
  // split with the tag's name and words captured: [text, name, words, text, name, words, …, text].
  const parts = t(i18nKey).split(/<(\w+)>(.*?)<\/\1>/);
  return parts.map((part, index) => {
    if (index % 3 === 0) return part;
    if (index % 3 === 2) return null;
    const element = components[part];
    return element ? cloneElement(element, { key: index }, parts[index + 1]) : parts[index + 1];
  });
}
