/**
 * The product's translation engine: namespaced, nested JSON texts with `{{name}}` placeholders.
 *
 * It replaces i18next + react-i18next (about 25 KB gzip on every page, issue 10) with the part
 * the product uses: `ns:key.path` look-ups, interpolation without escaping (React escapes),
 * `defaultValue`, bundles added per namespace at run time. The language is fixed for a page's
 * life: a change stores the choice and reloads (languages.ts), so nothing re-renders on a switch.
 */

/** A namespace's texts: nested objects of strings (the shape of every `locales/*.json`). */
export type Texts = { readonly [key: string]: string | Texts };

/** Placeholder values, and `defaultValue` for a key the texts lack. */
export type TranslateOptions = { readonly defaultValue?: string } & Readonly<
  Record<string, unknown>
>;

export type TFunction = (key: string, options?: TranslateOptions) => string;

const NAMESPACE_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; a value that was not given becomes empty text. */
export const interpolate = (text: string, values?: TranslateOptions): string =>
  text.indexOf('{{') < 0
    ? text
    : text.replace(PLACEHOLDER, (_, name: string) => {
        const value = values?.[name];
        return value === undefined || value === null ? '' : String(value);
      });

const lookUp = (texts: Texts | undefined, key: string): string | undefined => {
  let node: string | Texts | undefined = texts;
  for (const part of key.split(KEY_SEPARATOR)) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

const mergeTexts = (into: Texts, from: Texts): Texts => {
  const merged: Record<string, string | Texts> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object'
        ? mergeTexts(existing, value)
        : value;
  }
  return merged;
};

export class Translator {
  private readonly bundles = new Map<string, Texts>();
  private readonly fixed = new Map<string, TFunction>();

  constructor(
    /** The page's language code (`en`, `jp` …), set once at start (`setLanguage`). */
    private current: string,
    /** The namespace of a key without `ns:`, when the caller names none. */
    readonly defaultNamespace = 'common',
  ) {}

  get language(): string {
    return this.current;
  }

  /** Chooses the page's language before anything renders (a later change reloads the page). */
  setLanguage(language: string): void {
    this.current = language;
  }

  /** Adds (deep-merges) a namespace's texts for a language. */
  addResourceBundle(language: string, namespace: string, texts: Texts): void {
    const key = `${language}/${namespace}`;
    const existing = this.bundles.get(key);
    this.bundles.set(key, existing ? mergeTexts(existing, texts) : texts);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(`${language}/${namespace}`);
  }

  /** The text of `key` (`ns:a.b` or `a.b` in `namespace`), filled; the key itself when missing. */
  t(key: string, options?: TranslateOptions, namespace = this.defaultNamespace): string {
    let path = key;
    let ns = namespace;
    const separator = key.indexOf(NAMESPACE_SEPARATOR);
    if (separator > 0) {
      ns = key.slice(0, separator);
      path = key.slice(separator + 1);
    }
    const text = lookUp(this.bundles.get(`${this.current}/${ns}`), path);
    return interpolate(text ?? options?.defaultValue ?? path, options);
  }

  /** A `t` bound to one namespace; the same function for every call (stable for hooks' deps). */
  getFixedT(namespace = this.defaultNamespace): TFunction {
    let bound = this.fixed.get(namespace);
    if (!bound) {
      bound = (key, options) => this.t(key, options, namespace);
      this.fixed.set(namespace, bound);
    }
    return bound;
  }
}
