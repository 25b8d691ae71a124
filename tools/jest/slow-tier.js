// The browser tier starts the whole product (embedded PostgreSQL, api, worker, readers) and a
// Chromium per suite, two suites at a time: on a busy two-core machine a start alone can take most
// of a minute, and startProduct itself waits up to 90 s. Jest's per-project testTimeout is ignored,
// so the tier sets its own for its tests and hooks here.
import.meta.jest.setTimeout(180_000);
