import { describe, expect, it } from 'vitest';
import { refuseInDm } from '../../src/discord/router.ts';

describe('slash commands sent in DMs', () => {
  it('are answered with where to use them: the table\'s channel', () => {
    const out = refuseInDm(null, 'tm', 'build');
    expect(out?.reply?.kind).toBe('error');
    expect(out?.reply?.text).toBe('/tm build works in the server channel of your table, not in DMs: use it there (the link in my turn DMs leads to it).');
    expect(refuseInDm(null, 'move', null)?.reply?.text).toMatch(/^\/move works in the server channel of your table/);
  });

  it('leave help and commands in a server alone', () => {
    expect(refuseInDm(null, 'game', 'help')).toBeNull();
    expect(refuseInDm('123', 'tm', 'build')).toBeNull();
  });
});
