import { isVacant, loadTable, settingsOf, userAt, type TableServiceDeps } from './context.ts';
import { msg } from './messages.ts';
import type { Outcome } from './outcome.ts';

/**
 * Reminders that are due: a DM to each waiting player who has DMs on and has not muted this turn,
 * or a mention in the channel for those with DMs off. The schedule lives in the database, so a
 * restart neither loses nor repeats a reminder.
 */
export async function dueReminders(deps: TableServiceDeps): Promise<Outcome[]> {
  const now = (deps.clock ?? (() => new Date()))();
  const outcomes: Outcome[] = [];
  for (const table of await deps.store.listDueReminders(now)) {
    const loaded = await loadTable(deps, table);
    const settings = settingsOf(table);
    const sent = table.remindersSent + 1;
    const more = sent < settings.maxReminders && settings.reminderHours > 0;
    await deps.store.updateMeta(table.id, { remindersSent: sent, nextReminderAt: more ? new Date(now.getTime() + settings.reminderHours * 3_600_000) : null });
    const outcome: Outcome = { posts: [], dms: [], tableId: table.id, channelId: table.channelId, version: table.version };
    const pinged = new Set<string>();
    for (const d of loaded.game.pending(loaded.state)) {
      const user = userAt(loaded.seats, d.seat);
      if (!user || isVacant(user) || pinged.has(user.userId)) continue;
      if (user.muteUntilVersion !== null && user.muteUntilVersion >= table.version) continue;
      pinged.add(user.userId);
      if (user.dmEnabled) {
        outcome.dms.push({ userId: user.userId, text: msg('reminder.dm', { game: loaded.game.title, channel: table.channelId, prompt: d.prompt }), linkToTurnPost: true, fallbackToChannel: true });
      } else {
        outcome.posts.push({ text: msg('reminder.ping', { mention: `<@${user.userId}>`, prompt: d.prompt }), mentions: [user.userId], buttons: [] });
      }
    }
    if (outcome.dms.length > 0 || outcome.posts.length > 0) outcomes.push(outcome);
  }
  return outcomes;
}
