/**
 * A player's own time: quiet hours, vacation and time zones (reminders and deadlines wait for them), and reading
 * what a player types for them (/game settings quiet-hours:, time-zone: autocomplete).
 */
import type { SeatRecord } from '../store/port.ts';
import { msg } from './messages.ts';

const QUARTER_HOUR = 15 * 60_000;

/**
 * The first moment within the next day when none of these players is in quiet hours, or null if there is none.
 * Every time zone's offset is a multiple of 15 minutes, so local hours change only on UTC quarter hours.
 */
export function firstTimeNobodyQuiet(users: readonly SeatRecord[], now: Date): Date | null {
  const first = Math.ceil(now.getTime() / QUARTER_HOUR) * QUARTER_HOUR;
  for (let t = first; t <= now.getTime() + 25 * 3_600_000; t += QUARTER_HOUR) {
    const at = new Date(t);
    if (!users.some((u) => isQuiet(u, at))) return at;
  }
  return null;
}

export function onVacation(user: SeatRecord, now: Date): boolean {
  return !!user.vacationUntil && user.vacationUntil.getTime() > now.getTime();
}

/** True while the local hour in the player's time zone (UTC if none) is in [quietStart, quietEnd), wrapping past midnight. */
export function isQuiet(user: SeatRecord, now: Date): boolean {
  const { quietStart: start, quietEnd: end } = user;
  if (start === null || start === undefined || end === null || end === undefined || start === end) return false;
  const hour = localHour(user.timeZone ?? 'UTC', now);
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

function hourFormat(timeZone: string): Intl.DateTimeFormat {
  let format = hourFormats.get(timeZone);
  if (!format) {
    // A stored zone that this runtime no longer knows falls back to UTC rather than failing every poll.
    const zone = canonicalTimeZone(timeZone) ?? 'UTC';
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return format;
}

/** The hour (0-23) at `at` in a time zone. */
export function localHour(timeZone: string, at: Date): number {
  return Number(hourFormat(timeZone).formatToParts(at).find((p) => p.type === 'hour')?.value ?? 0) % 24;
}

/** The local time as HH:MM in a time zone. */
export function localTime(timeZone: string, at: Date): string {
  const parts = hourFormat(timeZone).formatToParts(at);
  const part = (type: string) => (parts.find((p) => p.type === type)?.value ?? '0').padStart(2, '0');
  return `${part('hour')}:${part('minute')}`;
}

/**
 * The name of a time zone this runtime knows, as the runtime spells it (e.g. "europe/paris" -> "Europe/Paris"),
 * or null. Older ICU versions resolve some current names to their legacy aliases (Asia/Kolkata to
 * Asia/Calcutta): a name the runtime accepts in another spelling is kept as typed, case-corrected when
 * the runtime lists it.
 */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 64) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (resolved.toLowerCase() === trimmed.toLowerCase()) return resolved;
  return knownZoneNames().get(trimmed.toLowerCase()) ?? (/[A-Z]/.test(trimmed) ? trimmed : resolved);
}

let zoneNames: Map<string, string> | undefined;

function knownZoneNames(): Map<string, string> {
  zoneNames ??= new Map(['UTC', ...Intl.supportedValuesOf('timeZone')].map((zone) => [zone.toLowerCase(), zone]));
  return zoneNames;
}

const QUIET_OFF = new Set(['off', 'none', 'clear', 'no']);

/**
 * Quiet hours as typed: "22-7" (or "22:00-07:00", "22–7"); "off" clears them. Returns the hours, null to clear,
 * or a message saying what is allowed.
 */
export function parseQuietHours(text: string): { start: number; end: number } | null | string {
  const typed = text.trim().toLowerCase();
  if (QUIET_OFF.has(typed)) return null;
  const match = /^(\d{1,2})(?::00)?\s*[-–—]\s*(\d{1,2})(?::00)?$/.exec(typed);
  const start = Number(match?.[1]);
  const end = Number(match?.[2]);
  if (!match || start > 23 || end > 23 || start === end) return msg('settings.badQuietHours', { value: text.trim().slice(0, 20) });
  return { start, end };
}

/** Common time zones, offered by autocomplete; any other IANA name is accepted when typed in full. */
const COMMON_TIME_ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Warsaw',
  'Europe/Helsinki',
  'Europe/Moscow',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Australia/Perth',
  'Australia/Sydney',
  'Pacific/Auckland',
  'America/Sao_Paulo',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

/** Autocomplete for time-zone: the common zones matching what was typed (with their time now), plus a valid name typed in full. */
export function timeZoneChoices(typed: string, now = new Date()): { name: string; value: string }[] {
  const needle = typed.trim().toLowerCase().replace(/\s+/g, '_');
  const matches = COMMON_TIME_ZONES.filter((zone) => zone.toLowerCase().includes(needle));
  const exact = needle === '' ? null : canonicalTimeZone(typed);
  const zones = exact && !matches.includes(exact) ? [exact, ...matches] : matches;
  return zones.slice(0, 25).map((zone) => ({ name: `${zone} (${localTime(zone, now)})`, value: zone }));
}
