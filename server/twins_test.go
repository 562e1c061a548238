package server_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"slices"
	"testing"

	"github.com/jackc/pgx/v5"

	"kamon/internal/testenv"
	"kamon/online"
	"kamon/online/wire"
	"kamon/rules"
	"kamon/rules/rulestest"
	"kamon/server/store"
)

// twin inserts a copy of game a whose state is world (its transcript copied
// too), with a token for every seat; it returns the new id and tokens.
func twin(t testing.TB, dsn, a string, world rules.State, ply int) (string, []string) {
	t.Helper()
	ctx := context.Background()
	st := dbOf(t, dsn)
	row, err := store.LoadGame(ctx, st.Pool, a, false)
	if err != nil {
		t.Fatal(err)
	}
	seats, err := store.Seats(ctx, st.Pool, a)
	if err != nil {
		t.Fatal(err)
	}
	id := fmt.Sprintf("twin%x", sha256.Sum256([]byte(a+fmt.Sprint(ply))))[:16]
	row.ID, row.Config = id, world.Config()
	row.State = rulestest.Marshal(t, world)
	row.ToMove = world.ToMove()
	tokens := make([]string, len(seats))
	for i := range seats {
		seats[i].Player = id + fmt.Sprint(i)
		tokens[i] = id + "-token-" + fmt.Sprint(i)
	}
	err = st.Tx(ctx, func(tx pgx.Tx) error {
		if err := store.InsertGame(ctx, tx, row, seats, nil); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "UPDATE kamon_games SET ply = $2 WHERE id = $1", id, ply); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO kamon_actions (game_id, ply, mover, notation, events, request_id)
			SELECT $2, ply, mover, notation, events, request_id FROM kamon_actions WHERE game_id = $1`, a, id); err != nil {
			return err
		}
		for i, tok := range tokens {
			h := sha256.Sum256([]byte(tok))
			if err := store.InsertPlayerToken(ctx, tx, h[:], seats[i].Player); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return id, tokens
}

// TestTwinWorlds: two deals that differ only in what a seat may not know
// give that seat byte-identical payloads, fetches and pushes alike, in every
// game. World B is dealt from the seat's view of world A (its
// Determinizer), with a seed of its own; the same actions are then played
// in both, for as long as one is legal in both and nothing new is revealed.
func TestTwinWorlds(t *testing.T) {
	dsn := testenv.DB(t)
	in := start(t, testConfig(dsn), "")
	c := online.NewClient(in.URL)
	rng := rules.NewRNG(99)
	for _, kind := range []string{"shinobi", "peuple", "gosu", "mana"} {
		g, _ := rules.Lookup(kind)
		for _, at := range []int{0, 7, 23} {
			for p := rules.NoPlayer; int(p) < g.MinPlayers; p++ {
				t.Run(fmt.Sprintf("%s/ply%d/viewer%d", kind, at, p), func(t *testing.T) {
					twinWorlds(t, dsn, in, c, kind, at, p, &rng)
				})
			}
		}
	}
}

func twinWorlds(t *testing.T, dsn string, in *instance, c *online.Client, kind string, at int, p rules.Player, rng *rules.RNG) {
	g, _ := rules.Lookup(kind)
	tb := newTable(t, c, kind, make([]string, g.MinPlayers), wire.Clock{})
	_, s := trueState(t, dsn, tb.id)
	for ply := 0; ply < at && !s.Outcome().Over; ply++ {
		legal := s.Legal(nil)
		mover := s.ToMove()
		status, body := raw(t, "POST", in.URL+wire.GamePath(wire.PathMove, tb.id), tb.tokens[mover],
			mustJSON(wire.MoveRequest{Ply: ply, Action: s.FormatAction(legal[rng.IntN(len(legal))]), RequestID: fmt.Sprint("a", ply)}))
		if status != 200 {
			t.Fatalf("%d %s", status, body)
		}
		_, s = trueState(t, dsn, tb.id)
	}
	if s.Outcome().Over {
		t.Skip("over before the twin")
	}
	row, _ := trueState(t, dsn, tb.id)
	ply := row.Ply
	world := s.Clone()
	if g.Hidden {
		world = s.View(p).(rules.Determinizer).Determinize(rng)
	}
	a, ta := tb.id, tb.tokens
	b, tbk := twin(t, dsn, a, world, ply)
	tokA, tokB := tb.spect, ""
	if p >= 0 {
		tokA, tokB = ta[p], tbk[p]
	} else {
		// A spectator of the twin: a token for the public view.
		h := sha256.Sum256([]byte(b + "-spect"))
		if err := store.InsertSpectatorToken(context.Background(), dbOf(t, dsn).Pool, h[:], b); err != nil {
			t.Fatal(err)
		}
		tokB = b + "-spect"
	}
	norm := func(data []byte, id string) []byte { return bytes.ReplaceAll(data, []byte(id), []byte("GAME")) }
	same := func(what string, x, y []byte) {
		t.Helper()
		x, y = norm(x, a), norm(y, b)
		if !bytes.Equal(x, y) {
			i := 0
			for i < len(x) && i < len(y) && x[i] == y[i] {
				i++
			}
			t.Fatalf("%s differs at byte %d:\n A …%s…\n B …%s…\nFULL A %s\nFULL B %s", what, i, x[max(0, i-80):min(len(x), i+80)], y[max(0, i-80):min(len(y), i+80)], x, y)
		}
	}
	fetch := func() {
		t.Helper()
		_, fa := raw(t, "GET", in.URL+wire.GamePath(wire.PathGame, a), tokA, nil)
		_, fb := raw(t, "GET", in.URL+wire.GamePath(wire.PathGame, b), tokB, nil)
		same("the fetch", fa, fb)
	}
	fetch()
	rawA := dialRaw(t, in.URL, a, tokA, nil)
	rawB := dialRaw(t, in.URL, b, tokB, nil)
	chA, chB := wire.SeatChannel(a, p), wire.SeatChannel(b, p)
	sa, sb := s, world
	for step := 1; step <= 6 && !sa.Outcome().Over; step++ {
		mover := sa.ToMove()
		var candidates []string
		for _, x := range sa.Legal(nil) {
			n := sa.FormatAction(x)
			// The same action in both worlds: legal in B, and told the same
			// way there (Shinobi deploys a clan's card, written as the first
			// of that clan in the hand, which may differ between worlds).
			if y, err := sb.ParseAction(n); err == nil && rules.IsLegal(sb, y) && sb.FormatAction(y) == n {
				candidates = append(candidates, n)
			}
		}
		if len(candidates) == 0 {
			return // the worlds part here, by what the mover holds
		}
		slices.Sort(candidates)
		action := candidates[rng.IntN(len(candidates))]
		post := func(id string, toks []string) []byte {
			status, body := raw(t, "POST", in.URL+wire.GamePath(wire.PathMove, id), toks[mover],
				mustJSON(wire.MoveRequest{Ply: ply, Action: action, RequestID: fmt.Sprint("t", ply)}))
			if status != 200 {
				t.Fatalf("%s at ply %d: %d %s", action, ply, status, body)
			}
			return body
		}
		ra, rb := post(a, ta), post(b, tbk)
		pa, pb := rawA.waitPubs(t, chA, step), rawB.waitPubs(t, chB, step)
		for _, x := range [][]byte{ra, rb, pa[step-1], pb[step-1]} {
			if bytes.Contains(x, []byte(`"reveal":true`)) {
				return // something new was made known (a card drawn): the worlds may part
			}
		}
		if mover == p {
			same("the mover's answer", ra, rb)
		}
		same(fmt.Sprintf("the push of ply %d", ply+1), pa[step-1], pb[step-1])
		fetch()
		ply++
		_, sa = trueState(t, dsn, a)
		_, sb = trueState(t, dsn, b)
	}
}
