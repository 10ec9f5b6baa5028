import { ConnectionError, DatabaseError } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { toProblem } from './error-handler';

const driverError = (code: string, sql = 'SELECT 1', parameters: unknown = {}) =>
  new DatabaseError(Object.assign(new Error(`${code}: failure`), { code, sql, parameters }) as never);

describe('driver errors as problems', () => {
  it('answers 400 for a statement cut by a NUL character (SQLite inlines values)', () => {
    const problem = toProblem(driverError('SQLITE_ERROR', "SELECT * FROM users WHERE email = 'a\u0000@x'"));
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(problem.toJSON())).not.toMatch(/SELECT|users/);
  });

  it('answers 400 for a NUL in bound parameters and for PostgreSQL data exceptions', () => {
    expect(toProblem(driverError('22021', 'SELECT $1', ['a\u0000'])).code).toBe('VALIDATION_FAILED');
    expect(toProblem(driverError('22P02')).code).toBe('VALIDATION_FAILED');
    expect(toProblem(driverError('54000')).code).toBe('VALIDATION_FAILED');
    expect(toProblem(driverError('SQLITE_TOOBIG')).code).toBe('VALIDATION_FAILED');
  });

  it('answers 503 with a retry delay for lock timeouts, deadlocks and lost connections', () => {
    for (const code of ['SQLITE_BUSY', '40P01', '40001', '55P03']) {
      const problem = toProblem(driverError(code));
      expect(problem.code, code).toBe('SERVICE_UNAVAILABLE');
      expect(problem.extensions.retryAfter).toBe(1);
    }
    expect(toProblem(new ConnectionError(new Error('ECONNREFUSED'))).code).toBe('SERVICE_UNAVAILABLE');
  });

  it('keeps a real defect (a syntax error in SQL the code wrote) a 500 without the SQL', () => {
    const problem = toProblem(driverError('SQLITE_ERROR', 'SELECT * FROM nowhere'));
    expect(problem.status).toBe(500);
    expect(JSON.stringify(problem.toJSON())).not.toContain('nowhere');
  });
});
