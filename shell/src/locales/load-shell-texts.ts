import type { NamespaceLoader } from '@exchange/shared';

/** The shell's texts, one chunk per language. */
export const loadShellTexts: NamespaceLoader = (language) => import(`./${language}.json`);
