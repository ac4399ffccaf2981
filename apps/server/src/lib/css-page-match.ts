/**
 * What a selector asks of a page, and the page's elements that answer: the critical CSS cutter's
 * matching (critical-css.ts). A selector is split into compounds (the tag, classes and attributes
 * one element must have) and the combinators between them; the page's HTML is read into a tree of
 * elements, indexed by tag, class and attribute, on which a selector's compounds must stand as its
 * combinators say.
 */

/** What the document's root (`:root`) asks: nothing, every page has one. */
export const ALWAYS: SelectorNeeds = { compounds: [], combinators: [] };

/** What one selector of a rule asks of the page for the rule to be worth sending. */
export interface SelectorNeeds {
  /** For each compound of the selector, what one element must have to match it. */
  compounds: Compound[];
  /** Between each compound and the next: ' ' (descendant), '>', '+' or '~'. */
  combinators: Combinator[];
}

type Combinator = ' ' | '>' | '+' | '~';

interface Compound {
  tag?: string;
  classes: string[];
  attrs: { name: string; value?: string }[];
  /** Matched only by a disabled element or inside one (`:disabled`, `[data-disabled]`). */
  disabled?: boolean;
}

/** A disabled state, in a compound's own text (`:not(:disabled)` asks the opposite). */
const DISABLED = /:disabled\b|\[data-disabled\]/;

export function selectorNeeds(selector: string): SelectorNeeds {
  const { compounds, combinators } = splitCompounds(selector);
  return { compounds: compounds.map(compound), combinators };
}

/** The selector with the inside of every parenthesis left out. */
function topLevel(selector: string): string {
  let plain = '';
  let depth = 0;
  for (const ch of selector) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0) plain += ch;
  }
  return plain;
}

/** The selector's compounds and the combinators between them (outside brackets and parentheses). */
function splitCompounds(selector: string): { compounds: string[]; combinators: Combinator[] } {
  const compounds: string[] = [];
  const combinators: Combinator[] = [];
  let depth = 0;
  let current = '';
  let between: Combinator | null = null;
  for (const ch of selector.trim()) {
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    if (depth === 0 && (ch === ' ' || ch === '>' || ch === '+' || ch === '~')) {
      if (current) compounds.push(current);
      current = '';
      if (ch !== ' ' || between === null) between = ch;
    } else {
      if (between !== null && compounds.length) combinators.push(between);
      between = null;
      current += ch;
    }
  }
  if (current) compounds.push(current);
  return { compounds, combinators };
}

/** The tag, classes and attributes a compound names, also inside a `:where()`/`:is()` of one selector. */
function compound(text: string): Compound {
  const found: Compound = { classes: [], attrs: [] };
  const tag = /^[a-zA-Z][\w-]*/.exec(text);
  if (tag) found.tag = tag[0].toLowerCase();
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth !== 0) continue;
    const rest = text.slice(i);
    const cls = /^\.((?:\\.|[\w-])+)/.exec(rest);
    if (cls) found.classes.push(unescape(cls[1]!));
    const attr = /^\[([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\]]*)))?\]/.exec(rest);
    // `[name=value]` and `[name]` only; `[name^=…]`, `[name=value i]` ask nothing (always kept)
    if (attr && !/\s/.test(attr[4] ?? ''))
      found.attrs.push({ name: attr[1]!, value: attr[2] ?? attr[3] ?? attr[4] });
    const inner = /^:(?:where|is)\(((?:[^()]|\([^()]*\))*)\)/.exec(rest);
    if (inner && !/[,\s>+~]/.test(topLevel(inner[1]!))) {
      const more = compound(inner[1]!);
      found.classes.push(...more.classes);
      found.attrs.push(...more.attrs);
      if (more.disabled) found.disabled = true;
    } else if (inner && splitList(inner[1]!).every((s) => DISABLED.test(topLevel(s)))) {
      found.disabled = true;
    }
    // `:has(input:disabled)`: some element of the page is disabled
    const has = /^:has\(((?:[^()]|\([^()]*\))*)\)/.exec(rest);
    if (has && splitList(has[1]!).every((s) => DISABLED.test(topLevel(s)))) found.disabled = true;
  }
  if (DISABLED.test(topLevel(text))) found.disabled = true;
  return found;
}

