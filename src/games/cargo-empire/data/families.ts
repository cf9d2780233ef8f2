/** Families (CE-13): colour = family; one free crest ability and two paid abilities (A = move crest, B below). */
export const FAMILIES = [
  {
    colour: 'yellow',
    name: 'Elleston Chamber of Commerce',
    crest: 'When you choose the city with your crest tile as origin or destination, you may complete the transport by playing any 2 transport cards in any combination, regardless of distance or route.',
    paid: 'gain_car',
    paidText: 'Gain 1 car card from the general supply.',
  },
  {
    colour: 'green',
    name: 'Glatt Society',
    crest: 'When you choose the city with your crest tile as origin or destination, you may transport a cargo cube of any colour from the origin, ignoring the colours of the demand spaces.',
    paid: 'move_cargo',
    paidText: 'Move 1 cargo cube from any city tile to a production space of the same colour on a different city tile.',
  },
  {
    colour: 'red',
    name: 'Rockriel Mining Cartel',
    crest: 'Other players cannot choose the city with your crest tile as origin or destination.',
    paid: 'enhance_locomotive',
    paidText: 'This turn, treat one locomotive card you play as “enhanced”: it can move up to 3 land routes, and its transport reward becomes “advance the locomotive marker 2 spaces”.',
  },
  {
    colour: 'blue',
    name: 'Tino Merchant Fleet',
    crest: 'You may treat the city with your crest tile as a port city.',
    paid: 'swap_for_ship',
    paidText: 'Discard any 1 transport card from your hand and gain 1 ship card.',
  },
  {
    colour: 'purple',
    name: 'Kasha Trade Cooperative',
    crest: 'When you choose the city with your crest tile as origin or destination, advance a marker 1 additional space as a city reward.',
    paid: 'borrow_crest',
    paidText: 'This turn, gain the crest ability of one other player. Activate repeatedly to gain several different abilities in any combination.',
  },
] as const;
