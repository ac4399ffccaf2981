import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { Translator } from '@/lib/translator';
import { createQueryClient, Providers } from './providers';

const resolved = vi.hoisted(() => ({ themes: 0 }));
vi.mock(
  '../../../../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/default-css-variables-resolver.mjs',
  async (importOriginal) => {
    const original = await importOriginal<{ defaultCssVariablesResolver: (theme: unknown) => unknown }>();
    return {
      ...original,
      defaultCssVariablesResolver: (theme: unknown) => {
        resolved.themes += 1;
        return original.defaultCssVariablesResolver(theme);
      },
    };
  },
);

/** build/mantine-lazy-default-variables.ts: Mantine's default theme variables are never worked out. */
describe("Mantine's default theme variables", () => {
  it('are not worked out when Mantine loads, nor when the app renders', () => {
    const html = renderToString(
      <Providers direction="ltr" queryClient={createQueryClient()} translator={new Translator({ en: {} })}>
        <p>A page</p>
      </Providers>,
    );
    expect(html).toContain('A page');
    expect(resolved.themes).toBe(0);

    // (and they are counted: a provider that renders its variables' <style> works them out)
    renderToString(<MantineProvider />);
    expect(resolved.themes).toBeGreaterThan(0);
  });
});
