package server_test

import (
	"testing"

	"kamon/online"
	"kamon/online/wire"
	"kamon/rules"
)

// TestInvites: a link gives each device that opens it a token for the same
// seat; reissuing the link revokes the old one and every token from it;
// "my games" lists the device's games, its turn first; a rematch reaches the
// same devices without new links, and their inbox is told.
func TestInvites(t *testing.T) {
	in := start(t, testConfig(newDB(t)), "")
	c := online.NewClient(in.URL)
	ctx := ctxT(t)
	resp, err := c.Create(ctx, wire.CreateRequest{Game: "mana", Seats: []wire.SeatSpec{{Name: "Ann"}, {Name: "Bo"}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	secrets := map[int]string{}
	for _, inv := range resp.Invites {
		secrets[inv.Seat] = inv.Secret
	}
	phone, err := c.Join(ctx, secrets[0], "Annie")
	if err != nil {
		t.Fatal(err)
	}
	laptop, err := c.Join(ctx, secrets[0], "")
	if err != nil {
		t.Fatal(err)
	}
	if phone.Seat != 0 || laptop.Seat != 0 || phone.Token == laptop.Token || phone.Player != laptop.Player {
		t.Fatalf("one link on two devices: %+v %+v", phone, laptop)
	}
	bo, _ := c.Join(ctx, secrets[1], "")
	gs := fetchState(t, c, resp.Game, laptop.Token)
	if gs.Seats[0].Name != "Annie" || !gs.Seats[0].Joined {
		t.Fatalf("seats after joining: %+v", gs.Seats)
	}
	// My games: the seat to move sees its game first with the badge.
	other, _ := c.Create(ctx, wire.CreateRequest{Game: "mana", Seats: []wire.SeatSpec{{}, {}}}, "")
	ot, _ := c.Join(ctx, other.Invites[0].Secret, "")
	mine, err := c.Mine(ctx, []string{phone.Token, ot.Token, "forgotten"})
	if err != nil {
		t.Fatal(err)
	}
	if len(mine.Games) != 2 || len(mine.Revoked) != 1 || mine.Revoked[0] != "forgotten" {
		t.Fatalf("my games: %+v", mine)
	}
	if mine.Games[0].YourTurn != true && mine.Games[1].YourTurn {
		t.Fatalf("my games are not sorted by whose turn it is: %+v", mine.Games)
	}
	// Reissue seat 0: the old link and both devices' tokens stop working.
	inv, err := c.Reissue(ctx, resp.Game, resp.HostToken, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Fetch(ctx, resp.Game, phone.Token); !online.IsStatus(err, 401) {
		t.Fatalf("a revoked token still reads the game: %v", err)
	}
	if _, err := c.Join(ctx, secrets[0], ""); !online.IsStatus(err, 404) {
		t.Fatalf("a replaced link still works: %v", err)
	}
	fresh, err := c.Join(ctx, inv.Secret, "")
	if err != nil || fresh.Seat != 0 {
		t.Fatalf("the new link: %+v %v", fresh, err)
	}
	// Play to the end (Mana's random moves), then rematch.
	tokens := []string{fresh.Token, bo.Token}
	rng := rules.NewRNG(3)
	g, _ := rules.Lookup("mana")
	for {
		gs := fetchState(t, c, resp.Game, tokens[0])
		if gs.Outcome.Over {
			break
		}
		mg := fetchState(t, c, resp.Game, tokens[gs.ToMove])
		view, err := g.Unmarshal(mg.View)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Move(ctx, resp.Game, tokens[gs.ToMove], wire.MoveRequest{Ply: gs.Ply, Action: pick(view, &rng), RequestID: "p" + itoa(gs.Ply)}); err != nil {
			t.Fatal(err)
		}
	}
	watch := c.Open(resp.Game, bo.Token)
	defer watch.Close()
	waitFor(t, watch, "live", func(n *online.Snapshot) bool { return n.Status == online.Live })
	r1, err := c.Rematch(ctx, resp.Game, tokens[0])
	if err != nil {
		t.Fatal(err)
	}
	r2, err := c.Rematch(ctx, resp.Game, tokens[1])
	if err != nil || r2.Game != r1.Game {
		t.Fatalf("two rematches: %v and %+v %v", r1.Game, r2, err)
	}
	for seat, tok := range tokens {
		gs := fetchState(t, c, r1.Game, tok)
		if gs.Seat != rules.Player(seat) || gs.Ply != 0 {
			t.Fatalf("the rematch seen by seat %d: %+v", seat, gs)
		}
	}
	waitFor(t, watch, "the rematch notice", func(n *online.Snapshot) bool { return n.Rematch == r1.Game })
	// Asking again through a session names the same rematch.
	asker := c.Open(resp.Game, tokens[0])
	defer asker.Close()
	asker.Rematch()
	waitFor(t, asker, "the session's rematch", func(n *online.Snapshot) bool { return n.Rematch == r1.Game })
}

func itoa(n int) string {
	return string(mustJSON(n))
}
