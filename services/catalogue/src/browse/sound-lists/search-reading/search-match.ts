import type { SqlParams } from '@sampleteca/database';
import { BPM_RANGES, bpmRangeOf } from '@sampleteca/contracts';
import type { TagTerm } from './read-search';

/**
 * One rank of how well a sound matches the search, best first: every typed word whole in its
 * names; as a word's beginning; an instrument or kind word by the sound's tag rather than its
 * name; a word by a typo. `words` is the tsquery every sound of the rank matches; `tags` the
 * terms a tag may answer instead of a name (only from the tag rank on).
 */
export type SearchTier = { words: string | null; tags: TagTerm[] };

/** The ranks of a search, each holding the one before (so a rank is 'this one, not the one before'). */
export type SearchMatch = { tiers: SearchTier[] };

/** What the catalogue's words say about one typed word (catalogue.search_term_words). */
export type TermWords = { token: string; exact: boolean; prefixes: string[] | null; typos: string[] };

/** A word as a tsquery literal (quote_literal's quoting). */
const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const anyOf = (words: readonly string[]) => `(${words.map(quoted).join(' | ')})`;

/**
 * The ranks of a search from its plain words (as catalogue.search_term_words read them) and the
 * terms read as instruments or kinds; undefined when there is nothing to match by words.
 */
export function searchMatch(terms: readonly TermWords[], tags: readonly TagTerm[]): SearchMatch | undefined {
  if (!terms.length && !tags.length) return undefined;
  // A term whose tags were settled away (SearchWordsService.underType) is only words.
  const tagged = tags.filter((tag) => tag.families.length || tag.types.length);
  const untaggedTerms = tags.filter((tag) => !tagged.includes(tag));
  // Words only, none in any name: nothing matches.
  if (untaggedTerms.some((tag) => !tag.words.length)) return { tiers: [{ words: '', tags: [] }] };
  const untagged = untaggedTerms.map((tag) => anyOf(tag.words));
  // No name holds any word of some tag: only its tag can match, so there is no rank by names.
  const byName = tags.every((tag) => tag.words.length);
  const tagWords = byName ? tags.map((tag) => anyOf(tag.words)) : [];
  const prefix = (term: TermWords) =>
    term.prefixes === null
      ? `${quoted(term.token)}:*`
      : term.prefixes.length
        ? anyOf(term.prefixes)
        : quoted(term.token);
  const joined = (parts: string[]) => (parts.length ? parts.join(' & ') : null);
  const tiers: SearchTier[] = [];
  const push = (tier: SearchTier) => {
    const last = tiers[tiers.length - 1];
    if (!last || last.words !== tier.words || last.tags.length !== tier.tags.length) tiers.push(tier);
  };
  // Each word as a group, whole or not, so ranks that read the same are one ('funk' alone).
  if (byName && terms.every((term) => term.exact))
    push({ words: joined([...terms.map((term) => anyOf([term.token])), ...tagWords]), tags: [] });
  if (byName && terms.every((term) => term.prefixes === null || term.prefixes.length))
    push({ words: joined([...terms.map(prefix), ...tagWords]), tags: [] });
  if (tagged.length) push({ words: joined([...terms.map(prefix), ...untagged]), tags: tagged });
  const typo = (term: TermWords) =>
    term.prefixes?.length === 0 && term.typos.length ? anyOf(term.typos) : prefix(term);
  if (terms.some((term) => term.prefixes?.length === 0 && term.typos.length))
    push({ words: joined([...terms.map(typo), ...untagged]), tags: tagged });
  // Nothing matches some word: the broadest rank still says so (it matches nothing).
  if (!tiers.length) push({ words: joined([...terms.map(prefix), ...tagWords]), tags: [] });
  return { tiers };
}

/** A rank as a condition on `s`. */
export function tierClause(tier: SearchTier, params: SqlParams): string {
  const clauses: string[] = [];
  if (tier.words !== null) clauses.push(`s.search_vector @@ ${params.add(tier.words)}::tsquery`);
  for (const tag of tier.tags) {
    const either = tag.words.length ? [`s.search_vector @@ ${params.add(anyOf(tag.words))}::tsquery`] : [];
    if (tag.families.length) either.push(`s.instrument_family = ANY (${params.add(tag.families)}::text[])`);
    if (tag.types.length) either.push(`s.type = ANY (${params.add(tag.types)}::text[])`);
    clauses.push(`(${either.join(' OR ')})`);
  }
  return clauses.length ? clauses.join(' AND ') : 'true';
}

/** Every sound the search matches: its broadest rank. */
export const matchClause = (match: SearchMatch, params: SqlParams): string =>
  tierClause(match.tiers[match.tiers.length - 1], params);

/** The ranks as one expression (0 best), null for a sound that does not match. */
export function tierOf(match: SearchMatch, params: SqlParams): string {
  const cases = match.tiers.map((tier, index) => `WHEN ${tierClause(tier, params)} THEN ${index}`);
  return `CASE ${cases.join(' ')} END`;
}

/**
 * A typed tempo as a condition: ±3 BPM of the sound's exact tempo, or, for a sound without one,
 * its BPM range holding the tempo (the nearest range when it falls between two).
 */
export function tempoClause(tempo: number, params: SqlParams): string {
  const holding = BPM_RANGES.filter((range) => tempo >= range.min && tempo <= range.max).map((range) => range.value);
  const ranges = holding.length ? holding : [bpmRangeOf(tempo)].filter((range) => range !== undefined);
  return `(s.tempo BETWEEN ${params.add(tempo - 3)} AND ${params.add(tempo + 3)}
           OR (s.tempo IS NULL AND s.bpm = ANY (${params.add(ranges)}::text[])))`;
}
