import type { ServerResponse } from 'node:http';

/** A reply a route handler wants sent; the server writes it and records the status. */
export type RouteResult =
  | { readonly status: number; readonly json: unknown }
  | { readonly status: 204 }
  | { readonly status: number; readonly bytes: Buffer; readonly contentType: string };

export const noContent: RouteResult = { status: 204 };

export function ok(json: unknown): RouteResult {
  return { status: 200, json };
}

/** Discord's JSON error shape: `{ code, message }` (+ `errors` for form errors). */
export function discordError(status: number, code: number, message: string, errors?: unknown): RouteResult {
  return { status, json: errors === undefined ? { code, message } : { code, message, errors } };
}

export const unknownMessage = (): RouteResult => discordError(404, 10008, 'Unknown Message');
export const unknownChannel = (): RouteResult => discordError(404, 10003, 'Unknown Channel');
export const unknownUser = (): RouteResult => discordError(404, 10013, 'Unknown User');
export const unknownWebhook = (): RouteResult => discordError(404, 10015, 'Unknown Webhook');
export const unknownInteraction = (): RouteResult => discordError(404, 10062, 'Unknown interaction');
export const invalidForm = (reason: string): RouteResult =>
  discordError(400, 50035, `Invalid Form Body: ${reason}`, { _errors: [{ code: 'INVALID', message: reason }] });

/** Writes a RouteResult. 204s carry NO content-type: undici's JSON parser crashes on an empty JSON body. */
export function send(res: ServerResponse, result: RouteResult): void {
  if (!('json' in result) && !('bytes' in result)) {
    res.writeHead(204);
    res.end();
    return;
  }
  if ('bytes' in result) {
    res.writeHead(result.status, { 'content-type': result.contentType, 'content-length': result.bytes.length });
    res.end(result.bytes);
    return;
  }
  const body = Buffer.from(JSON.stringify(result.json));
  res.writeHead(result.status, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}
