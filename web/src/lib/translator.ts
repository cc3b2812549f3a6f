/**
 * The web's translator (decision 093): what the app used of i18next, small enough for every page's budget. Texts live in one JSON
 * tree per language and namespace (decision 003) and load on demand; a missing text falls back to English, then to
 * its key. Supported: `ns:key` and `{ ns }`, `{{name}}` placeholders (each value through `format`), plural keys
 * `key_one`/`key_other` chosen by `count` with the language's Intl.PluralRules, `defaultValue`, `returnObjects`, `lng`.
 * Not supported (nothing uses them): context, nesting ($t), `{{value, format}}`, `_zero`, ordinal plurals.
 */
type Tree = Record<string, unknown>;

/** A namespace's loading; `failure` is set once it has failed. */
export type NamespaceLoad = Promise<void> & { failure?: { reason: unknown } };

export type TOptions = {
  ns?: string;
  lng?: string;
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
} & Record<string, unknown>;

export type TFunction = {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
};

export type TranslatorSetup = {
  language: string;
  /** Loaded at once with the language: what the app needs before its first screen. */
  ns: string[];
  /** A namespace's texts in a language (an empty tree when it has none). */
  load: (language: string, namespace: string) => Promise<Tree>;
  /** Texts shipped with the code, already there: language → namespace → texts. */
  bundled?: Record<string, Record<string, Tree>>;
  /** Writes a value put into a text (the app writes numbers in the reader's digits). */
  format?: (value: unknown, language: string) => unknown;
};

const FALLBACK_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'common';

export type Translator = ReturnType<typeof createTranslator>;

