import { describe, expect, it } from 'vitest';
import { criticalCss, indexStylesheet } from './critical-css';

const cut = (css: string, html: string) => criticalCss([indexStylesheet(css)], html);

describe('critical CSS', () => {
  it('keeps the rules whose classes are on the page and leaves the others out', () => {
    const css = '.card{color:red}.drawer{color:blue}.card .title{font-weight:700}.card .price{color:green}';
    const html = '<div class="card"><h2 class="title">x</h2></div>';
    expect(cut(css, html)).toBe('.card{color:red}.card .title{font-weight:700}');
  });

  it('always keeps rules that name no class, tag or attribute, and element rules for tags on the page', () => {
    const css = '*,:before{box-sizing:border-box}body{margin:0}table{border:0}:focus{outline:1px}';
    expect(cut(css, '<body><p>x</p></body>')).toBe(
      '*,:before{box-sizing:border-box}body{margin:0}:focus{outline:1px}',
    );
  });

  it('leaves out what only a mouse, a key or a focus shows, and keeps a focused field and a press', () => {
    const css =
      '.b{color:red}.b:hover{color:blue}@media (hover:hover){.b:hover{color:navy}}' +
      '.b:focus-visible{outline:2px}:focus-visible{outline:1px}.t:has(:focus-visible):after{display:block}' +
      '.i:focus,.i:focus-within{border-color:red}.b:active{transform:translateY(1px)}' +
      '.b:not(:hover){opacity:.9}.b:hover:where(:not([data-loading],:disabled)){color:green}.b:hovered{x:1}';
    expect(cut(css, '<button class="b t i"></button>')).toBe(
      '.b{color:red}.i:focus{border-color:red}.b:active{transform:translateY(1px)}' +
        '.b:not(:hover){opacity:.9}.b:hovered{x:1}',
    );
  });

  it('asks one element for all of a compound: classes and attributes, also inside :where()', () => {
    const css =
      '.b:where([data-variant=filled]){background:red}.b[data-variant=light]{background:pink}' +
      '.b[data-size=xl] .c{x:1}.b:not(.d){y:1}';
    const html = '<button class="b" data-variant="filled" data-size="md"><span class="c"></span></button>';
    expect(cut(css, html)).toBe('.b:where([data-variant=filled]){background:red}.b:not(.d){y:1}');
  });

  it('keeps a rule when one selector of its list matches, with only the selectors that match', () => {
    const css = '.x,.y{color:red}.x:active{color:blue}.z:active{outline:0}.y,.z{margin:0}';
    expect(cut(css, '<a class="y"></a><a class="z"></a>')).toBe(
      '.y{color:red}.z:active{outline:0}.y,.z{margin:0}',
    );
  });

  it('sends a list with a vendor-prefixed selector whole (a browser that does not know it drops the rule)', () => {
    const css = '.a::-moz-range-thumb,.b{color:red}';
    expect(cut(css, '<i class="b"></i>')).toBe(css);
  });

  it('asks the elements to stand as the combinators say: ancestor, parent, earlier siblings', () => {
    const css =
      '.card .title{a:1}.menu .title{b:1}.card>.title{c:1}.card>.price{d:1}' +
      '.title+.price{e:1}.price+.title{f:1}.title~.note{g:1}.note~.title{h:1}' +
      '[data-scheme=light] .card{i:1}[data-scheme=dark] .card{j:1}.card > .body .price{k:1}';
    const html =
      '<html data-scheme="light"><body><div class="card"><h2 class="title">x</h2>' +
      '<div class="body"><p class="price">1</p></div><p class="note"></p></div><nav class="menu"></nav>';
    expect(cut(css, html)).toBe(
      '.card .title{a:1}.card>.title{c:1}.title~.note{g:1}[data-scheme=light] .card{i:1}.card > .body .price{k:1}',
    );
  });

  it('reads the page as a tree: void and self-closing elements hold nothing, scripts hold no elements', () => {
    const css = '.a .b{x:1}.c .b{y:1}.d .b{z:1}.e .f{w:1}';
    const html =
      '<div class="a"><img class="c"><svg><path class="d"/></svg><p class="b"></p>' +
      '<script>if (i<e.length) document.write("<b class=\'f\'>")</script></div>';
    expect(cut(css, html)).toBe('.a .b{x:1}');
  });

  it('reads a paragraph as the browser does: a block that starts in it ends it', () => {
    const css = '.t>.b{x:1}.p .b{y:1}.p+.b{z:1}.q .i{w:1}';
    const html =
      '<div class="t"><p class="p"><div class="b"></div></p><p class="q"><i class="i"></i></p></div>';
    expect(cut(css, html)).toBe('.t>.b{x:1}.p+.b{z:1}.q .i{w:1}');
  });

  it('cuts media queries to what they hold for the page and drops the empty ones', () => {
    const css = '@media (min-width:48em){.a{display:grid}.b{display:none}}@media print{.b{color:red}}';
    expect(cut(css, '<div class="a"></div>')).toBe('@media (min-width:48em){.a{display:grid}}');
  });

  it('leaves out the dark colour scheme and the custom properties nothing uses', () => {
    const css =
      ':root,:host{--space:4px;--unused:1px;--gap:calc(var(--space) * 2)}' +
      ':root[data-mantine-color-scheme=light],:host([data-mantine-color-scheme=light]){--text:#000;--link:blue}' +
      ':root[data-mantine-color-scheme=dark],:host([data-mantine-color-scheme=dark]){--text:#fff}' +
      ':where([data-mantine-color-scheme=dark]) .a{color:white}' +
      '.a{padding:var(--gap);color:var(--text)}';
    // the root's constants are written out where read; the page's HTML still reads --link
    expect(cut(css, '<div class="a" style="margin:var(--link)"></div>')).toBe(
      ':root[data-mantine-color-scheme=light]{--link:blue}.a{padding:calc(4px * 2);color:#000}',
    );
  });

  it('leaves out a custom property a later rule of the same selector declares again', () => {
    const css =
      ':root,:host{--font:Arial;--primary:var(--blue);--blue:#00f;--gap:4px!important}' +
      '@media (min-width:48em){:root{--gap:8px}}.a{font-family:var(--font);color:var(--primary);margin:var(--gap)}' +
      ':root{--font:Cairo;--primary:var(--orange);--orange:#f70;--gap:2px}';
    // --font and --primary are constants (the later root rule's values); --gap is not (important,
    // and declared again in a media query)
    expect(cut(css, '<div class="a"></div>')).toBe(
      ':root{--gap:4px!important}@media (min-width:48em){:root{--gap:8px}}' +
        '.a{font-family:Cairo;color:#f70;margin:var(--gap)}:root{--gap:2px}',
    );
  });

  it('leaves out the rules of a disabled state unless something on the page is disabled', () => {
    const css =
      '.b{color:red}.b:disabled,.b[data-disabled]{opacity:.6}' +
      '.b:where(:disabled:not([data-loading]),[data-disabled]:not([data-loading])){cursor:not-allowed}' +
      '.b:active:where(:not([data-loading],:disabled,[data-disabled])){color:blue}' +
      'fieldset:disabled .b:active{transform:none}.i:has(input:disabled){opacity:.6}';
    expect(cut(css, '<fieldset><button class="b i"><input></button></fieldset>')).toBe(
      '.b{color:red}.b:active:where(:not([data-loading],:disabled,[data-disabled])){color:blue}',
    );
    const disabled = '<fieldset disabled><button class="b i"><input></button></fieldset>';
    // no element has data-disabled: of the first list, only `.b:disabled` is sent
    expect(cut(css, disabled)).toBe(css.replace('.b:disabled,.b[data-disabled]', '.b:disabled'));
  });

  it('writes out the root’s constants, the most specific root declaration winning', () => {
    const css =
      ':root[data-scheme=light]{--text:#111}:root{--text:#222;--size:calc(1rem * var(--scale));--scale:1}' +
      '.a{color:var(--text);font-size:var(--size);--own:var(--text);border-color:var(--own)}';
    expect(cut(css, '<html data-scheme="light"><p class="a"></p>')).toBe(
      '.a{color:#111;font-size:calc(1rem * 1);--own:#111;border-color:var(--own)}',
    );
  });

  it('declares on the root what a stylesheet applied on its own later reads (the footer’s)', () => {
    const css = ':root{--text:#111;--gap:8px;--wide:2rem;--unused:0}.a{color:var(--text)}';
    const footer = '.f{gap:var(--gap);padding:var(--pad)}';
    expect(criticalCss([indexStylesheet(css)], '<p class="a"></p>', footer)).toBe(
      ':root{--gap:8px}.a{color:#111}',
    );
  });

  it('leaves a root property read where another rule, a media query or the page may give it another value', () => {
    const css =
      ':root{--a:red;--b:blue;--c:green;--d:gray;--e:var(--a)}@media print{:root{--c:black}}' +
      '.x{--a:pink}.y{color:var(--a);background:var(--b);border-color:var(--c);outline-color:var(--d, red);fill:var(--e)}';
    const html = '<p class="x"><i class="y" style="--b:navy"></i></p>';
    expect(cut(css, html)).toBe(
      ':root{--a:red;--b:blue;--c:green;--d:gray;--e:var(--a)}@media print{:root{--c:black}}' +
        '.x{--a:pink}.y{color:var(--a);background:var(--b);border-color:var(--c);outline-color:var(--d, red);fill:var(--e)}',
    );
  });

  it('keeps a component’s custom properties only where the page or a kept declaration reads them', () => {
    const css =
      '.btn{--h-sm:30px;--h-md:36px;--h-lg:42px;--h:var(--h-md);height:var(--h)}' +
      '.btn[data-size=lg]{--h:var(--h-lg)}.only-vars{--x:1px}';
    expect(cut(css, '<button class="btn only-vars" style="--pad:var(--h-sm)"></button>')).toBe(
      '.btn{--h-sm:30px;--h-md:36px;--h:var(--h-md);height:var(--h)}',
    );
  });

  it('keeps the keyframes a kept rule animates, and font faces', () => {
    const css =
      '@font-face{font-family:Cairo;src:url(/c.woff2)}@keyframes spin{to{rotate:1turn}}' +
      '@keyframes fade{to{opacity:0}}.loader{animation:spin 1s linear infinite}.toast{animation:fade 1s}';
    expect(cut(css, '<i class="loader"></i>')).toBe(
      '@font-face{font-family:Cairo;src:url(/c.woff2)}@keyframes spin{to{rotate:1turn}}' +
        '.loader{animation:spin 1s linear infinite}',
    );
  });

  it('keeps a font face only when the page has a character of its unicode-range', () => {
    const arabic = '@font-face{font-family:Cairo;src:url(/ar.woff2);unicode-range:U+6??,U+750-77F}';
    const latinExt = '@font-face{font-family:Cairo;src:url(/ext.woff2);unicode-range:U+100-2BA,U+1E00-1E9F}';
    const latin = '@font-face{font-family:Cairo;src:url(/latin.woff2);unicode-range:U+??,U+131}';
    const any = '@font-face{font-family:Icons;src:url(/icons.woff2)}';
    const css = arabic + latinExt + latin + any;
    expect(cut(css, '<p>Shop</p>')).toBe(latin + any);
    expect(cut(css, '<p>متجر</p><button lang="en">English</button>')).toBe(arabic + latin + any);
    expect(cut(css, '<p title="Café Ōsaka">x</p>')).toBe(latinExt + latin + any);
    // a word in a font its element names itself (the language toggle's, in the system's font), a
    // script's code and the tab's title are not drawn in the page's fonts
    const toggle =
      '<title>متجر</title><p>Shop</p><button style="font-family:system-ui" aria-label="العربية">' +
      '<span>عربي</span></button><script>"متجر"</script><p>Café</p>';
    expect(cut(css, toggle)).toBe(latin + any);
    expect(cut(css, '<textarea>متجر</textarea>')).toBe(arabic + any);
  });

  it('keeps keyframes named through a custom property', () => {
    const css =
      '@keyframes pulse{to{opacity:.5}}.dot{--dot-animation:pulse 1s infinite;animation:var(--dot-animation)}';
    expect(cut(css, '<i class="dot"></i>')).toBe(css);
  });

  it('reads classes with escaped characters and attributes with entities', () => {
    const css = '.w-1\\/2{width:50%}.t[data-hint="a & b"]{x:1}';
    expect(cut(css, '<div class="w-1/2"></div><i class="t" data-hint="a &amp; b"></i>')).toBe(css);
  });
});
