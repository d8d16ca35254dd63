import { act, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { checkedBeforeHydration, valueEnteredBeforeHydration } from './enteredBeforeHydration';

let submitted: { text: string; agreed: boolean } | undefined;

/** A controlled text field and checkbox whose state starts from what was entered before hydration. */
function Fields() {
  const id = useId();
  const [text, setText] = useState(() => valueEnteredBeforeHydration(`${id}-text`, ''));
  const [agreed, setAgreed] = useState(() => checkedBeforeHydration(`${id}-agreed`, false));
  const [renders, setRenders] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted = { text, agreed };
      }}
    >
      <input id={`${id}-text`} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <input
        id={`${id}-agreed`}
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
      />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  submitted = undefined;
});

test('what was typed into server-rendered fields before hydration survives the next render and is submitted', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Fields />);
  document.body.append(container);
  const [text, agreed] = container.querySelectorAll('input');
  if (!text || !agreed) throw new Error('fields not rendered');
  text.value = 'typed early';
  agreed.checked = true;

  await act(async () => {
    hydrateRoot(container, <Fields />);
  });
  await act(async () => {
    container.querySelector<HTMLButtonElement>('button[type="button"]')?.click();
  });
  expect(text.value).toBe('typed early');
  expect(agreed.checked).toBe(true);

  await act(async () => {
    container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  });
  expect(submitted).toEqual({ text: 'typed early', agreed: true });
});

test('a fresh client render and the server start from the fallback', () => {
  expect(valueEnteredBeforeHydration('no-such-field', 'fallback')).toBe('fallback');
  expect(checkedBeforeHydration('no-such-field', false)).toBe(false);
});
