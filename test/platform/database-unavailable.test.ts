import { DriverException } from '@mikro-orm/core';
import { GraphQLError } from 'graphql';
import { isNotPrimary, NotPrimaryError } from '../../src/db/leader-guard';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { normalizeError, UNAVAILABLE_MESSAGE } from '../../src/graphql/errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('which failures mean the database is unavailable (503), and which are internal (500)', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a terminated backend (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    [
      'a statement on a broken client, as knex words it',
      new Error('SAVEPOINT trx1; - Client has encountered a connection error and is not queryable'),
    ],
    ['the ORM pool waiting too long', new Error('Knex: Timeout acquiring a connection. The pool is probably full.')],
    ['the ORM wrapping a refused connection', new DriverException(withCode('ECONNREFUSED'))],
    ['a copy of a driver error as a plain object (pg-boss)', { message: 'x', code: '57P01' }],
    [
      'a write on a server no longer the primary (25006), as the ORM wraps it',
      new DriverException(withCode('25006', 'cannot execute INSERT in a read-only transaction')),
    ],
    ['a new connection refused on a standby', new NotPrimaryError()],
    [
      'a statement of a transaction that ended when its connection was cut, as knex words it',
      new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'),
    ],
    ['that refusal copied as a plain object (pg-boss)', { message: new NotPrimaryError().message }],
  ])('%s is unavailability', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const normalized = normalizeError(new GraphQLError('wrapped', { originalError: error as Error }));
    expect(normalized).toEqual({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, retryAfter: 5 });
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['an invalid value (22P02)', withCode('22P02')],
    ['a syntax error (42601)', withCode('42601')],
    ['an error without a code', new Error('Cannot read properties of undefined')],
    ['a thrown string', 'boom'],
    ['nothing', null],
    // Other class 25 states are the statement's own doing, not the server's role.
    ['a statement in a failed transaction (25P02)', withCode('25P02', 'current transaction is aborted')],
    ['an invalid transaction state (25000)', withCode('25000')],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isNotPrimary(error)).toBe(false);
    expect(normalizeError(error).code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('only a read-only refusal or a standby refusal says the server is no longer the primary (it is retried or 503)', () => {
    expect(isNotPrimary(new DriverException(withCode('25006')))).toBe(true);
    expect(isNotPrimary(new GraphQLError('wrapped', { originalError: new NotPrimaryError() }))).toBe(true);
    expect(isNotPrimary({ message: `x ${new NotPrimaryError().message}` })).toBe(true);
    expect(isNotPrimary(withCode('57P01'))).toBe(false);
    expect(isNotPrimary(withCode('ECONNREFUSED'))).toBe(false);
  });
});
