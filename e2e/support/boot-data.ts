/** What a page's boot script loads: the stylesheets (`css`), of which `now` are applied at once. */
export function bootData(html: string): { css: string[]; now: string[] } {
  return JSON.parse(/<script type="application\/json" id="atlas-boot">(.*?)<\/script>/.exec(html)![1]!) as {
    css: string[];
    now: string[];
  };
}
