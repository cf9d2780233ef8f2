/** Plays a scripted trade or calamity move through the private forms (interim: typed). */
import type { FakeUser } from '../fake-discord/types.ts';
import type { ScriptedMove } from './ac-script.ts';
import type { TableHarness } from './table-harness.ts';

export type FormPlay = 'form' | 'form-dm';

export async function playByForm(h: TableHarness, user: FakeUser, _tableId: string, move: ScriptedMove): Promise<FormPlay> {
  const r = await h.slash(user, 'move', { options: { text: move.notation } });
  if (r.content.startsWith('⚠️')) throw new Error(`move "${move.notation}" refused: ${r.content}`);
  return 'form';
}
