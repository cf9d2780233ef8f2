import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { nextSnowflake } from '../snowflake.ts';
import type { JsonObject } from '../types.ts';

/** Gateway opcodes used by the fake. */
const Op = { Dispatch: 0, Heartbeat: 1, Identify: 2, Resume: 6, Reconnect: 7, InvalidSession: 9, Hello: 10, HeartbeatAck: 11 } as const;

export interface GatewayOptions {
  readonly token: string;
  readonly heartbeatIntervalMs: number;
  /** Builds the READY payload (user, application, guilds) for a new session of shard [id, count]. */
  readonly ready: (sessionId: string, resumeUrl: string, shard: [number, number]) => JsonObject;
  /** Dispatches sent right after READY (e.g. GUILD_CREATE). */
  readonly afterReady: () => { t: string; d: JsonObject }[];
  readonly onChange: () => void;
}

/** One gateway session; it outlives its socket so a client can RESUME it on a new connection. */
class Session {
  readonly id = nextSnowflake();
  /** [shard id, shard count] as sent in IDENTIFY; [0, 1] for an unsharded bot. */
  shard: [number, number] = [0, 1];
  seq = 0;
  socket: WebSocket | null = null;
  readonly sent: { s: number; payload: string }[] = [];
  readonly startedAt = Date.now();
}

/**
 * The gateway half of the fake: HELLO, IDENTIFY -> READY, RESUME -> replay + RESUMED,
 * heartbeat ACKs, and dispatches to the newest live session (the running bot).
 */
export class Gateway {
  private readonly wss: WebSocketServer;
  private readonly sessions: Session[] = [];
  /** Number of successful IDENTIFYs (fresh logins). */
  identifyCount = 0;
  /** Number of successful RESUMEs. */
  resumeCount = 0;
  /** `intents` of the most recent IDENTIFY. */
  lastIntents: number | null = null;

  constructor(
    server: Server,
    private readonly wsUrl: () => string,
    private readonly opts: GatewayOptions,
  ) {
    this.wss = new WebSocketServer({ server });
    this.wss.on('connection', (socket) => this.accept(socket));
  }

  /** True while a bot session is connected and has received READY (or RESUMED). */
  get connected(): boolean {
    return this.liveSession() !== undefined;
  }

  /** Shard ids with a live session. */
  get liveShards(): number[] {
    return [...new Set(this.sessions.filter(isLive).map((s) => s.shard[0]))].sort((a, b) => a - b);
  }

  /**
   * Sends a dispatch event to the running bot: to the newest live session, or to the newest live session of
   * one shard (a sharded bot runs one session per shard, possibly in separate processes). Returns false when
   * no such session is connected.
   */
  dispatch(t: string, d: unknown, shard?: number): boolean {
    const session = this.liveSession(shard);
    if (session === undefined) return false;
    this.sendDispatch(session, t, d);
    return true;
  }

  /** Asks connected clients to reconnect (op 7); discord.js answers with RESUME. */
  requestReconnect(): void {
    for (const session of this.sessions) session.socket?.send(JSON.stringify({ op: Op.Reconnect, d: null }));
  }

  /** Drops every gateway connection with a close code (4000 = resumable "unknown error"). */
  dropConnections(code = 4000): void {
    for (const socket of this.wss.clients) socket.close(code, 'dropped by fake-discord');
  }

  close(): Promise<void> {
    for (const socket of this.wss.clients) socket.terminate();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }

  private liveSession(shard?: number): Session | undefined {
    return [...this.sessions].reverse().find((s) => isLive(s) && (shard === undefined || s.shard[0] === shard));
  }

  private accept(socket: WebSocket): void {
    socket.send(JSON.stringify({ op: Op.Hello, d: { heartbeat_interval: this.opts.heartbeatIntervalMs } }));
    socket.on('message', (raw) => this.receive(socket, String(raw)));
    socket.on('close', () => {
      for (const session of this.sessions) if (session.socket === socket) session.socket = null;
      this.opts.onChange();
    });
    socket.on('error', () => undefined);
  }

  private receive(socket: WebSocket, raw: string): void {
    let message: { op?: number; d?: JsonObject | number | null };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      socket.close(4002, 'Decode error');
      return;
    }
    const d = typeof message.d === 'object' && message.d !== null ? message.d : {};
    switch (message.op) {
      case Op.Heartbeat:
        socket.send(JSON.stringify({ op: Op.HeartbeatAck }));
        return;
      case Op.Identify:
        this.identify(socket, d);
        return;
      case Op.Resume:
        this.resume(socket, d);
        return;
      default:
        return; // presence and voice updates are accepted and ignored
    }
  }

  private identify(socket: WebSocket, d: JsonObject): void {
    if (d.token !== this.opts.token) {
      socket.close(4004, 'Authentication failed.');
      return;
    }
    const session = new Session();
    session.socket = socket;
    if (Array.isArray(d.shard) && d.shard.length === 2 && d.shard.every((n) => Number.isInteger(n))) session.shard = [d.shard[0] as number, d.shard[1] as number];
    this.sessions.push(session);
    this.identifyCount += 1;
    this.lastIntents = typeof d.intents === 'number' ? d.intents : null;
    this.sendDispatch(session, 'READY', this.opts.ready(session.id, this.wsUrl(), session.shard));
    for (const event of this.opts.afterReady()) this.sendDispatch(session, event.t, event.d);
    this.opts.onChange();
  }

  private resume(socket: WebSocket, d: JsonObject): void {
    const session = this.sessions.find((s) => s.id === d.session_id);
    if (d.token !== this.opts.token || session === undefined) {
      socket.send(JSON.stringify({ op: Op.InvalidSession, d: false }));
      return;
    }
    session.socket = socket;
    const lastSeen = typeof d.seq === 'number' ? d.seq : 0;
    for (const event of session.sent) if (event.s > lastSeen) socket.send(event.payload);
    this.resumeCount += 1;
    this.sendDispatch(session, 'RESUMED', {});
    this.opts.onChange();
  }

  private sendDispatch(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    const payload = JSON.stringify({ op: Op.Dispatch, t, s: session.seq, d });
    session.sent.push({ s: session.seq, payload });
    session.socket?.send(payload);
  }
}

function isLive(s: Session): boolean {
  return s.socket !== null && s.socket.readyState === s.socket.OPEN;
}
