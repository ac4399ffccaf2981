import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

/**
 * The part of the built stylesheets a server-rendered page needs: everything its own elements can
 * match, hover and focus included, so that the page is drawn by it alone while the whole
 * stylesheets wait, cached, for what the app renders later (docs/decisions/0027-css-cached-once.md).
 *
 * A rule is kept when one of its selectors is matched by an element of the page: each compound
 * by an element with its tag, classes and `[name]`/`[name=value]` attributes (also inside a
 * `:where()` or `:is()` of one selector; other pseudo-classes ask nothing), the elements standing
 * as the combinators between the compounds ask (an ancestor, the parent, an earlier sibling). That
 * over-includes (a hover rule of an element that is never hovered) but never leaves out a rule an
 * element of the page matches. Of a kept rule's selector list, only the selectors that match are
 * sent. A rule that names no tag, class or attribute is always kept. The shop is
 * light only: rules for the dark colour scheme are left out, and so are `:host` selectors (no
 * shadow roots) and the rules for a disabled state when nothing on the page is disabled. Of the
 * custom properties the kept rules declare (the theme's on `:root` among them), only those a kept
 * rule or the page reads (directly or through another one) are kept, and not where a later rule
 * of the same selector declares them again; of the keyframes, only those a kept rule names.
 */

/** A stylesheet parsed once, ready to be cut for many pages. */
export interface IndexedSheet {
  nodes: IndexedNode[];
}

type IndexedNode =
  | {
      kind: 'rule';
      selector: string;
      declarations: Declaration[];
      /** The selector list's selectors, each with what it asks of the page. */
      selectors: { text: string; needs: SelectorNeeds }[];
      /**
       * Specificity when every selector is `:root` or `:root[…]` (the document's root: the
       * theme's custom properties), else undefined.
       */
      root?: number;
    }
  | { kind: 'group'; open: string; children: IndexedNode[] }
  | { kind: 'keyframes'; name: string; css: string }
  | { kind: 'always'; css: string }
  /** A font face, with the characters it is for (`unicode-range`; none: every character). */
  | { kind: 'font'; css: string; ranges?: [number, number][] };

/** A declaration's text, and for a custom property its name (kept only where something uses it). */
interface Declaration {
  css: string;
  custom?: string;
}

const DARK = /data-mantine-color-scheme=["']?dark/;
// `:root`, `:root[data-…]`
const ROOT_SELECTOR = /^:root(\[[^\]]*\])*$/;

export function indexStylesheet(css: string): IndexedSheet {
  const nodes = indexChildren(postcss.parse(css));
  dropOverridden(nodes, new Map());
  return { nodes };
}

/**
 * Leaves out each custom property a later rule with the same selector, in the same group (the
 * same media query…), declares again: that rule matches wherever this one does and wins there
 * (the theme's variables redeclare Mantine's). Walks backwards, `seen` holding by selector the
 * properties declared further on.
 */
function dropOverridden(nodes: IndexedNode[], seen: Map<string, Map<string, boolean>>): void {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    if (node.kind === 'group') {
      // a group's rules win over earlier ones outside it only where its condition holds
      dropOverridden(node.children, new Map());
      continue;
    }
    if (node.kind !== 'rule') continue;
    let later = seen.get(node.selector);
    if (!later) seen.set(node.selector, (later = new Map()));
    node.declarations = node.declarations.filter((d) => {
      if (!d.custom) return true;
      const important = /!\s*important\s*$/i.test(d.css);
      const overridden = later.has(d.custom) && (later.get(d.custom) || !important);
      if (!overridden) later.set(d.custom, important);
      return !overridden;
    });
  }
}

function indexChildren(container: Container): IndexedNode[] {
  const nodes: IndexedNode[] = [];
  container.each((node: ChildNode) => {
    const indexed = indexNode(node);
    if (indexed) nodes.push(indexed);
  });
  return nodes;
}

