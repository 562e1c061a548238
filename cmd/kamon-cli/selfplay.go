package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"kamon/game"
	"kamon/game/bot"
	"kamon/rules"
)

// Self-play limits: a game that runs longer, or a bot that never decides,
// is counted as an error rather than hanging the tool.
const (
	maxPlies         = 10000
	maxStepsPerPly   = 100000
	thinkSlice       = 20 * time.Millisecond
	maxErrorsToPrint = 5
)

// selfplayResult is the summary; its JSON form is what --json prints. A win
// shared by several players counts for each of them. Transcript is the
// sha256 of every game's actions in notation, one line per game, separated
// by spaces: the same on every platform, or the games were not the same.
type selfplayResult struct {
	Game         string         `json:"game"`
	Games        int            `json:"games"`
	Seed         uint64         `json:"seed"`
	Players      int            `json:"players"`
	Seats        []string       `json:"seats"`
	Errors       int            `json:"errors"`
	ErrorTexts   []string       `json:"error_messages,omitempty"`
	Draws        int            `json:"draws"`
	WinsByLevel  map[string]int `json:"wins_by_level"`
	WinsBySeat   []int          `json:"wins_by_seat"`
	AveragePlies float64        `json:"average_plies"`
	Transcript   string         `json:"transcript_sha256"`
}

func selfplay(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	gameID := fs.String("game", "", "game id (kamon-cli games lists them)")
	games := fs.Int("games", 10, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	players := fs.Int("players", 0, "players per game (default: the number of --seats, else the game's minimum)")
	seatList := fs.String("seats", "", "comma-separated bot level per seat: random|easy|normal|hard (default all random)")
	iterations := fs.Int("iterations", 0, "work per bot decision (0: each level's default); never time, so games are reproducible")
	asJSON := fs.Bool("json", false, "print one JSON object instead of the summary")
	if err := parseGameFlags(fs, args, stdout, gameID); err != nil {
		return err
	}
	if *games < 1 {
		return usagef("--games must be at least 1, not %d", *games)
	}
	if *players < 0 || *iterations < 0 {
		return usagef("--players and --iterations cannot be negative")
	}
	var levels []string
	if *seatList != "" {
		levels = strings.Split(*seatList, ",")
		for _, l := range levels {
			if !bot.KnownLevel(l) {
				return usagef("unknown bot level %q in --seats (levels: random, easy, normal, hard)", l)
			}
		}
	}
	g, err := game.LookupGame(*gameID)
	if err != nil {
		return err
	}
	n := *players
	switch {
	case n == 0 && len(levels) > 0:
		n = len(levels)
	case n == 0:
		n = g.MinPlayers
	}
	switch {
	case len(levels) == 0:
		levels = []string{bot.Random}
		fallthrough
	case len(levels) == 1:
		for len(levels) < n {
			levels = append(levels, levels[0])
		}
	case len(levels) != n:
		return usagef("--seats names %d levels for %d players", len(levels), n)
	}

	res, err := runSelfplay(g, levels, *games, *seed, bot.Limits{Iterations: *iterations})
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		return enc.Encode(res)
	}
	printSummary(stdout, res)
	return nil
}

// runSelfplay plays the games. In game i, seat j is played by level
// levels[(i+j) mod n], so every level takes every seat in turn.
func runSelfplay(g rules.Game, levels []string, games int, seed uint64, lim bot.Limits) (*selfplayResult, error) {
	n := len(levels)
	res := &selfplayResult{Game: g.ID, Games: games, Seed: seed, Players: n, Seats: levels,
		WinsByLevel: map[string]int{}, WinsBySeat: make([]int, n)}
	transcript := sha256.New()
	plies := 0
	for i := 0; i < games; i++ {
		p, err := playGame(g, levels, i, seed, lim, nil)
		if err != nil && p.m == nil {
			return nil, err // the setup itself is wrong: every game would fail alike
		}
		fmt.Fprintf(transcript, "%s\n", strings.Join(p.actions, " "))
		plies += len(p.actions)
		if err != nil {
			res.Errors++
			if len(res.ErrorTexts) < maxErrorsToPrint {
				res.ErrorTexts = append(res.ErrorTexts, err.Error())
			}
			continue
		}
		out := p.m.Outcome()
		if out.Draw() {
			res.Draws++
		}
		for _, w := range out.Winners {
			res.WinsBySeat[w]++
			res.WinsByLevel[p.seats[w].Bot]++
		}
	}
	res.AveragePlies = float64(plies) / float64(games)
	res.Transcript = hex.EncodeToString(transcript.Sum(nil))
	return res, nil
}

