import type { ParsedBody } from './body.ts';
import type { RouteResult } from './respond.ts';

export interface RouteRequest {
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly body: ParsedBody;
  /** The `Authorization` header, if any. */
  readonly authorization: string | null;
}

export type RouteHandler = (req: RouteRequest) => RouteResult | Promise<RouteResult>;

interface Route {
  readonly method: string;
  readonly segments: readonly string[];
  readonly handler: RouteHandler;
}

/** Minimal method + path router; `:name` segments capture one decoded path segment. */
export class Router {
  private readonly routes: Route[] = [];

  on(method: string, pattern: string, handler: RouteHandler): this {
    this.routes.push({ method, segments: pattern.split('/').filter(Boolean), handler });
    return this;
  }

  match(method: string, path: string): { handler: RouteHandler; params: Record<string, string> } | null {
    const parts = path.split('/').filter(Boolean);
    for (const route of this.routes) {
      if (route.method !== method || route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = route.segments.every((segment, i) => {
        const part = parts[i] ?? '';
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = part;
          return true;
        }
        return segment === part;
      });
      if (matches) return { handler: route.handler, params };
    }
    return null;
  }
}
