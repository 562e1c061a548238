package main

// The games this server plays: each game's rules and bots, registering
// themselves in init, as cmd/kamon imports them (without their tables:
// the server never imports Ebitengine or the app's scenes).
import (
	_ "kamon/game/bot/manabot"
	_ "kamon/rules/mana"

	_ "kamon/game/bot/shinobibot"
	_ "kamon/rules/shinobi"

	_ "kamon/game/bot/peuplebot"
	_ "kamon/rules/peuple"

	_ "kamon/game/bot/gosubot"
	_ "kamon/rules/gosu"
)
