import type { NamespaceLoader } from '@exchange/shared';

/** The area's texts, one chunk per language, loaded when a screen first mounts. */
export const loadLeverTexts: NamespaceLoader = (language) => import(`./${language}.json`);
