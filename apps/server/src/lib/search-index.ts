import {
  editDistanceWithin,
  indexForms,
  joinedPairs,
  queryWords,
  searchWords,
  typoBudget,
} from '@atlas/shared/rules/search-text';

/** A document to find: its names (in every language) and everything else it is known by. */
export interface SearchDocument {
  id: number;
  names: readonly string[];
  other: readonly string[];
}

/**
 * How well a document matched, by its worst word: a whole word (0 of its name, 1 of its other
 * texts), the start of a word (2 name, 3 other), a word within the typo budget (4 name, 5
 * other). Lower is better.
 */
export type MatchTier = 0 | 1 | 2 | 3 | 4 | 5;

/** A query is read up to this many words: a pasted paragraph costs no more than a long query. */
const MAX_QUERY_WORDS = 8;
/** Looked-up query words kept (cleared on every change of the index). */
const WORD_CACHE = 2_000;

/**
 * An in-memory inverted index over folded words (packages/shared/rules/search-text): every query
 * word must match a word of the document, exactly, as its start or within the typo budget, in any
 * order; two neighbouring query words may also match as one (`pre workout` → `preworkout`).
 *
 * Typos are looked for among words with the same first letter (a slip on the first letter is rare
 * and would make every lookup scan the whole vocabulary), and never in words with a digit
 * (`3000` is not `2000`).
 */
export class SearchIndex {
  /** term → its documents, each as id × 2 + field (0 the term is in its names, 1 elsewhere) */
  readonly #postings = new Map<string, number[]>();
  readonly #termsOf = new Map<number, string[]>();
  #sorted: string[] | null = null;
  /** first letter → length → terms, for the typo scan */
  #buckets: Map<string, Map<number, string[]>> | null = null;
  /** the Latin terms' sound forms, sorted, each with its term */
  #sounds: { forms: string[]; terms: string[] } | null = null;
  readonly #words = new Map<string, Map<number, MatchTier>>();

  get size(): number {
    return this.#termsOf.size;
  }

  /** Adds the document, or replaces the one with its id. */
  set(doc: SearchDocument): void {
    this.remove(doc.id);
    const fields = new Map<string, 0 | 1>();
    const add = (texts: readonly string[], field: 0 | 1) => {
      for (const text of texts) {
        const words = searchWords(text);
        for (const term of [...words.flatMap(indexForms), ...joinedPairs(words)])
          if (!fields.has(term) || field < fields.get(term)!) fields.set(term, field);
      }
    };
    add(doc.names, 0);
    add(doc.other, 1);
    for (const [term, field] of fields) {
      const posting = this.#postings.get(term);
      if (posting) posting.push(doc.id * 2 + field);
      else {
        this.#postings.set(term, [doc.id * 2 + field]);
        this.#changedVocabulary();
      }
    }
    this.#termsOf.set(doc.id, [...fields.keys()]);
    this.#words.clear();
  }

  remove(id: number): void {
    const terms = this.#termsOf.get(id);
    if (!terms) return;
    for (const term of terms) {
      const kept = this.#postings.get(term)!.filter((entry) => Math.floor(entry / 2) !== id);
      if (kept.length > 0) this.#postings.set(term, kept);
      else {
        this.#postings.delete(term);
        this.#changedVocabulary();
      }
    }
    this.#termsOf.delete(id);
    this.#words.clear();
  }