// played is one game of self-play: its match (nil when it could not be set
// up), its seats and its actions in notation.
type played struct {
	m       *game.Match
	seats   []game.Seat
	actions []string
}

// playGame plays game i of a run: seed+i, seat j played by levels[(i+j) mod
// n]. An error with a match is a game that went wrong, one without a match
// a setup that every game would fail alike. clock, when not nil, is given
// each seat's thinking time and decisions.
func playGame(g rules.Game, levels []string, i int, seed uint64, lim bot.Limits, clock *seatClock) (played, error) {
	n := len(levels)
	p := played{seats: make([]game.Seat, n)}
	for j := range p.seats {
		l := levels[(i+j)%n]
		p.seats[j] = game.Seat{Name: fmt.Sprintf("Seat %d (%s)", j+1, l), Bot: l}
	}
	m, err := game.New(g.ID, rules.Config{Players: n, Seed: seed + uint64(i)}, p.seats)
	if err != nil {
		return p, err
	}
	p.m = m
	m.SetBotLimits(lim)
	err = playOut(m, clock)
	for _, r := range m.History() {
		p.actions = append(p.actions, r.Action)
	}
	if err != nil {
		err = fmt.Errorf("game %d (seed %d): %w", i+1, seed+uint64(i), err)
	}
	return p, err
}

// seatClock adds up, per seat, the wall time its bot thought and the
// decisions it made.
type seatClock struct {
	think     []time.Duration
	decisions []int
}

// playOut lets the bots play m to its end, slice by slice as the app would.
func playOut(m *game.Match, clock *seatClock) error {
	for ply := 0; !m.Outcome().Over; ply++ {
		if ply == maxPlies {
			return fmt.Errorf("not over after %d plies", maxPlies)
		}
		moved := false
		p := m.ToMove()
		start := time.Now()
		for step := 0; !moved; step++ {
			if step == maxStepsPerPly {
				return fmt.Errorf("the bot of seat %d did not decide in %d steps", m.ToMove()+1, maxStepsPerPly)
			}
			var err error
			if _, moved, err = m.Think(thinkSlice); err != nil {
				return err
			}
		}
		if clock != nil && int(p) >= 0 && int(p) < len(clock.think) {
			clock.think[p] += time.Since(start)
			clock.decisions[p]++
		}
	}
	return nil
}

func printSummary(w io.Writer, r *selfplayResult) {
	fmt.Fprintf(w, "selfplay %s: %d games, %d players, seeds %d..%d, seats %s (rotating)\n",
		r.Game, r.Games, r.Players, r.Seed, r.Seed+uint64(r.Games)-1, strings.Join(r.Seats, ","))
	fmt.Fprint(w, "wins by level:")
	seen := map[string]bool{}
	for _, l := range r.Seats {
		if !seen[l] {
			seen[l] = true
			fmt.Fprintf(w, " %s %d", l, r.WinsByLevel[l])
		}
	}
	fmt.Fprint(w, "\nwins by seat: ")
	for j, v := range r.WinsBySeat {
		fmt.Fprintf(w, " seat %d: %d", j+1, v)
	}
	fmt.Fprintf(w, "\ndraws: %d\naverage plies: %.1f\nerrors: %d\n", r.Draws, r.AveragePlies, r.Errors)
	for _, e := range r.ErrorTexts {
		fmt.Fprintf(w, "  %s\n", e)
	}
	fmt.Fprintf(w, "transcript sha256: %s\n", r.Transcript)
}
