package server_test

import (
	"context"
	"testing"
	"time"

	"kamon/internal/testenv"
	"kamon/online"
	"kamon/online/wire"
)

// TestBotPacing: every bot answer is committed no sooner than BotDelay
// after the move before it, however quickly the bot decided, so that the
// timing of an answer to a hidden reaction (Le Dernier Peuple's Defense:
// a seat without the card has one choice, decided at once) tells nothing
// of what the seat holds.
func TestBotPacing(t *testing.T) {
	dsn := testenv.DB(t)
	cfg := testConfig(dsn)
	cfg.BotDelay, cfg.BotThink = 150*time.Millisecond, 20*time.Millisecond
	in := start(t, cfg, "")
	c := online.NewClient(in.URL)
	tb := newTable(t, c, "peuple", []string{"random", "random", "random"}, wire.Clock{})
	deadline := time.Now().Add(90 * time.Second)
	for fetchState(t, c, tb.id, tb.spect).Ply < 40 && time.Now().Before(deadline) {
		time.Sleep(200 * time.Millisecond)
	}
	rows, err := dbOf(t, dsn).Pool.Query(context.Background(), "SELECT created_at FROM kamon_actions WHERE game_id = $1 ORDER BY ply", tb.id)
	if err != nil {
		t.Fatal(err)
	}
	var at []time.Time
	for rows.Next() {
		var x time.Time
		rows.Scan(&x)
		at = append(at, x)
	}
	if len(at) < 20 {
		t.Fatalf("only %d bot moves", len(at))
	}
	var longest time.Duration
	for i := 1; i < len(at); i++ {
		gap := at[i].Sub(at[i-1])
		if gap < cfg.BotDelay {
			t.Fatalf("bot move %d came %v after the one before, less than the pacing of %v", i+1, gap, cfg.BotDelay)
		}
		longest = max(longest, gap)
	}
	t.Logf("%d bot moves, gaps from %v to %v", len(at), cfg.BotDelay, longest)
}
