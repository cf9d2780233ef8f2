export * from './types.ts';
export * from './errors.ts';
export * from './rng.ts';
export * from './notation.ts';
export * from './play.ts';
export * from './decisions.ts';
export * from './automatic.ts';
export * from './data-pack.ts';
