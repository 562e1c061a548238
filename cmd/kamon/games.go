package main

// The games of this build. Each game package registers its rules in init;
// its table scene registers itself with scenes.RegisterTable. Import them
// here, one blank import per game, as they are written (mana, shinobi,
// peuple, gosu); a game not imported does not appear in the menu.

import _ "kamon/game/bot/manabot" // the Mana bots (easy, normal, hard)

import _ "kamon/rules/mana" // the Mana rules

import _ "kamon/scenes/mana" // the Mana table

import _ "kamon/rules/peuple" // the Le Dernier Peuple rules

import _ "kamon/scenes/peuple" // the Le Dernier Peuple table

import _ "kamon/game/bot/peuplebot" // the Le Dernier Peuple bots (easy, normal, hard)

import _ "kamon/rules/shinobi" // its table is scenes.ShinobiTable

import _ "kamon/game/bot/shinobibot" // the Shinobi bots (easy, normal, hard)

import _ "kamon/rules/gosu" // the Gosu X rules

import _ "kamon/scenes/gosu" // the Gosu X table

import _ "kamon/game/bot/gosubot" // the Gosu X bots (easy, normal, hard)
