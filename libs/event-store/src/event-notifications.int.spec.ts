import { sql } from 'kysely';
import { EventNotifications } from './index.js';
import { createTestDatabase, waitFor, type TestDatabase } from './testing/index.js';

describe('EventNotifications (real Postgres LISTEN/NOTIFY)', () => {
  let t: TestDatabase;
  let a: EventNotifications;
  let b: EventNotifications;

  beforeAll(async () => {
    t = await createTestDatabase();
    a = new EventNotifications(t.url, t.pool);
    b = new EventNotifications(t.url, t.pool);
    await Promise.all([a.start(), b.start()]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await t.drop();
  });

  const counter = () => {
    let n = 0;
    return {
      wake: () => void n++,
      get count() {
        return n;
      },
    };
  };

  it('wakes, here and in other processes, only the subscribers that handle an appended type', async () => {
    const [chatHere, chatThere, formsThere, everythingThere] = [counter(), counter(), counter(), counter()];
    const offs = [
      a.subscribe(chatHere.wake, ['ChatTurnTaken']),
      b.subscribe(chatThere.wake, ['ChatTurnTaken', 'ChatCompleted']),
      b.subscribe(formsThere.wake, ['FormSubmitted']),
      b.subscribe(everythingThere.wake, []),
    ];
    try {
      a.poke(['ChatTurnTaken']);
      expect(chatHere.count).toBe(1);
      await waitFor('the other instance to hear the NOTIFY', () => chatThere.count === 1 && everythingThere.count === 1);
      a.poke(['FormSubmitted']);
      await waitFor('the forms subscriber to wake', () => formsThere.count === 1);
      // A marker poke of an unrelated type: once it has been heard, everything before it has been too.
      a.poke(['Marker']);
      await waitFor('the marker', () => everythingThere.count === 3);
      expect(chatThere.count).toBe(1);
      // The poking instance's own subscribers were woken by the poke, not again by its NOTIFY.
      expect(chatHere.count).toBe(1);
    } finally {
      offs.forEach((off) => off());
    }
  });

  it('wakes everyone for a poke without types and for a NOTIFY sent by hand', async () => {
    const [chat, forms] = [counter(), counter()];
    const offs = [b.subscribe(chat.wake, ['ChatTurnTaken']), b.subscribe(forms.wake, ['FormSubmitted'])];
    try {
      a.poke();
      await waitFor('both to wake on an untyped poke', () => chat.count === 1 && forms.count === 1);
      await sql`notify intake_events`.execute(t.db);
      await waitFor('both to wake on a bare NOTIFY', () => chat.count === 2 && forms.count === 2);
    } finally {
      offs.forEach((off) => off());
    }
  });

  it('coalesces a burst of pokes into few NOTIFYs that still carry every type', async () => {
    const seen = new Set<string>();
    const offs = ['T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9'].map((type) => b.subscribe(() => seen.add(type), [type]));
    try {
      for (let i = 0; i < 200; i++) a.poke([`T${i % 10}`]);
      await waitFor('every type to be heard', () => seen.size === 10);
    } finally {
      offs.forEach((off) => off());
    }
  });
});
