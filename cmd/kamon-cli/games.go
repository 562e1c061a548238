package main

import (
	"fmt"
	"io"

	_ "kamon/game/bot/gosubot" // the bots of the games this build plays
	_ "kamon/game/bot/manabot"
	_ "kamon/game/bot/peuplebot"
	_ "kamon/game/bot/shinobibot"
	"kamon/rules"
	_ "kamon/rules/gosu"
	_ "kamon/rules/mana" // the games this build plays
	_ "kamon/rules/peuple"
	_ "kamon/rules/shinobi"
)

func listGames(args []string, stdout io.Writer) error {
	if len(args) > 0 {
		return usagef("games takes no arguments")
	}
	gs := rules.Games()
	if len(gs) == 0 {
		fmt.Fprintln(stdout, "no games in this build yet")
		return nil
	}
	for _, g := range gs {
		players := fmt.Sprintf("%d-%d players", g.MinPlayers, g.MaxPlayers)
		if g.MinPlayers == g.MaxPlayers {
			players = fmt.Sprintf("%d players", g.MinPlayers)
		}
		fmt.Fprintf(stdout, "%-8s %-24s %s\n", g.ID, g.Name, players)
	}
	return nil
}
