/** Bot cards (CE-14): transport type, steps, arrow, reshuffle icon. The contents are a RECONSTRUCTION [RECON] (spec G7). */
export const BOT_CARDS = [
  { number: 1, transport: 'car', steps: 2, arrow: 'up', reshuffle: false },
  { number: 2, transport: 'car', steps: 2, arrow: 'down', reshuffle: false },
  { number: 3, transport: 'car', steps: 3, arrow: 'up', reshuffle: false },
  { number: 4, transport: 'car', steps: 3, arrow: 'down', reshuffle: false },
  { number: 5, transport: 'loco', steps: 2, arrow: 'up', reshuffle: false },
  { number: 6, transport: 'loco', steps: 2, arrow: 'down', reshuffle: false },
  { number: 7, transport: 'loco', steps: 3, arrow: 'up', reshuffle: false },
  { number: 8, transport: 'loco', steps: 3, arrow: 'down', reshuffle: false },
  { number: 9, transport: 'ship', steps: 2, arrow: 'up', reshuffle: false },
  { number: 10, transport: 'ship', steps: 2, arrow: 'down', reshuffle: false },
  { number: 11, transport: 'ship', steps: 3, arrow: 'up', reshuffle: false },
  { number: 12, transport: 'ship', steps: 3, arrow: 'down', reshuffle: false },
  { number: 13, transport: null, steps: 0, arrow: 'up', reshuffle: true },
  { number: 14, transport: null, steps: 0, arrow: 'down', reshuffle: true },
] as const;