function indexNode(node: ChildNode): IndexedNode | null {
  if (node.type === 'comment') return null;
  if (node.type === 'rule') return indexRule(node);
  if (node.type !== 'atrule') return { kind: 'always', css: node.toString() };
  const at = node as AtRule;
  if (/keyframes$/i.test(at.name)) return { kind: 'keyframes', name: at.params.trim(), css: at.toString() };
  if (at.nodes && /^(media|supports|container|layer)$/i.test(at.name)) {
    return { kind: 'group', open: `@${at.name} ${at.params}`.trim(), children: indexChildren(at) };
  }
  if (/^font-face$/i.test(at.name)) {
    let range: string | undefined;
    at.walkDecls(/^unicode-range$/i, (d) => {
      range = d.value;
    });
    return {
      kind: 'font',
      css: at.toString(),
      ranges: range === undefined ? undefined : unicodeRanges(range),
    };
  }
  return { kind: 'always', css: at.toString() };
}

/** `U+0-FF, U+131, U+6??` as ranges of code points. */
function unicodeRanges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const text = part.trim().replace(/^u\+/i, '');
    if (text.includes('?'))
      return [parseInt(text.replace(/\?/g, '0'), 16), parseInt(text.replace(/\?/g, 'F'), 16)];
    const [low, high = low] = text.split('-');
    return [parseInt(low!, 16), parseInt(high!, 16)];
  });
}

