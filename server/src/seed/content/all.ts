import { DE_CONTENT } from './de';
import { ES_CONTENT } from './es';
import { FR_CONTENT } from './fr';
import { HK_CONTENT } from './hk';
import { JP_CONTENT } from './jp';
import { KR_CONTENT } from './kr';
import { PT_CONTENT } from './pt';
import { TH_CONTENT } from './th';
import type { OtherLang, SeedContent } from './types';
import { VI_CONTENT } from './vi';
import { ZH_CONTENT } from './zh';

/** The seed's texts in every language but English (docs/product.md#home-and-notice-content). */
export const SEED_CONTENT: Record<OtherLang, SeedContent> = {
  pt: PT_CONTENT,
  jp: JP_CONTENT,
  th: TH_CONTENT,
  kr: KR_CONTENT,
  de: DE_CONTENT,
  fr: FR_CONTENT,
  es: ES_CONTENT,
  vi: VI_CONTENT,
  zh: ZH_CONTENT,
  hk: HK_CONTENT,
};
