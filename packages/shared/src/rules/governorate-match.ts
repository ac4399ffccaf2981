import { GOVERNORATES, type GovernorateCode } from '../content/governorates';
import { foldText } from './search-text';

/**
 * Which governorate a shopper's free-text address names (content/governorates has the names and
 * aliases). Texts are compared as token sequences after normalisation (normalizePlaceName).
 */

/** Longer texts are not a place name a shopper typed; they are ignored rather than scanned. */
const MAX_TEXT_LENGTH = 300;

/** The Latin spellings of the Arabic article, including the assimilated ones ('Ash Sharqiyah'). */
const LATIN_ARTICLES = new Set([
  ...['al', 'el', 'il', 'ul', 'as', 'ash', 'ad', 'at', 'an', 'ar', 'az'],
  ...['es', 'esh', 'ed', 'et', 'ez'],
]);
const ARABIC_ARTICLE = '\u0627\u0644';
const ORDINAL = /^(\d+)(?:st|nd|rd|th)$/;
const GLUED_LATIN_ARTICLE = /^(?:el|al)(?=\p{L}{3})/u;
/** Transliteration marks for ayn and hamza (ʿ ʾ ʻ ʽ), which are letters to Unicode. */
const TRANSLITERATION_MARKS = /[\u02bb-\u02bf]/g;

/**
 * Every word of every alias, filled once the aliases are normalised: a word glued to 'el'/'al'
 * ('Elgiza') is read as the article and a name when the rest is one of these.
 */
const vocabulary = new Set<string>();

function tokenForm(token: string): string {
  const ordinal = ORDINAL.exec(token);
  if (ordinal) return ordinal[1]!;
  if (LATIN_ARTICLES.has(token) || token === ARABIC_ARTICLE) return '';
  if (token.startsWith(ARABIC_ARTICLE) && token.length > 3) return token.slice(2);
  if (!vocabulary.has(token) && GLUED_LATIN_ARTICLE.test(token)) {
    const rest = token.slice(2);
    if (vocabulary.has(rest)) return rest;
  }
  return token;
}

function placeTokens(text: string): string[] {
  const folded = foldText(text.normalize('NFKC').replace(TRANSLITERATION_MARKS, ''));
  if (folded === '') return [];
  const tokens: string[] = [];
  for (const word of folded.split(' ')) {
    const form = tokenForm(word);
    if (form !== '') tokens.push(form);
  }
  return tokens;
}

/**
 * A place name as the matcher compares it: folded as search folds text (case, Latin accents, Arabic
 * diacritics, tatweel and letter variants, Arabic-Indic digits, punctuation and hyphens as spaces),
 * then word by word: the article dropped ('al', 'el', 'ash', …; a leading ال), ordinals as numbers
 * ('6th' → '6'). Words such as 'governorate' or 'city' are kept: the matcher decides about them.
 */
export function normalizePlaceName(text: string): string {
  return placeTokens(text).join(' ');
}

// Built once: the alias table, its longest alias in words, and the glued-article vocabulary.
const aliasKeys = GOVERNORATES.map((g) => ({
  code: g.code,
  keys: [g.en, g.ar, ...g.aliases].map(normalizePlaceName),
}));
for (const { keys } of aliasKeys) {
  for (const key of keys) for (const word of key.split(' ')) vocabulary.add(word);
}

/** Normalised name → governorate; `null` if two share it (the content tests rule that out). */
const TABLE = new Map<string, GovernorateCode | null>();
for (const { code, keys } of aliasKeys) {
  for (const key of keys) {
    if (key === '') continue;
    const known = TABLE.get(key);
    TABLE.set(key, known === undefined || known === code ? code : null);
  }
}
const MAX_ALIAS_WORDS = Math.max(...[...TABLE.keys()].map((key) => key.split(' ').length));

const words = (list: readonly string[]) => new Set(list.map(normalizePlaceName));
const ADMIN_WORDS = [
  ...['governorate', 'gov', 'govt', 'province', 'muhafazat', 'muhafazah', 'muhafaza'],
  ...['mohafazat', 'mohafza', 'mohafzet', 'محافظة', 'city', 'مدينة'],
];
/** Words around a place name that do not change which place it is. */
const LEADING_NOISE = words(ADMIN_WORDS);
/** …and at its end, also the country ('مصر' only there: 'مصر الجديدة' is Heliopolis). */
const TRAILING_NOISE = words([...ADMIN_WORDS, 'egypt', 'مصر', 'masr', 'misr']);

/** The whole text (less words such as 'governorate' at its ends) as one name, if it is one. */
function wholeMatch(tokens: readonly string[]): GovernorateCode | null | undefined {
  let start = 0;
  let end = tokens.length;
  for (;;) {
    const hit = TABLE.get(tokens.slice(start, end).join(' '));
    if (hit !== undefined) return hit;
    if (end - start > 1 && TRAILING_NOISE.has(tokens[end - 1]!)) end--;
    else if (end - start > 1 && LEADING_NOISE.has(tokens[start]!)) start++;
    else return undefined;
  }
}

interface Span {
  start: number;
  end: number;
  code: GovernorateCode | null;
}

/**
 * The names the text contains as whole-word runs. A name inside a longer one ('Shubra' in
 * 'Shubra El Kheima') does not count; the rest must all be of one governorate.
 */
function containedMatch(tokens: readonly string[]): GovernorateCode | null {
  const spans: Span[] = [];
  for (let start = 0; start < tokens.length; start++) {
    let key = '';
    for (let end = start + 1; end <= tokens.length && end - start <= MAX_ALIAS_WORDS; end++) {
      key = key === '' ? tokens[start]! : `${key} ${tokens[end - 1]!}`;
      const code = TABLE.get(key);
      if (code !== undefined) spans.push({ start, end, code });
    }
  }
  let found: GovernorateCode | null = null;
  for (const span of spans) {
    const inside = spans.some(
      (other) =>
        other !== span &&
        other.start <= span.start &&
        other.end >= span.end &&
        other.end - other.start > span.end - span.start,
    );
    if (inside) continue;
    if (span.code === null || (found !== null && found !== span.code)) return null;
    found = span.code;
  }
  return found;
}

function matchText(text: unknown): GovernorateCode | null {
  if (typeof text !== 'string' || text.length > MAX_TEXT_LENGTH) return null;
  const tokens = placeTokens(text);
  if (tokens.length === 0) return null;
  const whole = wholeMatch(tokens);
  return whole !== undefined ? whole : containedMatch(tokens);
}

/**
 * The governorate an address names, from what the shopper typed (typically its state, then its
 * city): the first text that names exactly one governorate decides; a text naming none, or two
 * ('Cairo Giza'), is passed over. `null` when none does.
 */
export function matchGovernorate(...texts: (string | null | undefined)[]): GovernorateCode | null {
  for (const text of texts) {
    const code = matchText(text);
    if (code !== null) return code;
  }
  return null;
}
