/**
 * The leak audit's ears: every text a table service outcome sends (posts, replies, DMs, their buttons' labels and
 * actions, select options, forms, attached pictures as SVG text and their alt text, files) with who reads it, and the
 * check that nothing a seat keeps secret reaches any other reader.
 */
import type { Seat } from '../../../src/engine/types.ts';
import { cardLayout, type TableImages } from '../../../src/tables/images.ts';
import type { ActionButton, ActionSelect, Attachment, Outcome, PrivateReply } from '../../../src/tables/outcome.ts';
import { namesSecret, type LeakProfile, type TextKind } from './profiles.ts';

/** Pictures as the real port draws them, kept as SVG text (with the same names and alt text) so they can be searched. */
export const svgTextImages: TableImages = {
  async board(req) {
    return { name: 'board.svg', data: Buffer.from(req.entry.renderBoard(req.entry.module.view(req.state, null), req.ctx)), description: `${req.entry.module.title} board` };
  },
  async privateImage(req, seat) {
    const svg = req.entry.renderPrivate?.(req.entry.module.view(req.state, seat), seat, req.ctx);
    return svg ? { name: 'private.svg', data: Buffer.from(svg), description: 'Your private view' } : undefined;
  },
  async chart(svg, name) {
    return { name, data: Buffer.from(svg) };
  },
  async card(req, words) {
    return { name: 'card.svg', data: Buffer.from(cardLayout(req.entry, req.state, req.ctx, words).svg), description: `${req.entry.module.title}: ${words.result ? 'final ranking' : words.status}` };
  },
};

/** One text as read: by everyone (a channel post, a public picture) or by one user. */
export interface HeardText {
  readerUserId: string | null;
  kind: TextKind;
  where: string;
  text: string;
}

const attachmentText = (a: Attachment | undefined) => (a ? `${a.name} ${a.description ?? ''}\n${a.data.toString('utf8')}` : '');
const buttonsText = (buttons: readonly ActionButton[] | undefined) => (buttons ?? []).map((b) => `${b.label} ${JSON.stringify(b.action)}`).join('\n');
const selectText = (select: ActionSelect | undefined) => (select ? [select.placeholder, ...select.options.map((o) => `${o.label} ${o.value}`)].join('\n') : '');

function replyTexts(reply: PrivateReply): string[] {
  const form = reply.form ? [reply.form.form.title, ...reply.form.form.fields.map((f) => (f.kind === 'select' ? [f.placeholder, ...f.options.map((o) => `${o.label} ${o.value} ${o.description ?? ''}`)].join('\n') : f.label))] : [];
  return [reply.text, buttonsText(reply.buttons), selectText(reply.select), attachmentText(reply.image), attachmentText(reply.file), ...form].filter((t) => t !== '');
}

/** Every text of an outcome with its reader: the reply is the actor's, posts are everyone's, a DM is its user's. */
export function heardIn(outcome: Outcome, actorUserId: string | null, where: string): HeardText[] {
  const heard: HeardText[] = [];
  if (outcome.reply) for (const text of replyTexts(outcome.reply)) heard.push({ readerUserId: actorUserId, kind: 'private', where: `${where}: reply`, text });
  for (const post of outcome.posts) {
    for (const text of [post.text, buttonsText(post.buttons), selectText(post.select), attachmentText(post.image)]) if (text !== '') heard.push({ readerUserId: null, kind: 'public', where: `${where}: post`, text });
  }
  for (const dm of outcome.dms) {
    for (const text of [dm.text, buttonsText(dm.buttons), attachmentText(dm.image)]) if (text !== '') heard.push({ readerUserId: dm.userId, kind: 'private', where: `${where}: DM`, text });
  }
  return heard;
}

/** What the audit knows at the moment a text is read: each seat's secrets then, and who sits where. */
export interface Moment {
  /** Secret words of each seat (its hand, goals, agendas), and what each reader knew before the change. */
  secrets: ReadonlyMap<Seat, readonly string[]>;
  /** The notation of each seat's hidden moves still in the log (searched as written, not as words). */
  hiddenMoves?: ReadonlyMap<Seat, readonly string[]>;
  knownBefore: ReadonlyMap<Seat, readonly string[]>;
  seatOfUser(userId: string): Seat | null;
}

export interface LeakReport {
  leaks: string[];
  texts: number;
  checks: number;
}

/** Adds a leak for each secret of a seat that a text names to a reader who is not that seat and did not know it. */
export function checkHeard(profile: LeakProfile, heard: readonly HeardText[], moment: Moment, report: LeakReport): void {
  for (const h of heard) {
    report.texts++;
    const reader = h.readerUserId === null ? null : moment.seatOfUser(h.readerUserId);
    const searched = profile.searched ? profile.searched(h.text, h.readerUserId === null ? 'public' : h.kind) : h.text;
    if (searched === null) continue;
    const known = new Set(reader === null ? [] : [...(moment.secrets.get(reader) ?? []), ...(moment.hiddenMoves?.get(reader) ?? []), ...(moment.knownBefore.get(reader) ?? [])]);
    const who = reader === null ? (h.readerUserId ? `user ${h.readerUserId}` : 'everyone') : `seat ${reader}`;
    for (const [owner, words] of moment.secrets) {
      if (owner === reader) continue;
      for (const word of words) {
        if (known.has(word)) continue;
        report.checks++;
        if (namesSecret(profile, searched, word)) report.leaks.push(`${h.where} to ${who} names "${word}" of seat ${owner}: ${h.text.slice(0, Number(process.env.LEAK_TEXT ?? 200))}`);
      }
    }
    const lower = searched.toLowerCase();
    for (const [owner, moves] of moment.hiddenMoves ?? []) {
      if (owner === reader) continue;
      for (const move of moves) {
        if (known.has(move)) continue;
        report.checks++;
        if (quotes(lower, move.toLowerCase())) report.leaks.push(`${h.where} to ${who} quotes the hidden move "${move}" of seat ${owner}: ${h.text.slice(0, 200)}`);
      }
    }
  }
}

/** Whether `text` quotes `move` as a whole: "keep goal 2" is not quoted by "keep goal 23" (a seat's own legal move). */
function quotes(text: string, move: string): boolean {
  const escaped = move.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w])${escaped}(?![\\w])`).test(text);
}
