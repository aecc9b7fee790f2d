import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  isStorageFault,
} from '../../../src/db/faults';

/** As Drizzle reports a driver's error: wrapped, the driver's error as the cause. */
function wrapped(cause: object): Error {
  return new Error('Failed query: insert into "users" …', { cause });
}

describe('database faults', () => {
  it.each([
    ['disk full', '53100'],
    ['I/O error', '58030'],
    ['admin shutdown', '57P01'],
    ['cannot connect now', '57P03'],
    ['connection failure', '08006'],
    ['data corrupted', 'XX001'],
  ])('counts %s (%s) as a database that cannot serve', (_name, code) => {
    expect(isDatabaseUnavailable(wrapped({ code }))).toBe(true);
  });

  it.each([
    ['a unique violation', '23505'],
    ['a syntax error', '42601'],
    ['an invalid value', '22P02'],
    ['an internal error', 'XX000'],
  ])('leaves %s (%s) to be a 4xx or a 500', (_name, code) => {
    expect(isDatabaseUnavailable(wrapped({ code }))).toBe(false);
  });

  it('counts a lost or refused connection of node-postgres', () => {
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable({ code: 'ENOENT' })).toBe(false);
  });

  it('counts only storage faults as final for the embedded database', () => {
    expect(isStorageFault(wrapped({ code: '58030' }))).toBe(true);
    expect(isStorageFault(wrapped({ code: '53100' }))).toBe(true);
    expect(isStorageFault(new DatabaseUnavailableError())).toBe(true);
    expect(isStorageFault(wrapped({ code: '08006' }))).toBe(false);
    expect(isStorageFault(wrapped({ code: 'ECONNRESET' }))).toBe(false);
    expect(isStorageFault(wrapped({ code: '23505' }))).toBe(false);
  });
});
