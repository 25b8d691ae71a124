import { planIncrements } from './rate-limit-increments.js';

describe('planIncrements', () => {
  it('sums the requests of each key, sorted by key, keeping the first window', () => {
    const plan = planIncrements([
      { key: 'beacons:b', windowMs: 60_000 },
      { key: 'beacons:a', windowMs: 60_000 },
      { key: 'beacons:b', windowMs: 60_000 },
    ]);
    expect(plan.keys).toEqual([
      { key: 'beacons:a', n: 1, windowMs: 60_000 },
      { key: 'beacons:b', n: 2, windowMs: 60_000 },
    ]);
  });

  it('gives the requests of a key consecutive counts in arrival order, ending at the counter', () => {
    const plan = planIncrements([
      { key: 'x', windowMs: 1000 },
      { key: 'y', windowMs: 1000 },
      { key: 'x', windowMs: 1000 },
      { key: 'x', windowMs: 1000 },
    ]);
    const settled = plan.settle(
      new Map([
        ['x', { count: 301, ttl: 500 }],
        ['y', { count: 1, ttl: 1000 }],
      ]),
    );
    expect(settled).toEqual([
      { status: 'fulfilled', value: { count: 299, ttl: 500 } },
      { status: 'fulfilled', value: { count: 1, ttl: 1000 } },
      { status: 'fulfilled', value: { count: 300, ttl: 500 } },
      { status: 'fulfilled', value: { count: 301, ttl: 500 } },
    ]);
  });

  it('rejects the requests of a key the statement did not return, and only those', () => {
    const settled = planIncrements([
      { key: 'x', windowMs: 1000 },
      { key: 'y', windowMs: 1000 },
    ]).settle(new Map([['y', { count: 4, ttl: 10 }]]));
    expect(settled[0]).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ message: expect.stringContaining('x') }) });
    expect(settled[1]).toEqual({ status: 'fulfilled', value: { count: 4, ttl: 10 } });
  });
});
