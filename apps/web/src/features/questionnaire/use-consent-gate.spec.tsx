/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { cleanup, render as renderInDom, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { useConsentGate } from './use-consent-gate';

/** Renders the gate, re-rendering itself during render `renders - 1` times (as a parent's updates would). */
function Probe({ renders }: { renders: number }) {
  const gate = useConsentGate('questionnaire');
  const [count, setCount] = useState(1);
  if (count < renders) setCount(count + 1);
  return <p>{gate.dialogOpen ? 'consent dialog' : 'no dialog'}</p>;
}

/** What the probe says once rendered (each render in a fresh document). */
const render = (renders: number) => {
  cleanup();
  renderInDom(
    <MemoryRouter initialEntries={['/form']}>
      <Probe renders={renders} />
    </MemoryRouter>,
  );
  return screen.getByRole('paragraph').textContent;
};

describe('the consent gate on an insecure origin (plain http on a LAN address), with nothing stored', () => {
  const cryptoApi = globalThis.crypto;
  const getRandomValues = cryptoApi.getRandomValues.bind(cryptoApi);
  let randomCalls = 0;

  beforeEach(() => {
    randomCalls = 0;
    // crypto.randomUUID exists only in secure contexts.
    Object.defineProperty(cryptoApi, 'randomUUID', { value: undefined, configurable: true });
    Object.defineProperty(cryptoApi, 'getRandomValues', {
      value: <T extends ArrayBufferView>(array: T) => {
        randomCalls += 1;
        return getRandomValues(array as unknown as Uint8Array<ArrayBuffer>) as unknown as T;
      },
      configurable: true,
    });
  });
  afterEach(() => {
    // Back to the prototype's own methods.
    Reflect.deleteProperty(cryptoApi, 'randomUUID');
    Reflect.deleteProperty(cryptoApi, 'getRandomValues');
  });

  it('opens the privacy dialog instead of crashing', () => {
    expect(render(1)).toBe('consent dialog');
  });

  it('makes the one-off tracking id once, not on every render', () => {
    expect(render(3)).toBe('consent dialog');
    expect(randomCalls).toBe(1);
  });
});
