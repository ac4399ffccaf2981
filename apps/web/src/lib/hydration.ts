/** Ids of the JSON scripts through which the server hands its state to the browser. */
export const HYDRATION_SCRIPT_IDS = { queries: 'atlas-query-state' } as const;

/** The parsed content of one of those scripts, or undefined when the page was not server-rendered. */
export function readHydrationScript<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