export function createTranslator() {
  let language = FALLBACK_LANGUAGE;
  let setup: TranslatorSetup | undefined;
  const texts = new Map<string, Tree>(); // `${language}/${namespace}`
  const loads = new Map<string, Promise<void>>();
  // Every namespace asked for: a change of language loads them all in the new one before it shows.
  const wanted = new Set<string>();
  const listeners = new Set<() => void>();
  const fixed = new Map<string, TFunction>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  let used: Set<string> | undefined;

  const languagesFor = (lng: string) => (lng === FALLBACK_LANGUAGE ? [lng] : [lng, FALLBACK_LANGUAGE]);

  function loadOne(lng: string, namespace: string): Promise<void> {
    const id = `${lng}/${namespace}`;
    if (texts.has(id)) return Promise.resolve();
    let loading = loads.get(id);
    if (!loading) {
      if (!setup) throw new Error('The translator is used before init()');
      loading = setup.load(lng, namespace).then(
        (tree) => void texts.set(id, tree),
        (error: unknown) => {
          // Asked again by the next screen that needs it (a dropped connection, a chunk of an older deploy).
          loads.delete(id);
          throw error;
        },
      );
      loads.set(id, loading);
    }
    return loading;
  }

  /** One promise per language and namespace, which says when it has failed and why (a render throws that reason). */
  const ready = new Map<string, NamespaceLoad>();
  function namespaceReady(namespace: string): NamespaceLoad {
    const id = `${language}/${namespace}`;
    const known = ready.get(id);
    if (known) {
      // A failure is answered to the renders that come in the same task (React renders a failed tree once more
      // before it shows the error screen), then forgotten: the next one ("Try again") loads again.
      if (known.failure) setTimeout(() => ready.get(id) === known && ready.delete(id));
      return known;
    }
    wanted.add(namespace);
    const loading: NamespaceLoad = Promise.all(languagesFor(language).map((lng) => loadOne(lng, namespace))).then(() => undefined);
    loading.catch((reason: unknown) => void (loading.failure = { reason }));
    ready.set(id, loading);
    return loading;
  }

  function find(lng: string, namespace: string, key: string, count: unknown): unknown {
    for (const code of languagesFor(lng)) {
      const tree = texts.get(`${code}/${namespace}`);
      if (!tree) continue;
      if (typeof count === 'number') {
        let rules = pluralRules.get(code);
        if (!rules) pluralRules.set(code, (rules = new Intl.PluralRules(code)));
        const plural = at(tree, `${key}_${rules.select(count)}`);
        if (plural != null) return plural;
      }
      const found = at(tree, key);
      if (found != null) return found;
    }
    return undefined;
  }

  function translate(fullKey: string, options: TOptions = {}, fixedNamespace = DEFAULT_NAMESPACE): unknown {
    const separator = fullKey.indexOf(':');
    const key = separator < 0 ? fullKey : fullKey.slice(separator + 1);
    const namespace = separator < 0 ? (options.ns ?? fixedNamespace) : fullKey.slice(0, separator);
    const lng = options.lng ?? language;
    const found = find(lng, namespace, key, options.count);
    if (found != null && typeof found === 'object') return options.returnObjects ? found : key;
    const text = typeof found === 'string' ? found : (options.defaultValue ?? key);
    return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
      const field = name.trim();
      if (!Object.hasOwn(options, field)) return placeholder;
      const value = setup?.format ? setup.format(options[field], lng) : options[field];
      return value == null ? '' : String(value);
    });
  }

  const translator = {
    get language() {
      return language;
    },

    /** Sets the language and loads the first namespaces; resolves when they are there (or failed to load). */
    async init(options: TranslatorSetup) {
      setup = options;
      for (const [lng, namespaces] of Object.entries(options.bundled ?? {})) {
        for (const [namespace, tree] of Object.entries(namespaces)) texts.set(`${lng}/${namespace}`, tree);
      }
      language = options.language;
      await translator.loadNamespaces(options.ns);
      return translator;
    },

    t: ((key: string, options?: TOptions) => translate(key, options)) as TFunction,

    /** A `t` for one namespace (and language, or the one chosen when it is called). */
    getFixedT(lng: string | null, namespace = DEFAULT_NAMESPACE): TFunction {
      return ((key: string, options?: TOptions) => translate(key, lng ? { lng, ...options } : options, namespace)) as TFunction;
    },

    /** useTranslation's `t`: a new function when the language changes, so components that depend on it update. */
    translationFor(namespace: string): TFunction {
      const id = `${language}/${namespace}`;
      let t = fixed.get(id);
      if (!t) fixed.set(id, (t = translator.getFixedT(null, namespace)));
      return t;
    },

    exists(key: string, options: Pick<TOptions, 'ns' | 'lng'> = {}) {
      return find(options.lng ?? language, options.ns ?? DEFAULT_NAMESPACE, key, undefined) != null;
    },

    /** Whether a namespace's texts are there in the language (and in English, which it falls back to). */
    hasLoadedNamespace(namespace: string, lng = language) {
      return languagesFor(lng).every((code) => texts.has(`${code}/${namespace}`));
    },

    namespaceReady,

    /** Loads namespaces in the current language and English; resolves once each has loaded or failed. */
    async loadNamespaces(namespaces: string | string[]) {
      await Promise.allSettled([namespaces].flat().map(namespaceReady));
    },

    /** Loads every namespace asked for so far in a language, before it is chosen; one that fails shows in English. */
    async loadLanguage(lng: string) {
      await Promise.allSettled([...wanted].flatMap((namespace) => languagesFor(lng).map((code) => loadOne(code, namespace))));
    },

    /** Chooses the language: every component that reads a text renders again. */
    setLanguage(lng: string) {
      if (lng === language) return;
      language = lng;
      listeners.forEach((listener) => listener());
    },

    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** Starts a new record of the namespaces components read (the server's prerendering sends it with the page). */
    recordUsedNamespaces() {
      return (used = new Set());
    },
    noteUsed(namespace: string) {
      used?.add(namespace);
    },
  };
  return translator;
}

/** The value at a dotted path of a tree, own properties only (a key built from data never reaches Object's). */
function at(tree: Tree, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

/** The app's translator (lib/i18n.ts starts it; screens read it through lib/i18n-react's useTranslation). */
export const i18n = createTranslator();
