package server_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"kamon/online"
	"kamon/online/wire"
	"kamon/rules"
)

// raw sends a request as any program could, returning status and body.
func raw(t testing.TB, method, url, token string, body []byte) (int, []byte) {
	t.Helper()
	req, _ := http.NewRequest(method, url, bytes.NewReader(body))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, data
}

// mustJSON is v as JSON, panicking when it cannot be: it builds requests
// in tables of cases, where a test's t is not at hand, and a body silently
// empty would test another request than the case says.
func mustJSON(v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return data
}

// fetchState is the game as token sees it.
func fetchState(t testing.TB, c *online.Client, id, token string) *wire.GameState {
	t.Helper()
	gs, err := c.Fetch(ctxT(t), id, token)
	if err != nil {
		t.Fatalf("fetch: %v", err)
	}
	return gs
}

// TestHostileRequests: malformed and hostile requests are refused with a
// clear error, and change nothing.
func TestHostileRequests(t *testing.T) {
	in := start(t, testConfig(newDB(t)), "")
	c := online.NewClient(in.URL)
	tb := newTable(t, c, "mana", []string{"", ""}, wire.Clock{})
	other := newTable(t, c, "mana", []string{"", ""}, wire.Clock{})
	bots := newTable(t, c, "mana", []string{"", "easy"}, wire.Clock{Kind: "days", PerMove: 86400000})
	gs := fetchState(t, c, tb.id, tb.tokens[0])
	mover := gs.ToMove
	moveURL := in.URL + wire.GamePath(wire.PathMove, tb.id)
	good := func(req string) []byte {
		return mustJSON(wire.MoveRequest{Ply: 0, Action: "x", RequestID: req})
	}
	cases := []struct {
		name, method, url, token string
		body                     []byte
		status                   int
		says                     string
	}{
		{"huge body", "POST", moveURL, tb.tokens[mover], bytes.Repeat([]byte("a"), 1<<20), 413, "larger than"},
		{"bad JSON", "POST", moveURL, tb.tokens[mover], []byte(`{"ply": 0, "action": `), 400, "not valid JSON"},
		{"no token", "POST", moveURL, "", good("a"), 401, "device token"},
		{"forged token", "POST", moveURL, "not-a-token", good("a"), 401, "unknown or was revoked"},
		{"another game's token", "POST", moveURL, other.tokens[0], good("a"), 403, "no seat in this game"},
		{"the other seat's turn", "POST", moveURL, tb.tokens[1-mover], good("a"), 422, "not your turn"},
		{"a spectator", "POST", moveURL, tb.spect, good("a"), 403, "spectator cannot move"},
		{"bad notation", "POST", moveURL, tb.tokens[mover], good("a"), 422, ""},
		{"no request id", "POST", moveURL, tb.tokens[mover], good(""), 400, "request id"},
		{"a bot's request id", "POST", moveURL, tb.tokens[mover], good("bot:1"), 400, "request id"},
		{"unknown game", "GET", in.URL + wire.GamePath(wire.PathGame, "nope"), tb.tokens[0], nil, 403, ""},
		{"control characters in a name", "POST", in.URL + wire.PathJoin, "", mustJSON(wire.JoinRequest{Secret: tb.resp.Invites[0].Secret, Name: "Bo\x07b"}), 400, "control character"},
		{"direction marks in a name", "POST", in.URL + wire.PathJoin, "", mustJSON(wire.JoinRequest{Secret: tb.resp.Invites[0].Secret, Name: "Bob\u202egnp"}), 400, "direction mark"},
		{"a long name", "POST", in.URL + wire.PathJoin, "", mustJSON(wire.JoinRequest{Secret: tb.resp.Invites[0].Secret, Name: strings.Repeat("n", 17)}), 400, "more than 16"},
		{"a forged invite", "POST", in.URL + wire.PathJoin, "", mustJSON(wire.JoinRequest{Secret: "forged"}), 404, "not valid"},
		{"a link for a bot's seat", "POST", in.URL + wire.GamePath(wire.PathReissue, bots.id), bots.host, mustJSON(wire.ReissueRequest{Seat: 1}), 400, "a bot's"},
		{"reissue without the host token", "POST", in.URL + wire.GamePath(wire.PathReissue, tb.id), tb.tokens[0], mustJSON(wire.ReissueRequest{Seat: 1}), 403, "only the host"},
		{"a seat's name with control characters at creation", "POST", in.URL + wire.PathCreate, "", mustJSON(wire.CreateRequest{Game: "mana", Seats: []wire.SeatSpec{{Name: "a\nb"}, {}}}), 400, "control character"},
		{"an unknown game at creation", "POST", in.URL + wire.PathCreate, "", mustJSON(wire.CreateRequest{Game: "chess", Seats: []wire.SeatSpec{{}, {}}}), 400, "no game"},
		{"a save before the end", "GET", in.URL + wire.GamePath(wire.PathSave, tb.id), tb.tokens[0], nil, 409, "not over"},
	}
	for _, k := range cases {
		status, body := raw(t, k.method, k.url, k.token, k.body)
		var e wire.Error
		if status != k.status || json.Unmarshal(body, &e) != nil || e.Error == "" || !strings.Contains(e.Error, k.says) {
			t.Errorf("%s: got %d %s, want %d saying %q", k.name, status, body, k.status, k.says)
		}
	}
	after := fetchState(t, c, tb.id, tb.tokens[0])
	if after.Ply != 0 || after.Seats[0].Name != gs.Seats[0].Name {
		t.Fatalf("refused requests changed the game: ply %d, seat 0 %q", after.Ply, after.Seats[0].Name)
	}
}

