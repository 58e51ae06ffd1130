// The notation as a Shiki language, for ```mahjong blocks in MDX and the <Code> component.
import type { LanguageRegistration } from 'shiki';
import grammar from './mahjong.tmLanguage.json' with { type: 'json' };

export const mahjongLanguage = { ...grammar, aliases: ['hand'] } as unknown as LanguageRegistration;
export { notationDark, notationLight } from './themes.ts';
