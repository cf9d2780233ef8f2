/** Trade cards (spec 2.4, seed 7-9, 15.2, 36): generated from ../shared/rules/advanced-civilization/trade-cards.json (Salt, Cloth, 6 Wine per D-1). */
import type { CommodityData, CalamityData, StackData } from './card-types.ts';

export const COMMODITY_LIST: readonly CommodityData[] = [
  {"id": "ochre", "name": "Ochre", "stack": 1, "value": 1, "count": 7, "mineable": false},
  {"id": "hides", "name": "Hides", "stack": 1, "value": 1, "count": 7, "mineable": false},
  {"id": "iron", "name": "Iron", "stack": 2, "value": 2, "count": 8, "mineable": true},
  {"id": "papyrus", "name": "Papyrus", "stack": 2, "value": 2, "count": 7, "mineable": false},
  {"id": "salt", "name": "Salt", "stack": 3, "value": 3, "count": 9, "mineable": false},
  {"id": "timber", "name": "Timber", "stack": 3, "value": 3, "count": 8, "mineable": false},
  {"id": "grain", "name": "Grain", "stack": 4, "value": 4, "count": 8, "mineable": false},
  {"id": "oil", "name": "Oil", "stack": 4, "value": 4, "count": 7, "mineable": false},
  {"id": "cloth", "name": "Cloth", "stack": 5, "value": 5, "count": 7, "mineable": false},
  {"id": "wine", "name": "Wine", "stack": 5, "value": 5, "count": 6, "mineable": false},
  {"id": "bronze", "name": "Bronze", "stack": 6, "value": 6, "count": 6, "mineable": true},
  {"id": "silver", "name": "Silver", "stack": 6, "value": 6, "count": 5, "mineable": true},
  {"id": "spices", "name": "Spices", "stack": 7, "value": 7, "count": 6, "mineable": false},
  {"id": "resin", "name": "Resin", "stack": 7, "value": 7, "count": 5, "mineable": false},
  {"id": "gems", "name": "Gems", "stack": 8, "value": 8, "count": 5, "mineable": true},
  {"id": "dye", "name": "Dye", "stack": 8, "value": 8, "count": 4, "mineable": false},
  {"id": "gold", "name": "Gold", "stack": 9, "value": 9, "count": 5, "mineable": true},
  {"id": "ivory", "name": "Ivory", "stack": 9, "value": 9, "count": 4, "mineable": false},
];

export const CALAMITY_LIST: readonly CalamityData[] = [
  {"id": "volcano_earthquake", "name": "Volcanic Eruption / Earthquake", "stack": 2, "tradable": false, "order": 1, "rule": "30.21"},
  {"id": "treachery", "name": "Treachery", "stack": 2, "tradable": true, "order": 2, "rule": "30.22"},
  {"id": "famine", "name": "Famine", "stack": 3, "tradable": false, "order": 3, "rule": "30.31"},
  {"id": "superstition", "name": "Superstition", "stack": 3, "tradable": true, "order": 4, "rule": "30.32"},
  {"id": "civil_war", "name": "Civil War", "stack": 4, "tradable": false, "order": 5, "rule": "30.41"},
  {"id": "slave_revolt", "name": "Slave Revolt", "stack": 4, "tradable": true, "order": 6, "rule": "30.42"},
  {"id": "flood", "name": "Flood", "stack": 5, "tradable": false, "order": 7, "rule": "30.51"},
  {"id": "barbarian_hordes", "name": "Barbarian Hordes", "stack": 5, "tradable": true, "order": 8, "rule": "30.52"},
  {"id": "epidemic", "name": "Epidemic", "stack": 6, "tradable": true, "order": 9, "rule": "30.61"},
  {"id": "civil_disorder", "name": "Civil Disorder", "stack": 7, "tradable": true, "order": 10, "rule": "30.71"},
  {"id": "iconoclasm_heresy", "name": "Iconoclasm and Heresy", "stack": 8, "tradable": true, "order": 11, "rule": "30.81"},
  {"id": "piracy", "name": "Piracy", "stack": 9, "tradable": true, "order": 12, "rule": "30.91"},
];

export const STACK_LIST: readonly StackData[] = [
  {"stack": 1, "commodities": ["ochre", "hides"], "commodityCards": 14, "tradableCalamity": null, "nonTradableCalamity": null},
  {"stack": 2, "commodities": ["iron", "papyrus"], "commodityCards": 15, "tradableCalamity": "treachery", "nonTradableCalamity": "volcano_earthquake"},
  {"stack": 3, "commodities": ["salt", "timber"], "commodityCards": 17, "tradableCalamity": "superstition", "nonTradableCalamity": "famine"},
  {"stack": 4, "commodities": ["grain", "oil"], "commodityCards": 15, "tradableCalamity": "slave_revolt", "nonTradableCalamity": "civil_war"},
  {"stack": 5, "commodities": ["cloth", "wine"], "commodityCards": 13, "tradableCalamity": "barbarian_hordes", "nonTradableCalamity": "flood"},
  {"stack": 6, "commodities": ["bronze", "silver"], "commodityCards": 11, "tradableCalamity": "epidemic", "nonTradableCalamity": null},
  {"stack": 7, "commodities": ["spices", "resin"], "commodityCards": 11, "tradableCalamity": "civil_disorder", "nonTradableCalamity": null},
  {"stack": 8, "commodities": ["gems", "dye"], "commodityCards": 9, "tradableCalamity": "iconoclasm_heresy", "nonTradableCalamity": null},
  {"stack": 9, "commodities": ["gold", "ivory"], "commodityCards": 9, "tradableCalamity": "piracy", "nonTradableCalamity": null},
];
