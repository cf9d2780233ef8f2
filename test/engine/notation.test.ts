import { describe, expect, it } from 'vitest';
import { fillTemplate, normalizeNotation, tokens, valuesFromLegal } from '../../src/engine/notation.ts';

describe('normalizeNotation and tokens', () => {
  it('lower-cases, trims and folds white space', () => {
    expect(normalizeNotation('  Build \t  E7 \n')).toBe('build e7');
    expect(tokens('  Upgrade F3   to TP ')).toEqual(['upgrade', 'f3', 'to', 'tp']);
  });

  it('gives no tokens for blank text', () => {
    expect(tokens('')).toEqual([]);
    expect(tokens('   \n ')).toEqual([]);
  });
});

describe('fillTemplate', () => {
  it('fills required placeholders', () => {
    expect(fillTemplate('upgrade {hex} to {building}', { hex: 'F3', building: 'TP' })).toBe('upgrade F3 to TP');
  });

  it('returns null when a required placeholder is missing or empty', () => {
    expect(fillTemplate('upgrade {hex} to {building}', { hex: 'F3' })).toBeNull();
    expect(fillTemplate('play {card}', { card: '' })).toBeNull();
  });

  it('keeps a bracketed part only when every option inside it has a value', () => {
    const template = 'leech {amount}[ from {faction}]';
    expect(fillTemplate(template, { amount: '2', faction: 'witches' })).toBe('leech 2 from witches');
    expect(fillTemplate(template, { amount: '2' })).toBe('leech 2');
    expect(fillTemplate(template, { amount: '2', faction: '' })).toBe('leech 2');
    expect(fillTemplate(template, { faction: 'witches' })).toBeNull();
  });

  it('drops a bracketed part with several options when any of them is absent', () => {
    const template = 'send {ship}[ to {x} {y}]';
    expect(fillTemplate(template, { ship: 's1', x: '3', y: '4' })).toBe('send s1 to 3 4');
    expect(fillTemplate(template, { ship: 's1', x: '3' })).toBe('send s1');
  });

  it('fills templates without placeholders and collapses spaces', () => {
    expect(fillTemplate('pass', {})).toBe('pass');
    expect(fillTemplate('a  {x}   b', { x: 'y' })).toBe('a y b');
  });

  it('does not expand placeholders that appear inside values', () => {
    expect(fillTemplate('say {a} {b}', { a: '{b}', b: 'x' })).toBe('say {b} x');
  });
});

describe('valuesFromLegal', () => {
  const legal = ['play 3', 'play 9', 'play 14', 'pass'];

  it('extracts the values of one option from the legal moves', () => {
    expect(valuesFromLegal('play {card}', 'card', {}, legal)).toEqual(['3', '9', '14']);
  });

  it('narrows by options already filled, case-insensitively, keeping the case the game wrote', () => {
    const moves = ['upgrade F3 to TP', 'upgrade F3 to TE', 'upgrade G2 to TP', 'build E7'];
    expect(valuesFromLegal('upgrade {hex} to {building}', 'building', { hex: 'f3' }, moves)).toEqual(['TP', 'TE']);
    expect(valuesFromLegal('upgrade {hex} to {building}', 'hex', {}, moves)).toEqual(['F3', 'G2']);
    expect(valuesFromLegal('upgrade {hex} to {building}', 'hex', { building: 'te' }, moves)).toEqual(['F3']);
  });

  it('matches moves with or without an optional part', () => {
    const moves = ['leech 2 from witches', 'leech 1', 'decline'];
    expect(valuesFromLegal('leech {amount}[ from {faction}]', 'amount', {}, moves)).toEqual(['2', '1']);
    expect(valuesFromLegal('leech {amount}[ from {faction}]', 'faction', {}, moves)).toEqual(['witches']);
  });

  it('returns each value once and nothing for unrelated moves', () => {
    expect(valuesFromLegal('bet {answer}', 'answer', {}, ['bet yes', 'bet no', 'bet yes'])).toEqual(['yes', 'no']);
    expect(valuesFromLegal('bet {answer}', 'answer', {}, ['play 3', 'pass'])).toEqual([]);
  });

  it('treats regex characters in templates and filled values literally', () => {
    expect(valuesFromLegal('take (a) {x}', 'x', {}, ['take (a) 1', 'take a 2'])).toEqual(['1']);
    expect(valuesFromLegal('go {x} {y}', 'y', { x: 'a.b' }, ['go a.b 1', 'go axb 2'])).toEqual(['1']);
  });
});
