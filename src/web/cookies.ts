/** The cookie that carries a personal link's token after the first load (the URL then goes back to the clean one). */
export const SEAT_COOKIE = 'seat_link';

/** A cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** HttpOnly (no script reads it), SameSite=Lax, only for this table's paths, Secure when the page is served over https. */
export function seatCookie(value: string, opts: { path: string; maxAgeSeconds: number; secure: boolean }): string {
  return [`${SEAT_COOKIE}=${value}`, `Path=${opts.path}`, `Max-Age=${Math.max(0, Math.floor(opts.maxAgeSeconds))}`, 'HttpOnly', 'SameSite=Lax', ...(opts.secure ? ['Secure'] : [])].join('; ');
}

export function clearSeatCookie(opts: { path: string; secure: boolean }): string {
  return seatCookie('', { ...opts, maxAgeSeconds: 0 });
}
