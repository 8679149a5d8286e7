import type { NamespaceLoader } from '@exchange/shared';

/** The area's texts, one chunk per language, loaded when the screen first mounts. */
export const loadSpotTexts: NamespaceLoader = (language) => import(`./${language}.json`);
