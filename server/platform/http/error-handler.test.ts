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

describe('unique constraint errors', () => {
  it('name the fields and the rule from either driver’s report', async () => {
    const { UniqueConstraintError } = await import('sequelize');
    const sqlite = new UniqueConstraintError({
      fields: ['tenant_id', 'bank_account_id', 'external_id'] as never,
      parent: Object.assign(
        new Error(
          'SQLITE_CONSTRAINT: UNIQUE constraint failed: statement_lines.tenant_id, statement_lines.bank_account_id, statement_lines.external_id',
        ),
        { sql: '' },
      ) as never,
    });
    const postgres = new UniqueConstraintError({
      fields: { tenant_id: 'x', bank_account_id: 'y', external_id: 'z' },
      parent: Object.assign(new Error('duplicate key value violates unique constraint'), {
        table: 'statement_lines',
        sql: '',
      }) as never,
    });
    for (const err of [sqlite, postgres]) {
      const problem = toProblem(err);
      expect(problem.code).toBe('DUPLICATE');
      expect(problem.detail).toBe(
        'Another statement line already has the same bankAccountId and externalId: they must be unique together',
      );
      expect(problem.extensions.errors).toEqual([
        { path: 'bankAccountId', message: 'Already taken' },
        { path: 'externalId', message: 'Already taken' },
      ]);
    }
    const single = toProblem(
      new UniqueConstraintError({
        fields: ['slug'] as never,
        parent: Object.assign(new Error('SQLITE_CONSTRAINT: UNIQUE constraint failed: tenants.slug'), {
          sql: '',
        }) as never,
      }),
    );
    expect(single.detail).toBe('Another tenant already has this slug: it must be unique');
  });
});
