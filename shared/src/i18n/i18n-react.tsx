import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { i18n as pageTranslator } from './i18n';
import type { TFunction, TranslateOptions, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** Puts a translator in reach of `useTranslation` (the shell's, a standalone harness's, a test's). */
export const I18nProvider = ({
  i18n,
  children,
}: {
  i18n: Translator;
  children?: ReactNode;
}): ReactElement => (
  <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>
);

/**
 * `t` for a namespace, and the translator. Without a provider it is the page's translator. `t`
 * keeps its identity while the translator and namespace do (safe in effects' dependencies).
 */
export const useTranslation = (namespace?: string): { t: TFunction; i18n: Translator } => {
  const i18n = useContext(TranslatorContext) ?? pageTranslator;
  return useMemo(() => ({ t: i18n.getFixedT(namespace), i18n }), [i18n, namespace]);
};

// `<name>inner</name>` or `<name/>`; texts nest no markup inside a tag.
const MARKUP = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

export type TransProps = {
  i18nKey: string;
  /** A namespace-bound `t`; the provider's default namespace when absent. */
  t?: TFunction;
  ns?: string;
  values?: TranslateOptions;
  /** The elements that `<name>…</name>` in the text become, the inner text as their children. */
  components?: Readonly<Record<string, ReactElement>>;
};

/**
 * A text with links or emphasis inside it, translated as one sentence so each language can place
 * them where its grammar wants: `"<login>Log in</login> or <register>register</register>"`.
 */
export const Trans = ({ i18nKey, t, ns, values, components = {} }: TransProps): ReactElement => {
  const fallback = useTranslation(ns).t;
  const text = (t ?? fallback)(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3];
    const inner = match[2];
    const element = components[name];
    if (!element) parts.push(inner ?? '');
    else if (inner === undefined) parts.push(cloneElement(element, { key: parts.length }));
    else parts.push(cloneElement(element, { key: parts.length }, inner));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
};
