import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

/**
 * The part of the built stylesheets a server-rendered page needs: everything its own elements can
 * match, hover and focus included, so that the page is drawn by it alone while the whole
 * stylesheets wait, cached, for what the app renders later (docs/decisions/0027-css-cached-once.md).
 *
 * A rule is kept when each compound of one of its selectors is matched by some element of the
 * page (its tag, classes and `[name]`/`[name=value]` attributes, also inside a `:where()` or
 * `:is()` of one selector; other pseudo-classes ask nothing), which over-includes (the compounds
 * of a descendant selector may sit on unrelated elements) but never leaves out a rule an element
 * of the page matches. A rule that names no tag, class or attribute is always kept. The shop is
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
  | { kind: 'rule'; selector: string; declarations: Declaration[]; selectors: SelectorNeeds[] }
  | { kind: 'group'; open: string; children: IndexedNode[] }
  | { kind: 'keyframes'; name: string; css: string }
  | { kind: 'always'; css: string };

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
  return { kind: 'always', css: at.toString() };
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
    selectors: selectors.map((s) => (ROOT_SELECTOR.test(s.trim()) ? ALWAYS : selectorNeeds(s))),
  };
}

const ALWAYS: SelectorNeeds = { compounds: [] };

/** What one selector of a rule asks of the page for the rule to be worth sending. */
export interface SelectorNeeds {
  /** For each compound of the selector, what one element must have to match it. */
  compounds: Compound[];
}

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
  return { compounds: splitCompounds(selector).map(compound) };
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

/** The selector's compounds (split at its combinators outside brackets and parentheses). */
function splitCompounds(selector: string): string[] {
  const compounds: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of selector.trim()) {
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    if (depth === 0 && (ch === ' ' || ch === '>' || ch === '+' || ch === '~')) {
      if (current) compounds.push(current);
      current = '';
    } else current += ch;
  }
  if (current) compounds.push(current);
  return compounds;
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
}

/** The page's elements, indexed by class and by attribute name. */
class PageElements {
  readonly classes = new Map<string, PageElement[]>();
  readonly attrs = new Map<string, PageElement[]>();
  readonly tags = new Set<string>();
  /** Whether some element is disabled (then its descendants may be too: a `<fieldset>`'s). */
  readonly disabled: boolean;

  constructor(html: string) {
    for (const m of html.matchAll(/<([a-zA-Z][\w-]*)(\s[^>]*)?>/g)) {
      const element: PageElement = { tag: m[1]!.toLowerCase(), classes: new Set(), attrs: new Map() };
      this.tags.add(element.tag);
      for (const a of (m[2] ?? '').matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
        element.attrs.set(a[1]!, decode(a[2] ?? ''));
        push(this.attrs, a[1]!, element);
      }
      for (const name of (element.attrs.get('class') ?? '').split(/\s+/)) {
        if (!name) continue;
        element.classes.add(name);
        push(this.classes, name, element);
      }
    }
    this.disabled = this.attrs.has('disabled') || this.attrs.has('data-disabled');
  }

  matches(needs: SelectorNeeds): boolean {
    return needs.compounds.every((c) => this.hasElement(c));
  }

  /** Whether some element has the compound's tag, classes and attributes. */
  private hasElement({ tag, classes, attrs, disabled }: Compound): boolean {
    if (tag && !this.tags.has(tag)) return false;
    if (disabled && !this.disabled) return false;
    if (!classes.length && !attrs.length) return true;
    const candidates = classes.length ? this.classes.get(classes[0]!) : this.attrs.get(attrs[0]!.name);
    return (candidates ?? []).some(
      (e) =>
        (!tag || e.tag === tag) &&
        classes.every((c) => e.classes.has(c)) &&
        attrs.every((a) => e.attrs.has(a.name) && (a.value === undefined || e.attrs.get(a.name) === a.value)),
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
  const keep = (node: IndexedNode): boolean =>
    node.kind !== 'rule' || node.selectors.some((needs) => elements.matches(needs));

  // first the rules, then the keyframes they name (in an animation or a custom property that
  // holds one) and the custom properties they and the page read
  const picked = sheets.map((sheet) => pick(sheet.nodes, keep));
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

function pick(nodes: IndexedNode[], keep: (node: IndexedNode) => boolean): IndexedNode[] {
  const out: IndexedNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'group') {
      const children = pick(node.children, keep);
      if (children.length) out.push({ ...node, children });
    } else if (keep(node)) out.push(node);
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
