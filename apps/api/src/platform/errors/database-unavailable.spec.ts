import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable: a lost database is told apart from a wrong query', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['pg: the connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['pg-pool: no connection within its timeout', new Error('timeout exceeded when trying to connect')],
    ['PostgreSQL shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['a connection failure (08006)', withCode('connection failure', '08006')],
    ['every address refused', new AggregateError([withCode('a', 'ECONNREFUSED'), withCode('b', 'ECONNREFUSED')])],
    ['a query written to a socket just cut', withCode('Cannot call write after a stream was destroyed', 'ERR_STREAM_DESTROYED')],
    ['a lost connection wrapped by what was being done', new Error('could not spend the budget', { cause: new Error('Connection terminated unexpectedly') })],
  ])('%s is an outage', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a syntax error (42601)', withCode('syntax error at or near "selec"', '42601')],
    ['a unique violation (23505)', withCode('duplicate key value violates unique constraint', '23505')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['not an error at all', 'ECONNREFUSED'],
    ['an empty AggregateError', new AggregateError([])],
    ['a bug wrapped around a bug', new Error('failed', { cause: new TypeError('x is undefined') })],
  ])('%s is not', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
