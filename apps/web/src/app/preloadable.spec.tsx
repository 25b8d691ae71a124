/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

afterEach(cleanup);

describe('preloadable', () => {
  it('renders a preloaded chunk at once, with no Suspense fallback in between', async () => {
    const chunk = preloadable(() => Promise.resolve(Greeting));
    await chunk.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <chunk.Component name="Ada" />
      </Suspense>,
    );
    // Synchronously after render: a lazy component would show the fallback here.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('suspends until a chunk not yet loaded arrives, and loads it once', async () => {
    let loads = 0;
    let arrive: (c: typeof Greeting) => void = () => undefined;
    const chunk = preloadable(() => {
      loads++;
      return new Promise<typeof Greeting>((resolve) => (arrive = resolve));
    });
    render(
      <Suspense fallback={<p>loading</p>}>
        <chunk.Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    void chunk.preload();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const chunk = preloadable(() => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting)));
    await expect(chunk.preload()).rejects.toThrow('offline');
    await expect(chunk.preload()).resolves.toBe(Greeting);
    expect(attempt).toBe(2);
  });
});
