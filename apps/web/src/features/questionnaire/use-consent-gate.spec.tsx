import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { useConsentGate } from './use-consent-gate';

/** Renders the gate, re-rendering itself during render `renders - 1` times (as a parent's updates would). */
function Probe({ renders }: { renders: number }) {
  const gate = useConsentGate('questionnaire');
  const [count, setCount] = useState(1);
  if (count < renders) setCount(count + 1);
  return <p>{gate.dialogOpen ? 'consent dialog' : 'no dialog'}</p>;
}

const render = (renders: number) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/form']}>
      <Probe renders={renders} />
    </MemoryRouter>,
  );

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
    expect(render(1)).toBe('<p>consent dialog</p>');
  });

  it('makes the one-off tracking id once, not on every render', () => {
    expect(render(3)).toBe('<p>consent dialog</p>');
    expect(randomCalls).toBe(1);
  });
});