  /**
   * The documents matching every word of the query with their tier; null when it has no words.
   * Read only: a one-word query answers the looked-up word's own map.
   */
  match(query: string): ReadonlyMap<number, MatchTier> | null {
    const words = queryWords(query).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return null;
    if (words.length === 1) return this.#word(words[0]!);
    const result = this.#all(words);
    // two neighbours typed apart that the document writes as one word
    for (let i = 0; i + 1 < words.length; i++) {
      const merged = [...words.slice(0, i), words[i]! + words[i + 1]!, ...words.slice(i + 2)];
      for (const [id, tier] of this.#all(merged)) if (tier < (result.get(id) ?? 6)) result.set(id, tier);
    }
    return result;
  }

  /** Indexed words closest to a word, within a looser budget, nearest first (for 'did you mean'). */
  nearestTerms(word: string, max: number): string[] {
    const found: [string, number][] = [];
    for (const term of this.#vocabulary()) {
      const d = editDistanceWithin(word, term, max);
      if (d <= max) found.push([term, d]);
    }
    return found.sort((a, b) => a[1] - b[1]).map(([term]) => term);
  }

  #all(words: readonly string[]): Map<number, MatchTier> {
    const perWord = words.map((w) => this.#word(w)).sort((a, b) => a.size - b.size);
    const result = new Map<number, MatchTier>();
    const [first, ...rest] = perWord;
    for (const [id, tier] of first!) {
      let worst = tier;
      let everyWord = true;
      for (const other of rest) {
        const t = other.get(id);
        if (t === undefined) {
          everyWord = false;
          break;
        }
        if (t > worst) worst = t;
      }
      if (everyWord) result.set(id, worst);
    }
    return result;
  }

  #word(word: string): Map<number, MatchTier> {
    const cached = this.#words.get(word);
    if (cached) return cached;
    const found = new Map<number, MatchTier>();
    const note = (term: string, level: 0 | 2 | 4) => {
      for (const entry of this.#postings.get(term)!) {
        const id = Math.floor(entry / 2);
        const tier = (level + (entry % 2)) as MatchTier;
        if (tier < (found.get(id) ?? 6)) found.set(id, tier);
      }
    };
    if (this.#postings.has(word)) note(word, 0);
    const sorted = this.#vocabulary();
    for (let i = lowerBound(sorted, word); i < sorted.length && sorted[i]!.startsWith(word); i++)
      if (sorted[i] !== word) note(sorted[i]!, 2);
    const budget = /\d/.test(word) ? 0 : typoBudget(word.length);
    if (budget > 0) {
      const byLength = this.#bucketsNow().get(word[0]!);
      for (let length = word.length - budget; length <= word.length + budget; length++)
        for (const term of byLength?.get(length) ?? [])
          if (term !== word && editDistanceWithin(word, term, budget) <= budget) note(term, 4);
    }
    const sound = soundForm(word);
    if (sound !== null) {
      const { forms, terms } = this.#soundsNow();
      for (let i = lowerBound(forms, sound); i < forms.length && forms[i]!.startsWith(sound); i++)
        if (terms[i] !== word) note(terms[i]!, 4);
    }
    if (this.#words.size >= WORD_CACHE) this.#words.clear();
    this.#words.set(word, found);
    return found;
  }

  #changedVocabulary(): void {
    this.#sorted = null;
    this.#buckets = null;
    this.#sounds = null;
  }

  #vocabulary(): string[] {
    this.#sorted ??= [...this.#postings.keys()].sort();
    return this.#sorted;
  }

  #bucketsNow(): Map<string, Map<number, string[]>> {
    if (!this.#buckets) {
      this.#buckets = new Map();
      for (const term of this.#vocabulary()) {
        if (/\d/.test(term)) continue;
        let byLength = this.#buckets.get(term[0]!);
        if (!byLength) this.#buckets.set(term[0]!, (byLength = new Map()));
        const list = byLength.get(term.length);
        if (list) list.push(term);
        else byLength.set(term.length, [term]);
      }
    }
    return this.#buckets;
  }

  #soundsNow(): { forms: string[]; terms: string[] } {
    if (!this.#sounds) {
      const pairs: [string, string][] = [];
      for (const term of this.#vocabulary()) {
        const form = soundForm(term);
        if (form !== null) pairs.push([form, term]);
      }
      pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      this.#sounds = { forms: pairs.map((p) => p[0]), terms: pairs.map((p) => p[1]) };
    }
    return this.#sounds;
  }
}

/**
 * A Latin word as it is spelled from its sound: c as k, a final e dropped. A query word whose
 * sound form is a term's, or starts it, matches it as a slip: `kreatin` finds `creatine` and
 * `elektrolyt` `electrolytes`, two slips together that the typo budget of a short word does not
 * cover, and a k for a c as the first letter, which the same-first-letter typo scan never sees.
 * Null for a word with anything but a–z, or whose form is shorter than 4 letters.
 */
function soundForm(word: string): string | null {
  if (!/^[a-z]{4,}$/.test(word)) return null;
  const form = word.replace(/c/g, 'k').replace(/e$/, '');
  return form.length >= 4 ? form : null;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