// `:host`, `:host(…)`, `:host-context(…)`: a shadow root's host; the shop's pages have none
const HOST = /(^|[\s,>+~(]):host\b/;

function indexRule(rule: Rule): IndexedNode | null {
  const selectors = rule.selectors.filter((s) => !DARK.test(s) && !HOST.test(s));
  if (selectors.length === 0) return null;
  const declarations: Declaration[] = [];
  rule.each((node) => {
    if (node.type === 'comment') return;
    const css = node.toString();
    declarations.push(
      node.type === 'decl' && node.prop.startsWith('--') ? { css, custom: node.prop } : { css },
    );
  });
  return {
    kind: 'rule',
    selector: selectors.join(','),
    declarations,
    // `:root` and its attribute forms hold the theme's custom properties: always kept
    selectors: selectors.map((s) => ({
      text: s,
      needs: ROOT_SELECTOR.test(s.trim()) ? ALWAYS : selectorNeeds(s),
    })),
    root: selectors.every((s) => ROOT_SELECTOR.test(s.trim()))
      ? Math.max(...selectors.map((s) => s.split('[').length))
      : undefined,
  };
}

const ALWAYS: SelectorNeeds = { compounds: [], combinators: [] };

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

/** The page's elements as a tree, indexed by tag, class and attribute name. */
class PageElements {
  readonly all: PageElement[] = [];
  readonly classes = new Map<string, PageElement[]>();
  readonly attrs = new Map<string, PageElement[]>();
  readonly tags = new Map<string, PageElement[]>();
  /** Whether some element is disabled (then its descendants may be too: a `<fieldset>`'s). */
  readonly disabled: boolean;

  constructor(html: string) {
    const open: PageElement[] = [];
    // the last child of each open element (and of the page itself, at index 0)
    const lastChild: (PageElement | undefined)[] = [undefined];
    const tagPattern = /<(\/?)([a-zA-Z][\w-]*)(\s[^>]*)?>/g;
    for (let m = tagPattern.exec(html); m; m = tagPattern.exec(html)) {
      const tag = m[2]!.toLowerCase();
      if (m[1]) {
        const at = open.map((e) => e.tag).lastIndexOf(tag);
        if (at >= 0) {
          open.length = at;
          lastChild.length = at + 1;
        }
        continue;
      }
      const element: PageElement = {
        tag,
        classes: new Set(),
        attrs: new Map(),
        parent: open.at(-1),
        previous: lastChild.at(-1),
      };
      lastChild[lastChild.length - 1] = element;
      this.all.push(element);
      push(this.tags, tag, element);
      const attrs = m[3] ?? '';
      for (const a of attrs.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
        element.attrs.set(a[1]!, decode(a[2] ?? ''));
        push(this.attrs, a[1]!, element);
      }
      for (const name of (element.attrs.get('class') ?? '').split(/\s+/)) {
        if (!name) continue;
        element.classes.add(name);
        push(this.classes, name, element);
      }
      if (RAW_TEXT.has(tag)) {
        const close = html.toLowerCase().indexOf(`</${tag}`, tagPattern.lastIndex);
        tagPattern.lastIndex = close < 0 ? html.length : close;
      } else if (!VOID.has(tag) && !attrs.trimEnd().endsWith('/')) {
        open.push(element);
        lastChild.push(undefined);
      }
    }
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

/**
 * The CSS a page with this HTML needs from these stylesheets, in their order. The custom
 * properties the HTML itself reads (its `style` attributes and `<style>` blocks) count as used.
 */
export function criticalCss(sheets: IndexedSheet[], html: string): string {
  const elements = new PageElements(html);
  const characters = new Set<number>();
  for (const ch of html) characters.add(ch.codePointAt(0)!);
  const keep = (node: IndexedNode): IndexedNode | null => {
    // a font face for characters the page does not have is not downloaded by the browser either
    if (node.kind === 'font')
      return !node.ranges ||
        node.ranges.some(([low, high]) => [...characters].some((c) => c >= low && c <= high))
        ? node
        : null;
    if (node.kind !== 'rule') return node;
    const matching = node.selectors.filter((s) => elements.matches(s.needs));
    if (matching.length === 0) return null;
    // a list with a selector the browser may not know is dropped whole by it: sent as it is
    if (matching.length === node.selectors.length || VENDOR.test(node.selector)) return node;
    return { ...node, selector: matching.map((s) => s.text).join(',') };
  };

  // first the rules, with the theme's constants written out, then the keyframes they name (in an
  // animation or a custom property that holds one) and the custom properties they and the page read
  const kept = sheets.map((sheet) => pick(sheet.nodes, keep));
  const constants = rootConstants(kept, html);
  const picked = kept.map((nodes) => writeOut(nodes, constants));
  const withCustom = picked.map((nodes) => render(nodes, null, NONE)).join('');
  const animations = new Set(withCustom.match(/[\w-]+/g));
  // the rules' own declarations and the keyframes: what reads custom properties in the first place
  const readers = picked.map((nodes) => render(nodes, NONE, animations)).join('');
  const declared = new Map<string, string>();
  for (const nodes of picked) collectCustom(nodes, declared);
  const used = usedVars(readers + html, declared);
  return picked.map((nodes) => render(nodes, used, animations)).join('');
}

const NONE = new Set<string>();

/**
 * The custom properties whose value is the same on every element of the page, resolved: those
 * declared only on the document's root (outside any media query, not `!important`), by no other
 * kept rule and by nothing in the page's HTML (a `style` attribute or block), and whose value
 * reads only such properties. Of several root declarations, the one the cascade picks (the most
 * specific, then the last). The theme's colours, sizes and spacings are such constants.
 */
function rootConstants(sheets: IndexedNode[][], html: string): Map<string, string> {
  const root = new Map<string, { value: string; specificity: number }>();
  const varying = new Set<string>(Array.from(html.matchAll(/(--[\w-]+)\s*:/g), (m) => m[1]!));
  const visit = (nodes: IndexedNode[], grouped: boolean) => {
    for (const node of nodes) {
      if (node.kind === 'group') visit(node.children, true);
      if (node.kind !== 'rule') continue;
      for (const d of node.declarations) {
        if (!d.custom) continue;
        const value = d.css.slice(d.css.indexOf(':') + 1).trim();
        const specificity = node.root;
        if (grouped || specificity === undefined || value === '' || value.includes('!')) {
          varying.add(d.custom);
          continue;
        }
        const earlier = root.get(d.custom);
        if (!earlier || specificity >= earlier.specificity) root.set(d.custom, { value, specificity });
      }
    }
  };
  for (const nodes of sheets) visit(nodes, false);

  const constants = new Map<string, string>();
  const resolving = new Set<string>();
  const resolve = (name: string): string | null => {
    const known = constants.get(name);
    if (known !== undefined) return known;
    const declared = root.get(name);
    if (!declared || varying.has(name) || resolving.has(name)) return null;
    resolving.add(name);
    let complete = true;
    const value = declared.value.replace(PLAIN_VAR, (whole, inner: string) => {
      const resolved = resolve(inner);
      if (resolved === null) complete = false;
      return resolved ?? whole;
    });
    resolving.delete(name);
    if (!complete || value.includes('var(')) return null;
    constants.set(name, value);
    return value;
  };
  for (const name of root.keys()) resolve(name);
  return constants;
}

// `var(--name)` without a fallback
const PLAIN_VAR = /var\(\s*(--[\w-]+)\s*\)/g;

/** The nodes with each constant a declaration reads written out (not in the root's own custom properties). */
function writeOut(nodes: IndexedNode[], constants: Map<string, string>): IndexedNode[] {
  if (constants.size === 0) return nodes;
  const out = (css: string) => css.replace(PLAIN_VAR, (whole, name: string) => constants.get(name) ?? whole);
  return nodes.map((node) => {
    if (node.kind === 'group') return { ...node, children: writeOut(node.children, constants) };
    if (node.kind !== 'rule') return node;
    const declarations = node.declarations.map((d) =>
      d.custom && node.root !== undefined ? d : { ...d, css: out(d.css) },
    );
    return { ...node, declarations };
  });
}

// a vendor-prefixed pseudo-class or pseudo-element (`::-webkit-…`, `:-moz-…`)
const VENDOR = /::?-[a-z]/i;

function pick(nodes: IndexedNode[], keep: (node: IndexedNode) => IndexedNode | null): IndexedNode[] {
  const out: IndexedNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'group') {
      const children = pick(node.children, keep);
      if (children.length) out.push({ ...node, children });
    } else {
      const kept = keep(node);
      if (kept) out.push(kept);
    }
  }
  return out;
}

/** Every custom property the nodes declare, with the text of its values. */
function collectCustom(nodes: IndexedNode[], into: Map<string, string>): void {
  for (const node of nodes) {
    if (node.kind === 'rule') {
      for (const d of node.declarations) if (d.custom) into.set(d.custom, (into.get(d.custom) ?? '') + d.css);
    } else if (node.kind === 'group') collectCustom(node.children, into);
  }
}

/** The custom properties `text` uses, with those their values use in turn. */
function usedVars(text: string, declared: Map<string, string>): Set<string> {
  const used = new Set<string>();
  const queue = [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
  while (queue.length) {
    const name = queue.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    const value = declared.get(name);
    if (value) for (const m of value.matchAll(/var\(\s*(--[\w-]+)/g)) queue.push(m[1]!);
  }
  return used;
}

/**
 * The nodes as CSS, with the custom properties in `used` (every one if null) and the keyframes
 * named in `animations`.
 */
function render(nodes: IndexedNode[], used: Set<string> | null, animations: Set<string>): string {
  let css = '';
  for (const node of nodes) {
    switch (node.kind) {
      case 'rule': {
        const body = node.declarations
          .filter((d) => !d.custom || !used || used.has(d.custom))
          .map((d) => d.css);
        if (body.length) css += `${node.selector}{${body.join(';')}}`;
        break;
      }
      case 'always':
      case 'font':
        css += node.css;
        break;
      case 'keyframes':
        if (animations.has(node.name)) css += node.css;
        break;
      case 'group': {
        const inner = render(node.children, used, animations);
        if (inner) css += node.open ? `${node.open}{${inner}}` : inner;
        break;
      }
    }
  }
  return css;
}
