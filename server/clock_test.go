package server_test

import (
	"testing"
	"time"

	"kamon/online"
	"kamon/online/wire"
)

// TestClockHandsSeatToBot: a seat whose clock runs out is played by a bot,
// server-side, until its person takes it back.
func TestClockHandsSeatToBot(t *testing.T) {
	in := start(t, testConfig(newDB(t)), "")
	c := online.NewClient(in.URL)
	tb := newTable(t, c, "shinobi", []string{"", "random", "random"}, wire.Clock{Kind: "live", PerMove: 1000})
	deadline := time.Now().Add(30 * time.Second)
	var gs *wire.GameState
	for {
		gs = fetchState(t, c, tb.id, tb.tokens[0])
		played := false
		for _, r := range gs.Records {
			played = played || r.Mover == 0
		}
		if gs.Seats[0].StandIn && played {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("seat 1's clock ran out, yet no bot played it: stand-in %v, ply %d", gs.Seats[0].StandIn, gs.Ply)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if gs.Outcome.Over {
		t.Skip("the game ended before the seat could be taken back")
	}
	s := c.Open(tb.id, tb.tokens[0])
	defer s.Close()
	waitFor(t, s, "the stand-in seen", func(n *online.Snapshot) bool { return len(n.Seats) > 0 && n.Seats[0].StandIn })
	s.TakeBack()
	waitFor(t, s, "the seat taken back", func(n *online.Snapshot) bool { return !n.Seats[0].StandIn })
	if back := fetchState(t, c, tb.id, tb.tokens[0]); back.Seats[0].StandIn && !back.Outcome.Over {
		t.Fatal("after take back, a bot still stands in for seat 1")
	}
	if _, err := c.TakeBack(ctxT(t), tb.id, tb.spect); !online.IsStatus(err, 403) {
		t.Fatalf("a spectator took back a seat: %v", err)
	}
}
