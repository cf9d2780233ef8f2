import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { ActionButton, ActionSelect, Attachment, LinkButton, PrivateReply, PublicPost } from '../tables/outcome.ts';
import { encodeAction, encodeSelect } from './custom-ids.ts';
import { formEmbeds, formRows } from './form-payloads.ts';

const MAX_CONTENT = 2000;
const BUTTONS_PER_ROW = 5;
const MAX_ROWS = 5;

const styles: Record<ActionButton['style'], ButtonStyle> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

export function clipContent(text: string): string {
  return text.length <= MAX_CONTENT ? text : `${text.slice(0, MAX_CONTENT - 1)}…`;
}

/** Splits a long text into message-sized parts at line breaks (a single over-long line is cut). */
export function splitContent(text: string, max = MAX_CONTENT): string[] {
  const parts: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    const piece = line.length > max ? `${line.slice(0, max - 1)}…` : line;
    if (current !== '' && current.length + 1 + piece.length > max) {
      parts.push(current);
      current = piece;
    } else {
      current = current === '' ? piece : `${current}\n${piece}`;
    }
  }
  parts.push(current);
  return parts;
}

function buttonBuilder(b: ActionButton): ButtonBuilder | null {
  let customId: string;
  try {
    customId = encodeAction(b.tableId, b.version, b.action);
  } catch {
    return null; // a confirm for a notation too long to carry: the player uses /move instead
  }
  return new ButtonBuilder().setCustomId(customId).setLabel(b.label.slice(0, 80)).setStyle(styles[b.style]);
}

/** Buttons in rows of five, a select menu in its own row, then the link button; never more than Discord's five rows. */
export function components(buttons: readonly ActionButton[] = [], select?: ActionSelect, link?: LinkButton): ActionRowBuilder<MessageActionRowComponentBuilder>[] {
  const rows: ActionRowBuilder<MessageActionRowComponentBuilder>[] = [];
  if (select && select.options.length > 0) {
    const menu = new StringSelectMenuBuilder()
      .setCustomId(encodeSelect(select.tableId, select.version, select.kind))
      .setPlaceholder(select.placeholder.slice(0, 150))
      .addOptions(select.options.slice(0, 25).map((o) => ({ label: o.label.slice(0, 100), value: o.value.slice(0, 100) })));
    rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(menu));
  }
  const built = buttons.map(buttonBuilder).filter((b): b is ButtonBuilder => b !== null);
  if (link) built.push(new ButtonBuilder().setStyle(ButtonStyle.Link).setURL(link.url).setLabel(link.label.slice(0, 80)));
  for (let i = 0; i < built.length && rows.length < MAX_ROWS; i += BUTTONS_PER_ROW) {
    rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(built.slice(i, i + BUTTONS_PER_ROW)));
  }
  return rows;
}

function files(...attachments: (Attachment | undefined)[]): AttachmentBuilder[] {
  return attachments.filter((a): a is Attachment => a !== undefined).map((a) => new AttachmentBuilder(a.data, { name: a.name, description: a.description }));
}

/** The private reply as Discord payloads: the first carries the files and buttons, the rest continue a long text. */
export function replyPayloads(reply: PrivateReply) {
  const prefix = reply.kind === 'error' ? '⚠️ ' : '';
  const [first = '', ...rest] = splitContent(prefix + reply.text);
  return { first: { ...replyPayload(reply), content: first }, rest };
}

export function replyPayload(reply: PrivateReply) {
  const prefix = reply.kind === 'error' ? '⚠️ ' : '';
  return {
    content: clipContent(prefix + reply.text),
    files: files(reply.image, reply.file),
    // An opened move form replaces the buttons: its select menus, Submit and Cancel.
    components: reply.form ? formRows(reply.form) : components(reply.buttons, reply.select, reply.link),
    embeds: reply.form ? formEmbeds(reply.form) : [],
  };
}

export function postPayload(post: PublicPost) {
  return {
    content: clipContent(post.text),
    files: files(post.image),
    components: components(post.buttons, post.select, post.link),
    allowedMentions: { users: post.mentions, parse: [] as never[] },
  };
}
