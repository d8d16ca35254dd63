import { act, useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineIsland, IslandRoot, IslandServerContext } from './defineIsland';
import { hydrateIsland } from './hydrate';
import { IslandCollector, islandSlot } from './IslandCollector';
import { ServerSlot, ServerSlotsContext } from './ServerMarkup';

function Counter({ label }: { label: string }) {
  const id = useId();
  const [count, setCount] = useState(0);
  return (
    <button type="button" id={id} onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const CounterIsland = defineIsland('counter', Counter);

/** An island that shows one of two server-drawn parts. */
function Picker() {
  const [shown, setShown] = useState<'first' | 'second'>('first');
  return (
    <div>
      <button type="button" onClick={() => setShown('second')}>
        Show the second
      </button>
      <div hidden={shown !== 'first'}>
        <ServerSlot name="first" />
      </div>
      <div hidden={shown !== 'second'}>
        <ServerSlot name="second" />
      </div>
    </div>
  );
}

const PickerIsland = defineIsland('picker', Picker);

// Compile-time checks: props are the component's own, and must survive JSON.
function typeChecks() {
  // @ts-expect-error a prop the component does not take
  void (<CounterIsland caption="Clicks" />);
  // @ts-expect-error a required prop left out
  void (<CounterIsland />);
  // @ts-expect-error a function prop cannot travel as JSON
  defineIsland('callback', ({ onPick }: { onPick: () => void }) => <button type="button" onClick={onPick} />);
  // @ts-expect-error nor can a Date
  defineIsland('date', ({ at }: { at: Date }) => <time>{at.toISOString()}</time>);
  // Optional props, nested plain data and readonly arrays can.
  defineIsland('data', (_: { rows: readonly { id: string; tags?: string[] }[]; mode?: 'a' | 'b' }) => null);
}
void typeChecks;

// React's act() warns unless the environment says it is a test environment (Testing Library sets this for its own
// render; this file drives hydrateRoot directly).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('defineIsland', () => {
  it('renders its component in place without a collector (browser, account pages)', () => {
    const html = renderToString(<CounterIsland label="Clicks" />);
    expect(html).toContain('<button');
    expect(html).not.toContain('data-island');
  });

  it('renders a marker with its name, id and JSON props, and leaves the component to its own render', () => {
    const collector = new IslandCollector();
    const html = renderToString(
      <IslandServerContext.Provider value={collector}>
        <CounterIsland label="Clicks" />
      </IslandServerContext.Provider>,
    );
    expect(html).toContain('data-island="counter"');
    expect(html).toContain('data-island-id="counter-0-"');
    expect(html).toContain('data-island-props="{&quot;label&quot;:&quot;Clicks&quot;}"');
    expect(html).toContain(islandSlot(0));
    expect(html).not.toContain('<button');
    expect(collector.islands).toEqual([
      { name: 'counter', id: 'counter-0-', component: Counter, props: { label: 'Clicks' }, slots: {} },
    ]);
  });

  it('hydrates what the server rendered as its own root without a mismatch, and marks the page hydrated', async () => {
    const errors = vi.spyOn(console, 'error');
    const serverHtml = renderToString(
      <IslandRoot>
        <Counter label="Clicks" />
      </IslandRoot>,
      { identifierPrefix: 'counter-0-' },
    );
    document.body.innerHTML = `<div data-island="counter" data-island-id="counter-0-" data-island-props='{"label":"Clicks"}' style="display:contents">${serverHtml}</div>`;
    const serverButton = document.querySelector('button');

    await act(async () => hydrateIsland(CounterIsland));

    const button = document.querySelector('button');
    expect(button).toBe(serverButton);
    expect(button?.id.startsWith('_counter-0-')).toBe(true);
    expect(document.documentElement.dataset.hydrated).toBe('true');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Clicks 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws its slots on the server and in place, and keeps the server-drawn markup when it hydrates', async () => {
    const slots = { first: <p>First part</p>, second: <p>Second part</p> };
    // In place (account pages): the slots are drawn.
    expect(renderToString(<PickerIsland slots={slots} />)).toContain('<p>Second part</p>');
    // On the server, the island's own render draws them; the marker carries no trace of them.
    const collector = new IslandCollector();
    const marker = renderToString(
      <IslandServerContext.Provider value={collector}>
        <PickerIsland slots={slots} />
      </IslandServerContext.Provider>,
    );
    expect(marker).not.toContain('Second part');
    const serverHtml = renderToString(
      <ServerSlotsContext.Provider value={collector.islands[0]?.slots ?? null}>
        <IslandRoot>
          <Picker />
        </IslandRoot>
      </ServerSlotsContext.Provider>,
      { identifierPrefix: 'picker-0-' },
    );
    expect(serverHtml).toContain('<p>Second part</p>');
    // The browser has no slots: hydration keeps the server's markup and the island shows it.
    const errors = vi.spyOn(console, 'error');
    document.body.innerHTML = `<div data-island="picker" data-island-id="picker-0-" data-island-props="{}" style="display:contents">${serverHtml}</div>`;
    const second = document.querySelector('[data-server-slot="second"] p');
    await act(async () => hydrateIsland(PickerIsland));
    await act(async () => document.querySelector('button')?.click());
    expect(document.querySelector('[data-server-slot="second"] p')).toBe(second);
    expect(second?.textContent).toBe('Second part');
    expect(second?.closest('[hidden]')).toBeNull();
    expect(document.querySelector('[data-server-slot="first"]')?.closest('[hidden]')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
