// Build time only: the strings the share panel and the received sheet are handed.
import { pickStrings } from '../../build/dictionary.ts';
import type { Lang } from '../../words/tile-names.ts';
import { SHARE_PREFIX, type ShareStrings } from './strings.ts';

export const shareStrings = (lang: Lang): ShareStrings => pickStrings(lang, SHARE_PREFIX);
