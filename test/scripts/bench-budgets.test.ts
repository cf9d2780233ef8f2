/** `npm run bench` marks each figure over its DESIGN.md budget, and `--strict` turns any into a failed run. */
import { describe, expect, it } from 'vitest';
import { BUDGETS_MS, benchExitCode, budgetTable, overBudget } from '../../scripts/bench-budgets.ts';

const figures = { machine: 'linux x64', move_ms_p50: 37, render_ms_p50: 135.2, ee_render_ms_p50: 100, ac_replay_ms_p50: 638, unbudgeted_ms: 5000 };

describe('bench budgets', () => {
  it('a figure at or over its budget is over; figures without a budget and text never are', () => {
    expect(overBudget(figures)).toEqual(['render_ms_p50', 'ee_render_ms_p50']);
    expect(BUDGETS_MS.move_ms_p50).toBe(150);
  });

  it('the board at any past move is ready within DESIGN.md\'s 100 ms before drawing, also cold (issue 24); the first replay unbudgeted', () => {
    expect(BUDGETS_MS.history_at_move_ms_p95).toBe(100);
    expect(BUDGETS_MS.history_cold_ms_p95).toBe(100);
    expect(overBudget({ history_at_move_ms_p95: 100, history_cold_ms_p95: 120, history_first_replay_ms: 3000 })).toEqual(['history_at_move_ms_p95', 'history_cold_ms_p95']);
  });

  it('the table marks exactly the figures over budget and names them at the end', () => {
    const lines = budgetTable(figures);
    const marked = lines.filter((l) => l.includes('OVER BUDGET')).map((l) => l.split(/\s+/)[0]);
    expect(marked).toEqual(['render_ms_p50', 'ee_render_ms_p50']);
    expect(lines.find((l) => l.startsWith('move_ms_p50'))).toMatch(/^move_ms_p50\s+37\s+< 150$/);
    expect(lines.at(-1)).toMatch(/^2 figure\(s\) over budget: render_ms_p50, ee_render_ms_p50/);
    expect(budgetTable({ move_ms_p50: 10 }).some((l) => l.includes('over budget'))).toBe(false);
  });

  it('--strict exits non-zero when a figure is over budget, and only then', () => {
    expect(benchExitCode(figures, true)).toBe(1);
    expect(benchExitCode(figures, false)).toBe(0);
    expect(benchExitCode({ move_ms_p50: 10 }, true)).toBe(0);
  });
});