// TestOnePlyCommitsOnce: concurrent posts at one ply commit exactly once;
// the others get 409 with the fresh state; a retry with the same request id
// gets the same answer and commits nothing; a request id used again for
// another action is refused.
func TestOnePlyCommitsOnce(t *testing.T) {
	in := start(t, testConfig(newDB(t)), "")
	c := online.NewClient(in.URL)
	tb := newTable(t, c, "mana", []string{"", ""}, wire.Clock{})
	gs := fetchState(t, c, tb.id, tb.tokens[0])
	seat := gs.ToMove
	s := c.Open(tb.id, tb.tokens[seat])
	defer s.Close()
	snap := waitFor(t, s, "the view", func(n *online.Snapshot) bool { return n.View != nil })
	legal := snap.View.Legal(nil)
	const n = 16
	var wg sync.WaitGroup
	results := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			action := snap.View.FormatAction(legal[i%len(legal)])
			_, results[i] = c.Move(ctxT(t), tb.id, tb.tokens[seat], wire.MoveRequest{Ply: 0, Action: action, RequestID: "r" + string(rune('a'+i))})
		}()
	}
	wg.Wait()
	winner := -1
	for i, err := range results {
		switch {
		case err == nil && winner >= 0:
			t.Fatalf("two posts at ply 0 committed: %d and %d", winner, i)
		case err == nil:
			winner = i
		case !online.IsStatus(err, 409):
			t.Fatalf("post %d: %v, want 409", i, err)
		default:
			if e := err.(*online.Error); e.State == nil || e.State.Ply != 1 {
				t.Fatalf("post %d: a 409 without the fresh state: %+v", i, e)
			}
		}
	}
	if winner < 0 {
		t.Fatal("no post committed")
	}
	action := snap.View.FormatAction(legal[winner%len(legal)])
	again, err := c.Move(ctxT(t), tb.id, tb.tokens[seat], wire.MoveRequest{Ply: 0, Action: action, RequestID: "r" + string(rune('a'+winner))})
	if err != nil || again.Ply != 1 || again.Record.Action != action {
		t.Fatalf("a retry of the move that committed: %+v, %v", again, err)
	}
	after := fetchState(t, c, tb.id, tb.tokens[0])
	if after.Ply != 1 || len(after.Records) != 1 {
		t.Fatalf("after the retries: ply %d, %d records", after.Ply, len(after.Records))
	}
	// The same request id at the next ply, with a legal action.
	next := after.ToMove
	nv := fetchState(t, c, tb.id, tb.tokens[next])
	g, _ := rules.Lookup("mana")
	view, err := g.Unmarshal(nv.View)
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Move(ctxT(t), tb.id, tb.tokens[next], wire.MoveRequest{Ply: 1, Action: view.FormatAction(view.Legal(nil)[0]), RequestID: "r" + string(rune('a'+winner))})
	if !online.IsStatus(err, 409) || !strings.Contains(err.Error(), "request id") {
		t.Fatalf("a request id used again: %v, want 409", err)
	}
	if fetchState(t, c, tb.id, tb.tokens[0]).Ply != 1 {
		t.Fatal("a replayed request id changed the game")
	}
}
