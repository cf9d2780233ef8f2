/**
 * What the table service returns: transport-neutral descriptions of posts, private replies and DMs.
 * The Discord adapter and the sandbox turn them into messages; nothing here knows about Discord.
 */

import type { MoveForm } from '../engine/types.ts';

/** A filled form as read back from a message: each select's values by the field's index in MoveForm.fields, and the text. */
export interface FormDraft {
  draft: ReadonlyMap<number, readonly string[]>;
  text?: string;
}

export type ActionStyle = 'primary' | 'secondary' | 'success' | 'danger';

/** What a button or select option does when used. Carried with the table id and version it was made for. */
export type TableAction =
  | { type: 'option'; index: number; notation: string }
  | { type: 'pick'; value: string }
  | { type: 'my-view' }
  | { type: 'board' }
  | { type: 'log' }
  | { type: 'join' }
  | { type: 'leave' }
  | { type: 'start' }
  | { type: 'undo' }
  | { type: 'undo-vote'; approve: boolean }
  | { type: 'confirm-move'; notation: string }
  | { type: 'cancel' }
  | { type: 'abort-confirm' }
  | { type: 'resign-confirm' }
  /** The board or status as it was after a move of the log (0: the opening position). */
  | { type: 'history'; move: number; view: 'board' | 'status' }
  /**
   * Open one of the actor's move forms (see MoveForm). Forms are looked up in the current state at click
   * time, so the version a form button carries is not checked: a DM button for an offer works while it is open.
   */
  | { type: 'form-open'; formId: string }
  /**
   * Submit a filled form: each field's chosen values by field name (a text field: one string, or none).
   * `confirmedAt`: the player confirmed the form's move as shown at that table version (forms with `confirm`).
   */
  /** values: by field name; or a draft as a transport reads it back (select values by field index, and the text). */
  | { type: 'form-submit'; formId: string; values: Readonly<Record<string, readonly string[]>> | FormDraft; confirmedAt?: number };

export interface ActionButton {
  action: TableAction;
  label: string;
  style: ActionStyle;
  tableId: string;
  /** The table version this button was made for; a click at another version is refused as stale. */
  version: number;
}

/**
 * A pick list that needs more than a few buttons: becomes a select menu. 'option' selects choose among
 * a decision's options (value = option index); 'pick' selects choose a lobby pick (value = the choice);
 * 'history' selects jump to the board after a logged move (value = the move number).
 */
export interface ActionSelect {
  /** 'form' selects open one of the actor's move forms (value = the form id). */
  kind: 'option' | 'pick' | 'history' | 'form';
  placeholder: string;
  tableId: string;
  version: number;
  options: { label: string; value: string }[];
}

export interface Attachment {
  name: string;
  data: Buffer;
  description?: string;
}

/** A button that opens a web address (the table's page) instead of acting. */
export interface LinkButton {
  label: string;
  url: string;
}

export interface PublicPost {
  text: string;
  /** Users mentioned (pinged) by this post. */
  mentions: string[];
  image?: Attachment;
  buttons: ActionButton[];
  select?: ActionSelect;
  /** True for the post that shows whose turn it is; its id is kept for links in DMs and reminders. */
  isTurnPost?: boolean;
  /** "Open board": the table's web page, when the bot serves pages. */
  link?: LinkButton;
}

export interface PrivateReply {
  text: string;
  image?: Attachment;
  file?: Attachment;
  buttons?: ActionButton[];
  select?: ActionSelect;
  /** A link button (the table's web page), when the bot serves pages. */
  link?: LinkButton;
  /** 'error' replies are rule errors or refusals: nothing changed. */
  kind: 'info' | 'success' | 'error';
  /** A move form opened for the actor: the transport shows its fields; filling them in sends 'form-submit'. */
  form?: OpenForm;
  /** The actor's move forms in full, for transports that describe them in words (the sandbox); Discord shows their buttons. */
  forms?: MoveForm[];
}

/** A private move form as opened for its seat; only ever in a private reply. */
export interface OpenForm {
  tableId: string;
  form: MoveForm;
  /**
   * Set when the filled form waits for the player's confirmation (MoveForm.confirm): the values to show read-only
   * and the table version the confirmation is for (confirming sends 'form-submit' with these values and `confirmedAt`).
   * Confirming carries the values, not the notation, so a long move (a trade) is confirmed the same way.
   */
  confirm?: { values: Readonly<Record<string, readonly string[]>>; version: number };
}

export interface DirectMessage {
  userId: string;
  text: string;
  image?: Attachment;
  /** Append a link to this outcome's turn post (the adapter knows its id once it is sent). */
  linkToTurnPost?: boolean;
  /** If the DM cannot be delivered, mention the user in the channel telling them to press My view. */
  fallbackToChannel: boolean;
  /** 'turn': only repeats the turn post's "your turn" line (a terminal that shows the post skips it). */
  kind?: 'turn';
  /** Buttons under the DM (e.g. to open a move form that was just offered to this user). */
  buttons?: ActionButton[];
}

export interface Outcome {
  /** Reply only the actor sees (ephemeral). */
  reply?: PrivateReply;
  /** Posts to the table's channel, in order. */
  posts: PublicPost[];
  /** Posts to other channels of the server (a new lobby announced in the server's lobby channel). */
  announcements?: { channelId: string; post: PublicPost }[];
  dms: DirectMessage[];
  /** The table this outcome is about, for logging and for recording the turn post id. */
  tableId?: string;
  /** Some seat of the table is on autopilot: the service lets it answer what it must before replying. */
  autopilot?: boolean;
  channelId?: string;
  version?: number;
}

export function replyOnly(reply: PrivateReply, tableId?: string): Outcome {
  return { reply, posts: [], dms: [], tableId };
}

export function errorReply(text: string, tableId?: string): Outcome {
  return replyOnly({ text, kind: 'error' }, tableId);
}
