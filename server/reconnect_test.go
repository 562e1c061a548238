package server_test

import (
	"io"
	"net"
	"sync"
	"testing"
	"time"

	"kamon/internal/testenv"
	"kamon/online"
	"kamon/online/wire"
)

// proxy forwards TCP to a server and can cut every connection through it,
// as a phone that sleeps or a network that drops.
type proxy struct {
	ln      net.Listener
	target  string
	mu      sync.Mutex
	conns   []net.Conn
	blocked bool
}

func newProxy(t testing.TB, target string) *proxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln, target: target}
	t.Cleanup(func() { ln.Close(); p.cut(true) })
	go p.serve()
	return p
}

func (p *proxy) url() string { return "http://" + p.ln.Addr().String() }

func (p *proxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		blocked := p.blocked
		p.mu.Unlock()
		if blocked {
			c.Close()
			continue
		}
		s, err := net.Dial("tcp", p.target)
		if err != nil {
			c.Close()
			continue
		}
		p.mu.Lock()
		p.conns = append(p.conns, c, s)
		p.mu.Unlock()
		go func() { io.Copy(s, c); s.Close() }()
		go func() { io.Copy(c, s); c.Close() }()
	}
}

// cut closes every connection; blocked keeps refusing new ones.
func (p *proxy) cut(blocked bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.blocked = blocked
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// playSome plays n moves of a Mana game through direct sessions.
func playSome(t testing.TB, seats []*online.Session, n int) {
	t.Helper()
	for range n {
		snap := waitFor(t, seats[0], "a view", func(s *online.Snapshot) bool { return s.View != nil })
		if snap.Outcome.Over {
			return
		}
		ms := waitFor(t, seats[snap.ToMove], "its turn", func(s *online.Snapshot) bool { return s.Ply == snap.Ply && s.View != nil })
		legal := ms.View.Legal(nil)
		seats[snap.ToMove].Send(ms.View.FormatAction(legal[len(legal)/2]))
		for _, s := range seats {
			waitFor(t, s, "the move", func(x *online.Snapshot) bool { return x.Ply > snap.Ply })
		}
	}
}

// checkComplete checks a session holds every record once, in order, up to
// the ply of want.
func checkComplete(t testing.TB, s *online.Session, want *online.Session) {
	t.Helper()
	ply := want.Snapshot().Ply
	snap := waitFor(t, s, "catching up", func(n *online.Snapshot) bool { return n.Ply == ply && n.Status == online.Live })
	if len(snap.Records) != ply {
		t.Fatalf("%d records for %d plies", len(snap.Records), ply)
	}
	ref := want.Snapshot().Records
	for i, r := range snap.Records {
		if r.Ply != i+1 || r.Action != ref[i].Action {
			t.Fatalf("record %d: ply %d %q, want %d %q", i, r.Ply, r.Action, i+1, ref[i].Action)
		}
	}
}

type world struct {
	in    *instance
	tb    *table
	seats []*online.Session
	watch *online.Session // a spectator through the proxy
	px    *proxy
}

func newWorld(t *testing.T, cfg func(*instance)) *world {
	in := start(t, testConfig(newDB(t)), "")
	if cfg != nil {
		cfg(in)
	}
	c := online.NewClient(in.URL)
	w := &world{in: in, tb: newTable(t, c, "mana", []string{"", ""}, wire.Clock{})}
	for _, tok := range w.tb.tokens {
		s := c.Open(w.tb.id, tok)
		t.Cleanup(s.Close)
		w.seats = append(w.seats, s)
	}
	w.px = newProxy(t, in.addr)
	w.watch = online.NewClient(w.px.url()).Open(w.tb.id, w.tb.spect)
	t.Cleanup(w.watch.Close)
	waitFor(t, w.watch, "live", func(n *online.Snapshot) bool { return n.Status == online.Live })
	return w
}

// TestReconnectWithHistory: a client whose connection dropped while moves
// were made catches up from the channel's history, without a fetch.
func TestReconnectWithHistory(t *testing.T) {
	w := newWorld(t, nil)
	playSome(t, w.seats, 2)
	checkComplete(t, w.watch, w.seats[0])
	before := w.watch.Stats()
	w.px.cut(true)
	waitFor(t, w.watch, "the drop", func(n *online.Snapshot) bool { return n.Status != online.Live })
	playSome(t, w.seats, 3)
	w.px.cut(false)
	checkComplete(t, w.watch, w.seats[0])
	after := w.watch.Stats()
	if after.Fetches != before.Fetches || after.Gaps != 0 || after.Duplicates != 0 || after.Reconnects == 0 {
		t.Fatalf("stats before %+v, after %+v: want a reconnect recovered from history, no fetch", before, after)
	}
}

// TestReconnectWithoutHistory: when the history no longer holds what was
// missed, the client is told so and refetches over HTTP.
func TestReconnectWithoutHistory(t *testing.T) {
	cfg := testConfig(newDB(t))
	cfg.HistorySize = 1
	in := start(t, cfg, "")
	c := online.NewClient(in.URL)
	tb := newTable(t, c, "mana", []string{"", ""}, wire.Clock{})
	var seats []*online.Session
	for _, tok := range tb.tokens {
		s := c.Open(tb.id, tok)
		defer s.Close()
		seats = append(seats, s)
	}
	px := newProxy(t, in.addr)
	watch := online.NewClient(px.url()).Open(tb.id, tb.spect)
	defer watch.Close()
	waitFor(t, watch, "live", func(n *online.Snapshot) bool { return n.Status == online.Live })
	before := watch.Stats()
	px.cut(true)
	waitFor(t, watch, "the drop", func(n *online.Snapshot) bool { return n.Status != online.Live })
	playSome(t, seats, 4)
	px.cut(false)
	checkComplete(t, watch, seats[0])
	if after := watch.Stats(); after.Fetches <= before.Fetches || after.Duplicates != 0 {
		t.Fatalf("stats before %+v, after %+v: want a refetch", before, after)
	}
}

// TestServerRestart: a server restart loses the memory broker's history;
// clients reconnect, are told recovery failed, refetch, and lose nothing.
func TestServerRestart(t *testing.T) {
	w := newWorld(t, nil)
	playSome(t, w.seats, 2)
	w.in.restart()
	waitFor(t, w.watch, "the drop", func(n *online.Snapshot) bool { return n.Status != online.Live })
	for _, s := range w.seats {
		waitFor(t, s, "back", func(n *online.Snapshot) bool { return n.Status == online.Live })
	}
	playSome(t, w.seats, 3)
	checkComplete(t, w.watch, w.seats[0])
	checkComplete(t, w.seats[1], w.seats[0])
	if st := w.watch.Stats(); st.Duplicates != 0 || st.Reconnects == 0 {
		t.Fatalf("spectator after the restart: %+v", st)
	}
}

// TestPostgresRestart: the database stops and starts again under a running
// server; moves made before and after reach everyone once.
func TestPostgresRestart(t *testing.T) {
	w := newWorld(t, nil)
	playSome(t, w.seats, 2)
	testenv.RestartPostgres(t, 500*time.Millisecond)
	playSome(t, w.seats, 3)
	checkComplete(t, w.watch, w.seats[0])
	checkComplete(t, w.seats[1], w.seats[0])
	if st := w.watch.Stats(); st.Duplicates != 0 || st.Gaps != 0 {
		t.Fatalf("spectator across the restart: %+v", st)
	}
}
