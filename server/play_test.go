package server_test

import (
	"context"
	"testing"
	"time"

	"kamon/game"
	"kamon/online"
	"kamon/online/wire"
	"kamon/rules"
)

// waitFor waits until ok holds for s's snapshot.
func waitFor(t testing.TB, s *online.Session, what string, ok func(*online.Snapshot) bool) *online.Snapshot {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	snap := s.Snapshot()
	for !ok(snap) {
		var err error
		if snap, err = s.Wait(ctx, snap.Generation); err != nil {
			t.Fatalf("waiting for %s: %v (status %v, ply %d, err %v)", what, err, snap.Status, snap.Ply, snap.Err)
		}
	}
	return snap
}

// TestPlayToTheEnd plays a game of every kind between sessions through the
// real HTTP and WebSocket paths, each seat choosing from its own view (the
// view rebuilt from JSON); every session, and a spectator's, sees every
// action once, in order, with its events decoded, and the released save
// loads with game.Load.
func TestPlayToTheEnd(t *testing.T) {
	in := start(t, testConfig(newDB(t)), "")
	c := online.NewClient(in.URL)
	for _, kind := range []string{"mana", "shinobi", "peuple", "gosu"} {
		t.Run(kind, func(t *testing.T) { playToTheEnd(t, c, kind) })
	}
}

func playToTheEnd(t *testing.T, c *online.Client, kind string) {
	g, _ := rules.Lookup(kind)
	tb := newTable(t, c, kind, make([]string, g.MinPlayers), wire.Clock{})
	var ss []*online.Session
	for _, tok := range append(tb.tokens, tb.spect) {
		s := c.Open(tb.id, tok)
		defer s.Close()
		ss = append(ss, s)
	}
	rng := rules.NewRNG(7)
	for {
		snap := waitFor(t, ss[0], "the first fetch", func(s *online.Snapshot) bool { return s.View != nil })
		if snap.Outcome.Over {
			break
		}
		mover := snap.ToMove
		ms := waitFor(t, ss[mover], "the mover's turn", func(s *online.Snapshot) bool { return s.Ply == snap.Ply && s.View != nil })
		ss[mover].Send(pick(ms.View, &rng))
		for _, s := range ss {
			waitFor(t, s, "the move's push", func(n *online.Snapshot) bool { return n.Ply > snap.Ply })
		}
		if e := ss[mover].Snapshot().Err; e != nil {
			t.Fatalf("move refused: %v", e)
		}
	}
	for i, s := range ss {
		snap := waitFor(t, s, "the save", func(n *online.Snapshot) bool { return n.Save != nil })
		for k, r := range snap.Records {
			if r.Ply != k+1 {
				t.Fatalf("session %d: record %d has ply %d", i, k, r.Ply)
			}
		}
		events := 0
		for _, r := range snap.Records {
			events += len(r.Events)
			// Before the end, another seat's notation never reaches a seat
			// of a game with hidden information, nor a spectator.
			if g.Hidden && r.Mover != snap.Seat && r.Action != "" {
				t.Fatalf("session %d (seat %d) read seat %d's action %q", i, snap.Seat, r.Mover, r.Action)
			}
			if !g.Hidden && r.Action == "" {
				t.Fatalf("session %d: a record of Mana without its notation", i)
			}
		}
		if events < len(snap.Records) {
			t.Fatalf("session %d: %d events for %d records", i, events, len(snap.Records))
		}
		if st := s.Stats(); st.Duplicates != 0 || st.Gaps != 0 {
			t.Errorf("session %d: %+v", i, st)
		}
		m, err := game.Load(snap.Save)
		if err != nil {
			t.Fatalf("the released save does not load: %v", err)
		}
		if len(m.History()) != snap.Ply {
			t.Fatalf("the save has %d actions, the game %d", len(m.History()), snap.Ply)
		}
	}
}
