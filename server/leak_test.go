package server_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
	"testing"

	"kamon/internal/testenv"
	"kamon/online"
	"kamon/online/wire"
	"kamon/rules"
	"kamon/rules/rulestest"
	"kamon/server/store"
)

// seedForms are the ways a seed could show in bytes: decimal, hex, base64
// of its bytes either way round.
func seedForms(seed uint64) []string {
	var le, be [8]byte
	binary.LittleEndian.PutUint64(le[:], seed)
	binary.BigEndian.PutUint64(be[:], seed)
	forms := []string{strconv.FormatUint(seed, 10), fmt.Sprintf("%x", seed), fmt.Sprintf("%X", seed), fmt.Sprintf("%016x", seed)}
	for _, b := range [][]byte{le[:], be[:]} {
		for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding, base64.RawStdEncoding, base64.RawURLEncoding} {
			forms = append(forms, enc.EncodeToString(b))
		}
	}
	return forms
}

// trueState reads a game's whole state from the database, as only the
// server may.
func trueState(t testing.TB, dsn, id string) (*store.Game, rules.State) {
	t.Helper()
	g, err := store.LoadGame(context.Background(), dbOf(t, dsn).Pool, id, true)
	if err != nil {
		t.Fatal(err)
	}
	rg, _ := rules.Lookup(g.Kind)
	s, err := rg.Unmarshal(g.State)
	if err != nil {
		t.Fatal(err)
	}
	return g, s
}

var (
	dbsMu sync.Mutex
	dbs   = map[string]*store.Store{}
)

// dbOf is a pool on the test database dsn, opened once.
func dbOf(t testing.TB, dsn string) *store.Store {
	t.Helper()
	dbsMu.Lock()
	defer dbsMu.Unlock()
	if st := dbs[dsn]; st != nil {
		return st
	}
	st, err := store.Open(context.Background(), dsn, 4)
	if err != nil {
		t.Fatal(err)
	}
	dbs[dsn] = st
	return st
}

// rngOf is the "rng" field of a state's JSON: its RNG's place.
func rngOf(t testing.TB, s rules.State) string {
	t.Helper()
	data := rulestest.Marshal(t, s)
	var top struct {
		RNG string `json:"rng"`
	}
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatal(err)
	}
	return top.RNG
}

// TestNoSeedLeaves plays a game of every kind to its end through the HTTP
// API, every seat and a spectator connected by hand, and searches every
// byte they received before the end for the seed (in decimal, hex and
// base64) and for every place the true RNG took.
func TestNoSeedLeaves(t *testing.T) {
	dsn := testenv.DB(t)
	in := start(t, testConfig(dsn), "")
	c := online.NewClient(in.URL)
	for _, kind := range []string{"mana", "shinobi", "peuple", "gosu"} {
		t.Run(kind, func(t *testing.T) {
			g, _ := rules.Lookup(kind)
			people := make([]string, g.MinPlayers)
			tb := newTable(t, c, kind, people, wire.Clock{})
			logs := make([]*byteLog, len(people)+1) // [seat+1]
			for i := range logs {
				logs[i] = &byteLog{}
				tok := tb.spect
				if i > 0 {
					tok = tb.tokens[i-1]
				}
				rawDo(t, logs[i], "GET", in.URL+wire.GamePath(wire.PathGame, tb.id), tok, nil)
				dialRaw(t, in.URL, tb.id, tok, logs[i])
			}
			row, s := trueState(t, dsn, tb.id)
			secrets := seedForms(row.Config.Seed)
			rng := rules.NewRNG(1)
			for ply := 0; !s.Outcome().Over; ply++ {
				if r := rngOf(t, s); r != "" {
					secrets = append(secrets, r)
				}
				mover := s.ToMove()
				legal := s.Legal(nil)
				action := s.FormatAction(legal[rng.IntN(len(legal))])
				status, body := rawDo(t, logs[mover+1], "POST", in.URL+wire.GamePath(wire.PathMove, tb.id), tb.tokens[mover],
					mustJSON(wire.MoveRequest{Ply: ply, Action: action, RequestID: fmt.Sprint("m", ply)}))
				if status != 200 {
					t.Fatalf("ply %d: %s: %d %s", ply, action, status, body)
				}
				if ply%10 == 0 { // fetches along the way too
					for i := range logs {
						tok := tb.spect
						if i > 0 {
							tok = tb.tokens[i-1]
						}
						rawDo(t, logs[i], "GET", in.URL+wire.GamePath(wire.PathGame, tb.id), tok, nil)
					}
				}
				_, s = trueState(t, dsn, tb.id)
			}
			for i, l := range logs {
				l.mu.Lock()
				all := bytes.Join(l.all, []byte{'\n'})
				l.mu.Unlock()
				for _, secret := range secrets {
					if len(secret) >= 6 && bytes.Contains(all, []byte(secret)) {
						t.Errorf("viewer %d received %q, a form of the seed or of the RNG", i-1, secret)
					}
				}
				if len(all) < 1000 {
					t.Errorf("viewer %d received only %d bytes: the test saw nothing", i-1, len(all))
				}
			}
		})
	}
}