/** A selector list's selectors (split at its commas outside parentheses and brackets). */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    if (depth === 0 && ch === ',') {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function unescape(name: string): string {
  return name.replace(/\\(.)/g, '$1');
}

interface PageElement {
  tag: string;
  classes: Set<string>;
  attrs: Map<string, string>;
  parent?: PageElement;
  /** The element just before it under the same parent. */
  previous?: PageElement;
  /** Whether it or an ancestor names its own font in its `style` (the language toggle's system font). */
  ownFont: boolean;
}

// elements without content or end tag; `<tag … />` closes itself too (SVG)
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
// their content is text, not elements
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
// a paragraph open where one of these starts ends there: the browser makes them its siblings
const CLOSES_P = new Set(
  `address article aside blockquote details dialog div dl fieldset figcaption figure footer form
   h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre section table ul`.split(/\s+/),
);
// (a paragraph outside these is not closed by what starts inside them)
const P_SCOPE = new Set(['button', 'table', 'td', 'th', 'caption', 'template', 'svg', 'math']);

/** The page's elements as a tree, indexed by tag, class and attribute name. */
export class PageElements {
  readonly all: PageElement[] = [];
  readonly classes = new Map<string, PageElement[]>();
  readonly attrs = new Map<string, PageElement[]>();
  readonly tags = new Map<string, PageElement[]>();
  /** Whether some element is disabled (then its descendants may be too: a `<fieldset>`'s). */
  readonly disabled: boolean;
  /**
   * The characters the page may draw in its own fonts: its text and attribute values (a hint's
   * label is drawn from one), but not those of an element in a font it names itself (the language
   * toggle's other-language word, in the system's font), nor scripts' and styles' code.
   */
  readonly characters = new Set<number>();

  constructor(html: string) {
    const open: PageElement[] = [];
    // the last child of each open element (and of the page itself, at index 0)
    const lastChild: (PageElement | undefined)[] = [undefined];
    const tagPattern = /<(\/?)([a-zA-Z][\w-]*)(\s[^>]*)?>/g;
    const lowerHtml = html.toLowerCase();
    const draw = (text: string) => {
      for (const ch of decode(text)) this.characters.add(ch.codePointAt(0)!);
    };
    let textFrom = 0;
    for (let m = tagPattern.exec(html); m; m = tagPattern.exec(html)) {
      if (!open.at(-1)?.ownFont) draw(html.slice(textFrom, m.index));
      textFrom = tagPattern.lastIndex;
      const tag = m[2]!.toLowerCase();
      if (m[1]) {
        const at = open.findLastIndex((e) => e.tag === tag);
        if (at >= 0) {
          open.length = at;
          lastChild.length = at + 1;
        }
        continue;
      }
      if (CLOSES_P.has(tag)) {
        for (let at = open.length - 1; at >= 0 && !P_SCOPE.has(open[at]!.tag); at--) {
          if (open[at]!.tag !== 'p') continue;
          open.length = at;
          lastChild.length = at + 1;
          break;
        }
      }
      const element: PageElement = {
        tag,
        classes: new Set(),
        attrs: new Map(),
        parent: open.at(-1),
        previous: lastChild.at(-1),
        ownFont: open.at(-1)?.ownFont ?? false,
      };
      lastChild[lastChild.length - 1] = element;
      this.all.push(element);
      push(this.tags, tag, element);
      const attrs = m[3] ?? '';
      for (const a of attrs.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
        element.attrs.set(a[1]!, decode(a[2] ?? ''));
        push(this.attrs, a[1]!, element);
      }
      if (/font-family\s*:/i.test(element.attrs.get('style') ?? '')) element.ownFont = true;
      if (!element.ownFont) for (const value of element.attrs.values()) draw(value);
      for (const name of (element.attrs.get('class') ?? '').split(/\s+/)) {
        if (!name) continue;
        element.classes.add(name);
        push(this.classes, name, element);
      }
      if (RAW_TEXT.has(tag)) {
        const close = lowerHtml.indexOf(`</${tag}`, tagPattern.lastIndex);
        tagPattern.lastIndex = close < 0 ? html.length : close;
        // a text area's text is drawn; a script's, a style's or the title's is not (the tab's font)
        if (tag !== 'textarea') textFrom = tagPattern.lastIndex;
      } else if (!VOID.has(tag) && !attrs.trimEnd().endsWith('/')) {
        open.push(element);
        lastChild.push(undefined);
      }
    }
    if (!open.at(-1)?.ownFont) draw(html.slice(textFrom));
    this.disabled = this.attrs.has('disabled') || this.attrs.has('data-disabled');
  }

  matches({ compounds, combinators }: SelectorNeeds): boolean {
    if (compounds.length === 0) return true;
    const last = compounds.length - 1;
    return this.candidates(compounds[last]!).some((e) => this.matchesFrom(e, last, compounds, combinators));
  }

  /** Whether the element matches compound `i` and the elements around it the compounds before it. */
  private matchesFrom(e: PageElement, i: number, compounds: Compound[], combinators: Combinator[]): boolean {
    if (!this.fits(e, compounds[i]!)) return false;
    if (i === 0) return true;
    const next = (other: PageElement | undefined) =>
      other !== undefined && this.matchesFrom(other, i - 1, compounds, combinators);
    switch (combinators[i - 1]) {
      case '>':
        return next(e.parent);
      case '+':
        return next(e.previous);
      case '~':
        for (let s = e.previous; s; s = s.previous) if (next(s)) return true;
        return false;
      default:
        for (let a = e.parent; a; a = a.parent) if (next(a)) return true;
        return false;
    }
  }

  /** The elements that may match the compound (by its first class, attribute or its tag). */
  private candidates({ tag, classes, attrs }: Compound): PageElement[] {
    if (classes.length) return this.classes.get(classes[0]!) ?? [];
    if (attrs.length) return this.attrs.get(attrs[0]!.name) ?? [];
    if (tag) return this.tags.get(tag) ?? [];
    return this.all;
  }

  /** Whether the element has the compound's tag, classes and attributes. */
  private fits(e: PageElement, { tag, classes, attrs, disabled }: Compound): boolean {
    if (disabled && !this.disabled) return false;
    return (
      (!tag || e.tag === tag) &&
      classes.every((c) => e.classes.has(c)) &&
      attrs.every((a) => e.attrs.has(a.name) && (a.value === undefined || e.attrs.get(a.name) === a.value))
    );
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function decode(value: string): string {
  return value.includes('&')
    ? value
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : value;
}
