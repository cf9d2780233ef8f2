/** A.S.T. (spec 2.5, seed 10, 33). Epoch entry rules from the seed; per-nation rows are CANDIDATE data from a fan source (see ast.json). */
import type { AstData } from './card-types.ts';

export const AST: AstData = {
  "order": [
    "africa",
    "italy",
    "illyria",
    "thrace",
    "crete",
    "asia",
    "assyria",
    "babylon",
    "egypt"
  ],
  "finishPosition": 16,
  "pointsPerPosition": 100,
  "epochs": [
    {
      "id": "stone",
      "name": "Stone Age",
      "entry": {}
    },
    {
      "id": "early_bronze",
      "name": "Early Bronze Age",
      "entry": {
        "cities": 2
      }
    },
    {
      "id": "late_bronze",
      "name": "Late Bronze Age",
      "entry": {
        "cities": 3,
        "distinctGroups": 3
      }
    },
    {
      "id": "early_iron",
      "name": "Early Iron Age",
      "entry": {
        "cities": 4,
        "cards": 9,
        "distinctGroups": 5
      }
    },
    {
      "id": "late_iron",
      "name": "Late Iron Age",
      "entry": {
        "cities": 5
      }
    }
  ],
  "tracksByNation": {
    "africa": {
      "epochStart": {
        "stone": 1,
        "early_bronze": 5,
        "late_bronze": 8,
        "early_iron": 11,
        "late_iron": 14
      },
      "lateIronThresholds": {
        "14": 1300,
        "15": 1600
      }
    },
    "italy": {
      "epochStart": {
        "stone": 1,
        "early_bronze": 5,
        "late_bronze": 8,
        "early_iron": 11,
        "late_iron": 14
      },
      "lateIronThresholds": {
        "14": 1400,
        "15": 1700
      }
    },
    "illyria": {
      "epochStart": {
        "stone": 1,
        "early_bronze": 6,
        "late_bronze": 8,
        "early_iron": 11,
        "late_iron": 13
      },
      "lateIronThresholds": {
        "13": 1200,
        "14": 1500,
        "15": 1800
      }
    },
    "thrace": {
      "epochStart": {
        "stone": 1,
        "early_bronze": 6,
        "late_bronze": 9,
        "early_iron": 11,
        "late_iron": 13
      },
      "lateIronThresholds": {
        "13": 1200,
        "14": 1400,
        "15": 1700
      }
    },
    "crete": {
      "epochStart": {
        "stone": 1,
        "early_bronze": 5,
        "late_bronze": 9,
        "early_iron": 11,
        "late_iron": 14
      },
      "lateIronThresholds": {
        "14": 1300,
        "15": 1600
      }
    },
    "asia": {
      "epochStart": {
        "stone": 1,
        "early_bronze": 5,
        "late_bronze": 8,
        "early_iron": 10,
        "late_iron": 13
      },
      "lateIronThresholds": {
        "13": 1200,
        "14": 1500,
        "15": 1800
      }
    },
    "assyria": {
      "epochStart": {
        "stone": 1,
        "early_bronze": 5,
        "late_bronze": 8,
        "early_iron": 10,
        "late_iron": 14
      },
      "lateIronThresholds": {
        "14": 1500,
        "15": 1800
      }
    },
    "babylon": {
      "epochStart": {
        "stone": 1,
        "early_bronze": 5,
        "late_bronze": 8,
        "early_iron": 10,
        "late_iron": 14
      },
      "lateIronThresholds": {
        "14": 1600,
        "15": 1900
      }
    },
    "egypt": {
      "epochStart": {
        "stone": 1,
        "early_bronze": 4,
        "late_bronze": 7,
        "early_iron": 10,
        "late_iron": 13
      },
      "lateIronThresholds": {
        "13": 1300,
        "14": 1600,
        "15": 1900
      }
    }
  }
};
