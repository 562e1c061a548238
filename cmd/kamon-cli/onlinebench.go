package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"kamon/online"
	"kamon/online/wire"
	"kamon/rules"
)

// onlineBench plays many games at once against a running kamon-server,
// every seat a client of its own (an online.Session, through the real HTTP
// and WebSocket paths) choosing random legal moves from its view. It
// measures move-to-push latency: from a seat's Send to the push of that
// move reaching another seat's session. Games that end are followed by
// their rematch, so that N games stay in play. At the end every session is
// checked against the server: no ply missing (lost) and no push twice
// (duplicated). The server must run without rate limits:
//
//	kamon-server --addr-rate -1 --seat-rate -1 --create-rate -1
func onlineBench(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("online-bench", flag.ContinueOnError)
	serverURL := fs.String("server", "http://127.0.0.1:8090", "the server's base URL")
	games := fs.Int("games", 200, "games played at once")
	seconds := fs.Float64("seconds", 20, "how long to play")
	gameID := fs.String("game", "shinobi", "which game")
	players := fs.Int("players", 0, "players per game (default: the game's minimum)")
	rate := fs.Float64("rate", 600, "moves a second to aim for across all games (0: as fast as they go)")
	if err := parseFlags(fs, args, stdout); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	if err := checkSeconds(*seconds); err != nil {
		return err
	}
	if *games < 1 || *games > 5000 {
		return usagef("--games must be from 1 to 5000")
	}
	g, err := rules.Lookup(*gameID)
	if err != nil {
		return usagef("%v", err)
	}
	if *players == 0 {
		*players = g.MinPlayers
	}
	if os.Getenv("GOGC") == "" {
		// One process plays the clients of hundreds of devices, each
		// decoding every push: a lazier collector keeps its marking from
		// stealing the cores the server is measured on.
		debug.SetGCPercent(800)
	}
	b := &benchRun{c: online.NewClient(*serverURL), kind: g.ID, players: *players, stop: make(chan struct{}), begin: make(chan struct{})}
	if *rate > 0 {
		b.think = time.Duration(float64(*games) / *rate * float64(time.Second))
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(*seconds*float64(time.Second))+2*time.Minute)
	defer cancel()

	fmt.Fprintf(stdout, "online-bench: %d games of %s (%d players) on %s for %gs, aiming at %g moves/s\n", *games, g.ID, *players, *serverURL, *seconds, *rate)
	var wg, ready sync.WaitGroup
	setup := make(chan error, *games)
	for range *games {
		wg.Add(1)
		ready.Add(1)
		go func() {
			defer wg.Done()
			setup <- b.playGames(ctx, ready.Done)
		}()
	}
	// Moves start once every game is set up and its sessions connected:
	// the bench measures play, not the rush of creating N games at once.
	t0 := time.Now()
	ready.Wait()
	fmt.Fprintf(stdout, "online-bench: %d games set up in %.1fs\n", *games, time.Since(t0).Seconds())
	close(b.begin)
	start := time.Now()
	time.Sleep(time.Duration(*seconds * float64(time.Second)))
	close(b.stop)
	elapsed := time.Since(start)
	moves := b.moves.Load()
	wg.Wait()
	close(setup)
	for err := range setup {
		if err != nil {
			b.fail(err)
		}
	}
	lat := b.latencies()
	fmt.Fprintf(stdout, "online-bench: %d moves in %.1fs, %d games finished, %d latencies measured, %d fetches, %d reconnections\n",
		moves, elapsed.Seconds(), b.finished.Load(), len(lat), b.fetches.Load(), b.reconnects.Load())
	if e := b.firstErr.Load(); e != nil {
		fmt.Fprintf(stdout, "online-bench: first error: %v\n", *e)
	}
	fmt.Fprintf(stdout, "moves/s=%.0f p50=%.1fms p99=%.1fms lost=%d duplicated=%d errors=%d\n",
		float64(moves)/elapsed.Seconds(), percentile(lat, 0.50), percentile(lat, 0.99), b.lost.Load(), b.duplicated.Load(), b.errors.Load())
	if b.lost.Load() > 0 || b.duplicated.Load() > 0 || b.errors.Load() > 0 {
		return errors.New("moves were lost, duplicated or refused")
	}
	return nil
}

type benchRun struct {
	c       *online.Client
	kind    string
	players int
	think   time.Duration
	stop    chan struct{}
	begin   chan struct{} // closed when every game is ready

	moves, finished, lost, duplicated, errors atomic.Int64
	fetches, reconnects                       atomic.Int64
	firstErr                                  atomic.Pointer[string]
	mu                                        sync.Mutex
	lat                                       []float64 // ms
}

func (b *benchRun) fail(err error) {
	b.errors.Add(1)
	msg := err.Error()
	b.firstErr.CompareAndSwap(nil, &msg)
}

func (b *benchRun) stopped() bool {
	select {
	case <-b.stop:
		return true
	default:
		return false
	}
}

