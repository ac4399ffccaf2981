/**
 * Text as search compares it, the same on both sides (the index and the query), so every way an
 * Arabic or English keyboard user spells a word meets the others:
 *
 * - lower case; Latin accents dropped (NFKD, then combining marks removed);
 * - Arabic: diacritics (tashkeel), the superscript alef and tatweel removed; the hamza forms of
 *   alef (أ إ آ ٱ) as ا, ؤ as و, ئ as ي (NFKD splits the hamza off, which is then dropped);
 *   ى as ي, ة as ه; the Persian/Urdu letters ی ې ک گ as ي ي ك ك; presentation forms as letters;
 * - Arabic-Indic and Persian digits as 0–9;
 * - apostrophes removed (`women's` is `womens`), every other punctuation mark, symbol and hyphen
 *   a space; runs of spaces one.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '')
    .replace(/[\u0671]/g, '\u0627')
    .replace(/[\u0649\u06cc\u06d0]/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u06a9\u06af]/g, '\u0643')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/['\u2018\u2019\u02bc`\u00b4]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text, folded. */
export function searchWords(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}

/** The definite article and the prepositions written onto it: ال, بال, وال, فال, كال, لل. */
const ARTICLE = /^(?:[\u0648\u0628\u0641\u0643]?\u0627\u0644|\u0644\u0644)/;

/**
 * A query word as it is looked up: without the Arabic article when at least three letters stay
 * (`البروتين` finds `بروتين`; the index keeps both forms of its own words).
 */
export function queryForm(word: string): string {
  const stripped = word.replace(ARTICLE, '');
  return stripped !== word && stripped.length >= 3 ? stripped : word;
}

/**
 * Every form a word of indexed text is found by: itself; without the article (as queryForm
 * strips it); without a leading و 'and' (`وزنك` is found by `زنك`).
 */
export function indexForms(word: string): string[] {
  const forms = [word];
  const article = queryForm(word);
  if (article !== word) forms.push(article);
  if (word.startsWith('\u0648') && word.length >= 4 && article === word) forms.push(word.slice(1));
  return forms;
}

/**
 * Neighbouring words joined, two and three at a time (`pre workout` → `preworkout`, `2 1 1` →
 * `211`), so the joined and the spaced spelling meet.
 */
export function joinedPairs(words: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    joined.push(words[i]! + words[i + 1]!);
    if (i + 2 < words.length) joined.push(words[i]! + words[i + 1]! + words[i + 2]!);
  }
  return joined;
}

/**
 * Query words that carry no meaning here, folded: linking words, and words true of everything a
 * supplement shop sells. Dropped from a query unless nothing else is left. `without`/`بدون` stay:
 * they change what is meant.
 */
const STOP_WORDS = new Set(
  [
    ...['a', 'an', 'the', 'and', 'or', 'for', 'of', 'with', 'in', 'on', 'to', 'at', 'by', 'my'],
    ...['supplement', 'supplements'],
    ...['مع', 'في', 'من', 'على', 'عن', 'الى', 'او', 'و', 'ل'],
    ...['مكمل', 'مكملات', 'غذايي', 'غذاييه'],
  ].map(foldText),
);

/** The words of a query as they are looked up: folded, article dropped, stop words left out. */
export function queryWords(text: string): string[] {
  const words = searchWords(text).map(queryForm);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : words;
}

/** How many typing slips a query word may carry: none up to 3 letters, 1 up to 7, then 2. */
export function typoBudget(length: number): number {
  if (length <= 3) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbours each count one), or `max + 1` as soon as it must exceed `max`. A swap is one slip
 * (`protien`), which plain Levenshtein counts as two.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let before = new Array<number>(n + 1);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[n]!, max + 1);
}

/** Whether text has Arabic letters (to pick the language of names to compare with). */
export function hasArabic(text: string): boolean {
  return /[\u0600-\u06ff]/.test(text);
}
