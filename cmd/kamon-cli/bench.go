package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"kamon/game"
	"kamon/rules"
)

// The range --seconds accepts: below a hundredth of a second a run measures the clock more
// than the rules, and a day is more than any benchmark needs (and far from overflowing a
// time.Duration).
const (
	minBenchSeconds = 0.01
	maxBenchSeconds = 86400
)

// checkSeconds refuses a --seconds that is not a number of seconds in range; NaN fails every
// comparison, so it is refused by the same test as the rest.
func checkSeconds(s float64) error {
	if !(s >= minBenchSeconds && s <= maxBenchSeconds) {
		return usagef("--seconds must be from %g to %g, not %v", float64(minBenchSeconds), float64(maxBenchSeconds), s)
	}
	return nil
}

func bench(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	gameID := fs.String("game", "", "game id")
	seconds := fs.Float64("seconds", 3, "how long to play")
	players := fs.Int("players", 0, "players per game (default: the game's minimum)")
	seed := fs.Uint64("seed", 1, "seed of the first game")
	if err := parseGameFlags(fs, args, stdout, gameID); err != nil {
		return err
	}
	if err := checkSeconds(*seconds); err != nil {
		return err
	}
	if *players < 0 {
		return usagef("--players must not be negative, not %d", *players)
	}
	g, err := game.LookupGame(*gameID)
	if err != nil {
		return err
	}
	n := *players
	if n == 0 {
		n = g.MinPlayers
	}
	limit := time.Duration(*seconds * float64(time.Second))
	chooser := rules.NewRNG(*seed)
	games, plies := 0, 0
	start := time.Now()
	for time.Since(start) < limit {
		s, err := g.New(rules.Config{Players: n, Seed: *seed + uint64(games)})
		if err != nil {
			return err
		}
		p, err := rules.Playout(s, &chooser, maxPlies, nil)
		if err != nil {
			return err
		}
		games++
		plies += p
	}
	elapsed := time.Since(start).Seconds()
	fmt.Fprintf(stdout, "bench %s: %d players, %d random games, %d plies in %.2f s\n", g.ID, n, games, plies, elapsed)
	fmt.Fprintf(stdout, "%.0f plies/s\n", float64(plies)/elapsed)
	return nil
}
