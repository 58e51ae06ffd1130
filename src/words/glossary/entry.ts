// The shape of a glossary entry (the term files and ../glossary.ts share it).
import type { Lang } from '../index.ts';

/** A term and our note on it, in one language. */
export interface GlossaryText {
  term: string;
  note: string;
}

/** One term: its anchor and its words per language (a new language is a type error until added). */
export type GlossaryEntry = { id: string } & Readonly<Record<Lang, GlossaryText>>;
