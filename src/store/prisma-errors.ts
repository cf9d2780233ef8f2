/** Recognising database constraint violations in Prisma 7's errors (their shape differs between driver adapters). */
import { Prisma } from '../generated/prisma/client.ts';

/**
 * True when `error` is a unique-constraint violation that names one of `needles` (a column or constraint):
 * depending on the adapter, Prisma puts the fields in meta.target or the driver's error in meta.driverAdapterError.
 */
export function isUniqueViolationOn(error: unknown, ...needles: string[]): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return false;
  const text = `${JSON.stringify(error.meta ?? {})} ${error.message}`;
  return needles.some((needle) => text.includes(needle));
}
