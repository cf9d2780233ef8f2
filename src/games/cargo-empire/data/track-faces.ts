/**
 * Development track tile faces. Structure from the rulebook; every face's spaces and icons are a
 * RECONSTRUCTION [RECON] (spec G5/G6); face a01 reproduces example L. Each space is [icon, width in columns].
 */
export const VP_ZONE = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30] as const;

/** Physical tiles (pairs of faces) for the base game; b and c faces belong to the advanced track (CE-19). */
export const NORMAL_TILES = [['a01', 'a02'], ['a03', 'a04'], ['a05', 'a06']] as const;
export const ADVANCED_MIDDLE_FACES = ['b01', 'b02', 'b03'] as const;
export const ADVANCED_RIGHT_FACES = ['c01', 'c02', 'c03'] as const;

export const TRACK_FACES = {
  a01: {
    upper: [['car', 1], ['city', 1], ['locomotive', 1], ['none', 1], ['goal', 1]],
    lower: [['ship', 1], ['locomotive', 1], ['none', 1], ['car', 1], ['city', 1]],
  },
  a02: {
    upper: [['locomotive', 1], ['none', 1], ['ship', 1], ['goal', 1], ['car', 1]],
    lower: [['car', 1], ['car', 1], ['none', 1], ['city', 1], ['locomotive', 1]],
  },
  a03: {
    upper: [['ship', 1], ['none', 1], ['city', 1], ['locomotive', 1], ['none', 1]],
    lower: [['locomotive', 1], ['goal', 1], ['car', 1], ['none', 1], ['ship', 1]],
  },
  a04: {
    upper: [['none', 1], ['car', 1], ['goal', 1], ['ship', 1], ['locomotive', 1]],
    lower: [['city', 1], ['none', 1], ['locomotive', 1], ['car', 1], ['none', 1]],
  },
  a05: {
    upper: [['car', 1], ['locomotive', 1], ['none', 1], ['city', 1], ['ship', 1]],
    lower: [['goal', 1], ['ship', 1], ['none', 1], ['locomotive', 1], ['car', 1]],
  },
  a06: {
    upper: [['locomotive', 1], ['ship', 1], ['car', 1], ['none', 1], ['goal', 1]],
    lower: [['none', 1], ['city', 1], ['ship', 1], ['car', 1], ['locomotive', 1]],
  },
  b01: {
    upper: [['anyCard', 1], ['none', 1], ['cityOrGoal', 1], ['ship', 1], ['none', 1]],
    lower: [['car', 1], ['locomotive', 1], ['anyCard', 1], ['none', 1], ['city', 1]],
  },
  b02: {
    upper: [['none', 1], ['anyCard', 1], ['locomotive', 1], ['cityOrGoal', 1], ['car', 1]],
    lower: [['ship', 1], ['none', 1], ['goal', 1], ['anyCard', 1], ['none', 1]],
  },
  b03: {
    upper: [['cityOrGoal', 1], ['car', 1], ['none', 1], ['anyCard', 1], ['locomotive', 1]],
    lower: [['anyCard', 1], ['none', 1], ['ship', 1], ['none', 1], ['cityOrGoal', 1]],
  },
  c01: {
    upper: [['car', 1], ['none', 1], ['locomotive', 1], ['ship', 1], ['goal', 1]],
    lower: [['none', 2], ['cityOrGoal', 1], ['none', 2]],
  },
  c02: {
    upper: [['city', 2], ['none', 2], ['anyCard', 1]],
    lower: [['locomotive', 1], ['ship', 1], ['none', 1], ['car', 1], ['cityOrGoal', 1]],
  },
  c03: {
    upper: [['ship', 1], ['car', 1], ['none', 1], ['locomotive', 1], ['city', 1]],
    lower: [['anyCard', 1], ['none', 2], ['goal', 2]],
  },
} as const;
