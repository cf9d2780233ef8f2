/** Text for HTML element content and attribute values: every character that could end either is escaped. */
export function esc(text: string | number): string {
  return String(text).replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}