// playGames creates one game, joins its seats, plays it, and plays its
// rematch when it ends, until the bench stops. ready is called once the
// first game's sessions are live (or setting it up failed).
func (b *benchRun) playGames(ctx context.Context, ready func()) error {
	once := sync.OnceFunc(ready)
	defer once()
	seats := make([]wire.SeatSpec, b.players)
	for i := range seats {
		seats[i].Name = fmt.Sprintf("Bench %d", i+1)
	}
	resp, err := b.c.Create(ctx, wire.CreateRequest{Game: b.kind, Seats: seats}, "")
	if err != nil {
		return fmt.Errorf("create: %w", err)
	}
	tokens := make([]string, b.players)
	for _, in := range resp.Invites {
		if in.Seat < 0 {
			continue
		}
		j, err := b.c.Join(ctx, in.Secret, "")
		if err != nil {
			return fmt.Errorf("join: %w", err)
		}
		tokens[in.Seat] = j.Token
	}
	id := resp.Game
	for !b.stopped() {
		over, err := b.playOne(ctx, id, tokens, once)
		if err != nil || !over {
			return err
		}
		b.finished.Add(1)
		r, err := b.c.Rematch(ctx, id, tokens[0])
		if err != nil {
			return fmt.Errorf("rematch: %w", err)
		}
		id = r.Game
	}
	return nil
}

// sent is when each ply's move was sent, for the latency of its push.
type sentTimes struct {
	mu sync.Mutex
	at map[int]time.Time
}

// playOne plays a game until it ends or the bench stops; then it checks
// every session against the server.
func (b *benchRun) playOne(ctx context.Context, id string, tokens []string, ready func()) (bool, error) {
	sessions := make([]*online.Session, len(tokens))
	for i, t := range tokens {
		sessions[i] = b.c.Open(id, t)
	}
	for _, s := range sessions {
		waitLive(ctx, s)
	}
	ready()
	select {
	case <-b.begin:
	case <-ctx.Done():
		return false, ctx.Err()
	}
	defer func() {
		for _, s := range sessions {
			s.Close()
		}
	}()
	sent := &sentTimes{at: map[int]time.Time{}}
	var wg sync.WaitGroup
	overs := make([]bool, len(sessions))
	for i, s := range sessions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			overs[i] = b.drive(ctx, s, rules.Player(i), sent)
		}()
	}
	wg.Wait()
	// Every session must hold every ply once, as the server does.
	gs, err := b.c.Fetch(ctx, id, tokens[0])
	if err != nil {
		return false, fmt.Errorf("final fetch: %w", err)
	}
	for _, s := range sessions {
		snap := waitPly(ctx, s, gs.Ply)
		missing := gs.Ply - len(snap.Records)
		for i, r := range snap.Records {
			if r.Ply != i+1 {
				missing++
			}
		}
		st := s.Stats()
		b.lost.Add(int64(max(missing, 0)) + st.Gaps)
		b.duplicated.Add(st.Duplicates)
		b.fetches.Add(st.Fetches)
		b.reconnects.Add(st.Reconnects)
	}
	return gs.Outcome.Over, nil
}

// waitLive waits (a while) for a session to be connected with its view.
func waitLive(ctx context.Context, s *online.Session) {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	snap := s.Snapshot()
	for snap.Status != online.Live || snap.View == nil {
		var err error
		if snap, err = s.Wait(ctx, snap.Generation); err != nil {
			return
		}
	}
}

// waitPly waits (a little) for a session to reach ply.
func waitPly(ctx context.Context, s *online.Session, ply int) *online.Snapshot {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	snap := s.Snapshot()
	for snap.Ply < ply {
		var err error
		if snap, err = s.Wait(ctx, snap.Generation); err != nil {
			break
		}
	}
	return snap
}

// drive plays one seat: a random legal move from its view on its turn, and
// the latency of every other seat's move it sees arrive. It reports whether
// the game ended.
func (b *benchRun) drive(ctx context.Context, s *online.Session, seat rules.Player, sent *sentTimes) bool {
	rng := rand.New(rand.NewPCG(rand.Uint64(), uint64(seat)))
	seen := 0
	snap := s.Snapshot()
	var sentPly = -1
	for {
		now := time.Now()
		for _, r := range snap.Records[min(seen, len(snap.Records)):] {
			if r.Mover != seat {
				sent.mu.Lock()
				at, ok := sent.at[r.Ply]
				sent.mu.Unlock()
				if ok {
					b.mu.Lock()
					b.lat = append(b.lat, float64(now.Sub(at).Microseconds())/1000)
					b.mu.Unlock()
				}
			}
		}
		seen = len(snap.Records)
		if snap.Outcome.Over {
			return true
		}
		if b.stopped() {
			return false
		}
		if snap.Err != nil && snap.Generation > 0 && !snap.Sending && sentPly >= 0 {
			b.fail(fmt.Errorf("seat %d: %s", seat, snap.Err.Message))
			sentPly = -1
		}
		if snap.View != nil && snap.ToMove == seat && !snap.Sending && snap.Ply > sentPly && snap.Status == online.Live {
			if b.think > 0 {
				d := time.Duration(float64(b.think) * (0.5 + rng.Float64()))
				select {
				case <-time.After(d):
				case <-b.stop:
					return false
				}
			}
			legal := snap.View.Legal(nil)
			action := snap.View.FormatAction(legal[rng.IntN(len(legal))])
			sent.mu.Lock()
			sent.at[snap.Ply+1] = time.Now()
			sent.mu.Unlock()
			sentPly = snap.Ply
			s.Send(action)
			b.moves.Add(1)
		}
		wctx, cancel := context.WithTimeout(ctx, time.Second)
		next, err := s.Wait(wctx, snap.Generation)
		cancel()
		if err != nil && ctx.Err() != nil {
			return false
		}
		snap = next
	}
}

func (b *benchRun) latencies() []float64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := slices.Clone(b.lat)
	slices.Sort(out)
	return out
}

func percentile(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, int(p*float64(len(sorted))))]
}
