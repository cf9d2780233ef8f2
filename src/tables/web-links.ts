import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Personal links to a table's web page (issue 24): a token signed with HMAC-SHA256 under a secret from the
 * environment, bound to the table's public id, the seat and the user who held it, and expiring. The web adapter
 * exchanges it for an HttpOnly cookie and checks it again on every request, so a seat handed to someone else
 * stops opening the old player's layer at once.
 */

/** How long a personal link opens the private layer. */
export const SEAT_LINK_LIFETIME_MS = 24 * 3_600_000;

export interface SeatLinkClaims {
  /** The table's public id (the page it opens). */
  publicId: string;
  seat: number;
  userId: string;
  /** Expiry, in milliseconds since the epoch. */
  expiresAt: number;
}

export type SeatLinkCheck = { ok: true; claims: SeatLinkClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const MAX_TOKEN_LENGTH = 512;

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`seat-link.v1.${payload}`).digest();
}

export function signSeatLink(secret: string, claims: SeatLinkClaims): string {
  const payload = Buffer.from(JSON.stringify([claims.publicId, claims.seat, claims.userId, claims.expiresAt])).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** Checks the signature in constant time before reading anything the token claims. */
export function verifySeatLink(secret: string, token: string, now: Date): SeatLinkCheck {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, payload, signature] = match as unknown as [string, string, string];
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  const claims = parseClaims(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (claims.expiresAt <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function parseClaims(payload: string): SeatLinkClaims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [publicId, seat, userId, expiresAt] = value as unknown[];
    if (typeof publicId !== 'string' || typeof userId !== 'string' || !Number.isInteger(seat) || !Number.isInteger(expiresAt)) return null;
    return { publicId, seat: seat as number, userId, expiresAt: expiresAt as number };
  } catch {
    return null;
  }
}
