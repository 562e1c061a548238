package main

// The games of this build: for each, its rules, its bots and its table,
// every package registering itself in init (rules.Register, bot.Register,
// table.Register). The menu lists the games that have both rules and a
// table: a game not imported here does not appear in it.
import (
	_ "kamon/game/bot/manabot"
	_ "kamon/rules/mana"
	_ "kamon/scenes/mana"

	_ "kamon/game/bot/shinobibot"
	_ "kamon/rules/shinobi"
	_ "kamon/scenes/shinobi"

	_ "kamon/game/bot/peuplebot"
	_ "kamon/rules/peuple"
	_ "kamon/scenes/peuple"

	_ "kamon/game/bot/gosubot"
	_ "kamon/rules/gosu"
	_ "kamon/scenes/gosu"
)
