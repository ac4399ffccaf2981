import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { MantineProvider, TextInput } from '@mantine/core';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** build/mantine-stable-ids.ts: a field keeps the id the server gave it (no second render to change it). */
describe("Mantine's ids", () => {
  it('stay the server’s after hydration, label and field still joined', async () => {
    const form = (
      <MantineProvider>
        <TextInput label="Name" />
      </MantineProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const serverId = container.querySelector('input')!.id;
    expect(serverId).toMatch(/^mantine-/);

    const root = await act(async () => hydrateRoot(container, form));
    const input = container.querySelector('input')!;
    expect(input.id).toBe(serverId);
    expect(container.querySelector('label')!.htmlFor).toBe(serverId);
    act(() => root.unmount());
    container.remove();
  });
});
