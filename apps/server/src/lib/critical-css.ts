import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';
import { ALWAYS, PageElements, selectorNeeds, type SelectorNeeds } from './css-page-match';

/**
 * The part of the built stylesheets a server-rendered page needs: everything its own elements can
 * match at rest, so that the page is drawn by it alone while the whole stylesheets wait, cached,
 * for what the app renders later and for a mouse's hover or a keyboard's focus ring
 * (docs/decisions/0027-css-cached-once.md).
 *
 * A rule is kept when one of its selectors is matched by an element of the page: each compound
 * by an element with its tag, classes and `[name]`/`[name=value]` attributes (also inside a
 * `:where()` or `:is()` of one selector; other pseudo-classes ask nothing), the elements standing
 * as the combinators between the compounds ask (an ancestor, the parent, an earlier sibling:
 * css-page-match.ts). That over-includes (a rule for a state the element is never in) but never
 * leaves out a rule an element of the page matches at rest; rules for `:hover`, `:focus-visible`
 * and `:focus-within` are left out (INTERACTION). Of a kept rule's selector list, only the
 * selectors that match are sent. A rule that names no tag, class or attribute is always kept. The
 * shop is light only: rules for the dark colour scheme are left out, and so are `:host` selectors
 * (no shadow roots), the rules for a disabled state when nothing on the page is disabled and the
 * font faces for characters the page does not have. A custom property declared only on the root
 * (outside media queries), by no other kept rule and in no style of the page has one value on
 * every element: the kept rules read it written out. Of the custom properties the kept rules
 * declare (the theme's on `:root` among them), only those a kept rule or the page still reads
 * (directly or through another one) are kept, and not where a later rule of the same selector
 * declares them again; of the keyframes, only those a kept rule names.
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
      /**
       * The selector list's selectors, each with what it asks of the page, and whether it applies
       * only under a mouse or to a keyboard's focus (`interaction`: left out of the inline part).
       */
      selectors: { text: string; needs: SelectorNeeds; interaction: boolean }[];
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

/**
 * A state a mouse, a key or a field's focus gives an element: `:hover`, `:focus-visible`,
 * `:focus-within` (also as `:has(:focus-visible)`). Rules for it wait for the whole stylesheets,
 * which the boot script applies at the first mouse movement, key press or focus, before the
 * browser draws that state (lib/page-boot.ts). `:focus` (the skip link, reached by the first Tab
 * perhaps before the stylesheets have arrived) and `:active` (a finger's press) stay inline: a
 * touch that focuses nothing applies nothing, so scrolling a phone's page never pays for it.
 */
const INTERACTION = /:(hover|focus-visible|focus-within)(?![\w-])/;
// `:not(…)` without nesting: `.a:not(:hover)` holds while the element is not hovered, at rest
const NOT = /:not\([^()]*\)/g;

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
      interaction: INTERACTION.test(s.replace(NOT, '')),
    })),
    root: selectors.every((s) => ROOT_SELECTOR.test(s.trim()))
      ? Math.max(...selectors.map((s) => s.split('[').length))
      : undefined,
  };
}

/**
 * The CSS a page with this HTML needs from these stylesheets, in their order. The custom
 * properties the HTML itself reads (its `style` attributes and `<style>` blocks) count as used,
 * and so do those `laterReads` reads: a stylesheet applied on its own before the whole ones (the
 * footer's), which finds the theme's properties declared by this part.
 */
export function criticalCss(sheets: IndexedSheet[], html: string, laterReads = ''): string {
  const elements = new PageElements(html);
  const characters = [...elements.characters];
  const keep = (node: IndexedNode): IndexedNode | null => {
    // a font face for characters the page does not draw in its fonts is not downloaded by the browser either
    if (node.kind === 'font')
      return !node.ranges || node.ranges.some(([low, high]) => characters.some((c) => c >= low && c <= high))
        ? node
        : null;
    if (node.kind !== 'rule') return node;
    const matching = node.selectors.filter((s) => !s.interaction && elements.matches(s.needs));
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
  const used = usedVars(readers + html + laterReads, declared);
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

/**
 * `css`, a stylesheet applied on its own before the whole ones (the footer's), with the custom
 * properties that have one value on every page written out: those `sheets` declare only on the
 * document's root, outside media queries, and in no other rule. It then needs no declaration of
 * them on the page; what it still reads, the page's critical part declares (`laterReads`).
 */
export function withRootConstants(css: string, sheets: IndexedSheet[]): string {
  const constants = rootConstants(
    sheets.map((sheet) => sheet.nodes),
    '',
  );
  return css.replace(PLAIN_VAR, (whole, name: string) => constants.get(name) ?? whole);
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
