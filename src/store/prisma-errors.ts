/** Recognising unique-constraint violations in Prisma 7's errors. */
import { Prisma } from '../generated/prisma/client.ts';

export interface UniqueViolation {
  /** Column names, when the driver reports them (PGlite does). */
  fields: string[];
  /** Constraint or index name, when the driver reports it (node-postgres does). */
  index: string | null;
}

interface ConstraintInfo {
  fields?: unknown;
  index?: unknown;
}

/**
 * The violated constraint of a P2002 error, or null for any other error. The shape differs by driver
 * adapter: { fields: ['"tableId"', 'seq'] } on PGlite, { index: 'moves_pkey' } on Postgres, and
 * meta.target on older engines. (The error message is no use: it quotes the calling source code.)
 */
export function uniqueViolation(error: unknown): UniqueViolation | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return null;
  const meta = (error.meta ?? {}) as { target?: unknown; driverAdapterError?: { cause?: { constraint?: ConstraintInfo } } };
  const constraint = meta.driverAdapterError?.cause?.constraint ?? {};
  const target = meta.target;
  const rawFields = Array.isArray(constraint.fields) ? constraint.fields : Array.isArray(target) ? target : [];
  const index = typeof constraint.index === 'string' ? constraint.index : typeof target === 'string' ? target : null;
  return { fields: rawFields.map((field) => String(field).replaceAll('"', '')), index };
}

/** True when `error` violates the unique index `index`, which covers exactly `fields`. */
export function violatesUnique(error: unknown, index: string, fields: string[]): boolean {
  const violation = uniqueViolation(error);
  if (!violation) return false;
  if (violation.index !== null) return violation.index === index;
  return violation.fields.length === fields.length && fields.every((field) => violation.fields.includes(field));
}

/** P2025: an update or delete found no row matching its where clause. */
export function isRecordNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
}
