package server_test

import (
	"testing"

	"kamon/internal/testenv"
	"kamon/online"
	"kamon/online/wire"
)

// TestTwoReplicas: two servers on one PostgreSQL and one Redis; a move
// posted through one reaches a client connected to the other, and each
// replica's cache gives way to the other's moves.
func TestTwoReplicas(t *testing.T) {
	cfg := testConfig(newDB(t))
	cfg.Redis = testenv.Redis(t)
	a, b := start(t, cfg, ""), start(t, cfg, "")
	ca, cb := online.NewClient(a.URL), online.NewClient(b.URL)
	tb := newTable(t, ca, "mana", []string{"", ""}, wire.Clock{})
	watchB := cb.Open(tb.id, tb.spect)
	defer watchB.Close()
	seatsA := []*online.Session{ca.Open(tb.id, tb.tokens[0]), cb.Open(tb.id, tb.tokens[1])}
	for _, s := range seatsA {
		defer s.Close()
	}
	snap := waitFor(t, watchB, "live", func(n *online.Snapshot) bool { return n.Status == online.Live })
	for ply := 0; ply < 8 && !snap.Outcome.Over; ply++ {
		mover := waitFor(t, seatsA[0], "ply", func(n *online.Snapshot) bool { return n.Ply == ply && n.View != nil }).ToMove
		// Seat 0 posts through A, seat 1 through B.
		ms := waitFor(t, seatsA[mover], "its view", func(n *online.Snapshot) bool { return n.Ply == ply && n.View != nil })
		legal := ms.View.Legal(nil)
		seatsA[mover].Send(ms.View.FormatAction(legal[0]))
		snap = waitFor(t, watchB, "the push on the other replica", func(n *online.Snapshot) bool { return n.Ply == ply+1 })
	}
	st := watchB.Stats()
	if st.Pushes == 0 || st.Gaps != 0 || st.Duplicates != 0 || st.Fetches != 1 {
		t.Fatalf("the spectator on B: %+v (want pushes, one fetch, no gap)", st)
	}
}
