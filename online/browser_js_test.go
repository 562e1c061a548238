//go:build js

package online

import (
	"context"
	"os"
	"testing"
	"time"

	"kamon/online/wire"
	"kamon/rules"
	_ "kamon/rules/mana"
)

// TestBrowserTransport plays a Mana game through the browser build's
// transport (the host's fetch and WebSocket, through syscall/js) against
// the server at KAMON_TEST_SERVER_URL. server's TestBrowserClient runs it
// under Node with a server started for it.
func TestBrowserTransport(t *testing.T) {
	url := os.Getenv("KAMON_TEST_SERVER_URL")
	if url == "" {
		t.Skip("KAMON_TEST_SERVER_URL is not set: server's TestBrowserClient runs this test")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	c := NewClient(url)
	resp, err := c.Create(ctx, wire.CreateRequest{Game: "mana", Seats: []wire.SeatSpec{{Name: "Web"}, {Name: "Node"}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	var sessions []*Session
	for _, in := range resp.Invites {
		if in.Seat < 0 {
			continue
		}
		j, err := c.Join(ctx, in.Secret, "")
		if err != nil {
			t.Fatal(err)
		}
		s := c.Open(resp.Game, j.Token)
		defer s.Close()
		sessions = append(sessions, s)
	}
	wait := func(s *Session, ok func(*Snapshot) bool) *Snapshot {
		snap := s.Snapshot()
		for !ok(snap) {
			if snap, err = s.Wait(ctx, snap.Generation); err != nil {
				t.Fatalf("waiting: %v (status %v, err %v)", err, snap.Status, snap.Err)
			}
		}
		return snap
	}
	rng := rules.NewRNG(5)
	for {
		snap := wait(sessions[0], func(n *Snapshot) bool { return n.View != nil && n.Status == Live })
		if snap.Outcome.Over {
			break
		}
		ms := wait(sessions[snap.ToMove], func(n *Snapshot) bool { return n.Ply == snap.Ply && n.View != nil })
		legal := ms.View.Legal(nil)
		sessions[snap.ToMove].Send(ms.View.FormatAction(legal[rng.IntN(len(legal))]))
		for _, s := range sessions {
			wait(s, func(n *Snapshot) bool { return n.Ply > snap.Ply })
		}
	}
	for _, s := range sessions {
		snap := wait(s, func(n *Snapshot) bool { return n.Save != nil })
		if len(snap.Records) != snap.Ply || s.Stats().Gaps != 0 || s.Stats().Duplicates != 0 {
			t.Fatalf("%d records for %d plies, %+v", len(snap.Records), snap.Ply, s.Stats())
		}
	}
}
