import { describe, expect, it } from 'vitest';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { uniqueViolation, violatesUnique } from '../../src/store/prisma-errors.ts';

// The meta shapes below were recorded from real violations of the moves primary key.
const onPGlite = {
  modelName: 'Move',
  driverAdapterError: {
    name: 'DriverAdapterError',
    cause: { originalCode: '23505', kind: 'UniqueConstraintViolation', constraint: { fields: ['"tableId"', 'seq'] } },
  },
};
const onPostgres = {
  modelName: 'Move',
  driverAdapterError: {
    name: 'DriverAdapterError',
    cause: { originalCode: '23505', kind: 'UniqueConstraintViolation', constraint: { index: 'moves_pkey' }, table: 'moves' },
  },
};

function prismaError(code: string, meta: Record<string, unknown>, message = 'failed near `activeChannelId: x`') {
  return new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: 'test', meta });
}

describe('unique violations', () => {
  it('reads the fields reported through PGlite', () => {
    expect(uniqueViolation(prismaError('P2002', onPGlite))).toEqual({ fields: ['tableId', 'seq'], index: null });
    expect(violatesUnique(prismaError('P2002', onPGlite), 'moves_pkey', ['tableId', 'seq'])).toBe(true);
    expect(violatesUnique(prismaError('P2002', onPGlite), 'tables_activeChannelId_key', ['activeChannelId'])).toBe(false);
  });

  it('reads the constraint name reported through node-postgres', () => {
    expect(uniqueViolation(prismaError('P2002', onPostgres))).toEqual({ fields: [], index: 'moves_pkey' });
    expect(violatesUnique(prismaError('P2002', onPostgres), 'moves_pkey', ['tableId', 'seq'])).toBe(true);
    expect(violatesUnique(prismaError('P2002', onPostgres), 'tables_activeChannelId_key', ['activeChannelId'])).toBe(false);
  });

  it('reads meta.target as older engines report it', () => {
    expect(violatesUnique(prismaError('P2002', { target: ['activeChannelId'] }), 'tables_activeChannelId_key', ['activeChannelId'])).toBe(true);
    expect(violatesUnique(prismaError('P2002', { target: 'tables_activeChannelId_key' }), 'tables_activeChannelId_key', ['activeChannelId'])).toBe(true);
  });

  it('ignores other errors, whatever their message says', () => {
    expect(uniqueViolation(prismaError('P2025', {}))).toBeNull();
    expect(uniqueViolation(new Error('Unique constraint failed on activeChannelId'))).toBeNull();
    expect(violatesUnique(prismaError('P2002', { target: ['tableId', 'userId'] }), 'tables_activeChannelId_key', ['activeChannelId'])).toBe(false);
  });
});
