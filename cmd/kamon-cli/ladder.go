package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"kamon/game"
	"kamon/game/bot"
	"kamon/rules"
)

// A ladder plays each level against the level below it, for every game and
// player count, and prints one Markdown table row per pair. One game seats
// the stronger level once and the weaker in every other seat; the seats
// rotate from game to game, so the stronger level plays every seat as often.
//
// Win rate: each game gives its winners one point shared between them (a
// game nobody won gives every seat 1/n). With s the stronger level's points
// and w the weaker seats' points together, the win rate is
// s / (s + w/(n-1)): the stronger level against one weaker seat, which is
// 50% between equals whatever n, and in a 2-player game plain score with a
// draw as half a win. Share is s per game, against a fair share of 1/n.

// ladderRow is one pair's figures.
type ladderRow struct {
	game          string
	players       int
	strong, weak  string
	games, errors int
	draws         int
	strongPts     float64 // the stronger level's points (see above)
	weakPts       float64
	think         time.Duration // the stronger level's, over its decisions
	decisions     int
}

func (r *ladderRow) rate() float64 {
	n := float64(r.players)
	per := r.weakPts / (n - 1)
	if r.strongPts+per == 0 {
		return 0
	}
	return r.strongPts / (r.strongPts + per)
}

func (r *ladderRow) share() float64 {
	if played := r.games - r.errors; played > 0 {
		return r.strongPts / float64(played)
	}
	return 0
}

func (r *ladderRow) msPerDecision() float64 {
	if r.decisions == 0 {
		return 0
	}
	return float64(r.think) / float64(time.Millisecond) / float64(r.decisions)
}

func ladder(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("ladder", flag.ContinueOnError)
	gameList := fs.String("game", "", "comma-separated game ids (default: every game)")
	playerList := fs.String("players", "", "comma-separated player counts (default: every count each game allows)")
	levelList := fs.String("levels", "", "comma-separated levels, weakest first; each adjacent pair is played (default: every level)")
	games := fs.Int("games", 200, "games per pair")
	seed := fs.Uint64("seed", 1, "seed of the first game of each pair; game i uses seed+i")
	parallel := fs.Int("parallel", 1, "games of a pair played at once")
	if err := parseFlags(fs, args, stdout); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	if *games < 1 || *parallel < 1 {
		return usagef("--games and --parallel must be at least 1")
	}
	gs, err := ladderGames(*gameList)
	if err != nil {
		return err
	}
	counts, err := intList(*playerList)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, "| game | players | pair (stronger > weaker) | games | win rate | share (fair) | draws | ms/decision |")
	fmt.Fprintln(stdout, "|---|---|---|---|---|---|---|---|")
	for _, g := range gs {
		levels := bot.Levels(g.ID)
		if *levelList != "" {
			levels = strings.Split(*levelList, ",")
		}
		for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
			if len(counts) > 0 && !slices.Contains(counts, n) {
				continue
			}
			for k := 1; k < len(levels); k++ {
				row, err := ladderPair(g, n, levels[k], levels[k-1], *games, *seed, *parallel)
				if err != nil {
					return err
				}
				printLadderRow(stdout, row)
			}
		}
	}
	return nil
}

func ladderGames(list string) ([]rules.Game, error) {
	if list == "" {
		return rules.Games(), nil
	}
	var gs []rules.Game
	for _, id := range strings.Split(list, ",") {
		g, err := game.LookupGame(id)
		if err != nil {
			return nil, err
		}
		gs = append(gs, g)
	}
	return gs, nil
}

func intList(list string) ([]int, error) {
	var out []int
	if list == "" {
		return out, nil
	}
	for _, f := range strings.Split(list, ",") {
		v, err := strconv.Atoi(f)
		if err != nil {
			return nil, usagef("not a number of players: %q", f)
		}
		out = append(out, v)
	}
	return out, nil
}

// ladderPair plays games games of strong against weak at n players, parallel
// at a time. Each game is the same whatever parallel is: it depends on its
// seed and seats alone, and the bots' default work is counted, not timed.
func ladderPair(g rules.Game, n int, strong, weak string, games int, seed uint64, parallel int) (*ladderRow, error) {
	levels := []string{strong}
	for len(levels) < n {
		levels = append(levels, weak)
	}
	row := &ladderRow{game: g.ID, players: n, strong: strong, weak: weak, games: games}
	var (
		mu       sync.Mutex
		firstErr error
		wg       sync.WaitGroup
		next     = make(chan int)
	)
	for w := 0; w < parallel; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				clock := &seatClock{think: make([]time.Duration, n), decisions: make([]int, n)}
				p, err := playGame(g, levels, i, seed, bot.Limits{}, clock)
				mu.Lock()
				row.add(p, err, clock, strong)
				if err != nil && p.m == nil && firstErr == nil {
					firstErr = err
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < games; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	return row, firstErr
}

// add counts one game: its points, and the stronger seat's thinking.
func (r *ladderRow) add(p played, err error, clock *seatClock, strong string) {
	if err != nil {
		r.errors++
		return
	}
	out := p.m.Outcome()
	winners := out.Winners
	if len(winners) == 0 {
		r.draws++
		for j := range p.seats {
			winners = append(winners, rules.Player(j))
		}
	}
	for _, w := range winners {
		pts := 1 / float64(len(winners))
		if p.seats[w].Bot == strong {
			r.strongPts += pts
		} else {
			r.weakPts += pts
		}
	}
	for j, s := range p.seats {
		if s.Bot == strong {
			r.think += clock.think[j]
			r.decisions += clock.decisions[j]
		}
	}
}

func printLadderRow(w io.Writer, r *ladderRow) {
	games := fmt.Sprint(r.games)
	if r.errors > 0 {
		games += fmt.Sprintf(" (%d errors)", r.errors)
	}
	fmt.Fprintf(w, "| %s | %d | %s > %s | %s | %.0f%% | %.0f%% (%.0f%%) | %d | %.1f |\n",
		r.game, r.players, r.strong, r.weak, games, 100*r.rate(), 100*r.share(), 100/float64(r.players),
		r.draws, r.msPerDecision())
}
