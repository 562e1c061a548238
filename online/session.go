package online

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"kamon/online/wire"
	"kamon/rules"
)

// Status is the state of a session's connection.
type Status int

const (
	Connecting Status = iota // reaching the server, at first or after a drop
	Live                     // connected: pushes arrive as they happen
	Offline                  // the server cannot be reached; the session keeps trying
	Revoked                  // the device token was revoked or is unknown: a new link is needed
	Closed                   // Close was called
)

func (s Status) String() string {
	return [...]string{"connecting", "live", "offline", "revoked", "closed"}[s]
}

// Record is one action of the game as the session's seat knows it.
type Record struct {
	Ply    int          // from 1
	Mover  rules.Player //
	Action string       // the notation; "" where this seat may not read it
	Events []rules.Event
}

// Snapshot is everything a table draws of an online game, at one moment. It
// never changes once made: the session makes a new one on every change, with
// a greater Generation. Its slices and View are shared with later snapshots
// and must not be modified (Clone View to play on it).
type Snapshot struct {
	Generation uint64
	Game       string       // the game's id on the server
	Rules      rules.Game   // the game's rules; ID "" until the first fetch
	Seat       rules.Player // the session's seat; NoPlayer for a spectator (and before the first fetch)
	Seats      []wire.SeatInfo
	Config     rules.Config // Seed is 0: nobody is told the seed before the end
	Clock      wire.Clock
	Ply        int          // actions played
	ToMove     rules.Player //
	Deadline   time.Time    // when the mover's time runs out; zero without a clock
	View       rules.State  // View(Seat) after Ply actions; nil until the first fetch
	Records    []Record     // Records[i].Ply == i+1
	Outcome    rules.Outcome
	Status     Status
	Sending    bool   // a move sent is on its way
	Err        *Error // the last error (a sentence in Err.Message); nil once things go well again
	Save       []byte // the finished game in Kamon's save format (game.Load), once over
	Rematch    string // the rematch's game id, once someone asked for one
}

// Stats count what a session received, for tests and the load bench.
type Stats struct {
	Pushes     int64 // game pushes received
	Duplicates int64 // pushes for a ply a push had brought already
	Gaps       int64 // pushes that skipped a ply, so the game was fetched again
	Fetches    int64 // whole-game fetches over HTTP
	Reconnects int64 // connections after the first
}

// Session is one seat's (or a spectator's) live view of one game. Its
// methods are safe from any goroutine; they never block on the network.
type Session struct {
	c            *Client
	game, token  string
	snap         atomic.Pointer[Snapshot]
	mu           sync.Mutex    // serializes changes of snap
	changed      chan struct{} // closed at every change (see Wait)
	sends        chan sendReq
	results      chan moveResult
	events       chan sockEvent
	ctx          context.Context
	cancel       context.CancelFunc
	done         chan struct{}
	stats        struct{ pushes, duplicates, gaps, fetches, reconnects atomic.Int64 }
	pushedUpTo   int // the last ply a push brought: a push at or below it came twice
	lastActivity time.Time
	expect       int       // a ply our own move reached, not yet seen
	expectBy     time.Time // when to fetch if it is still not seen
	positions    map[string]protoRecover
	connected    bool
	reqSeq       atomic.Uint64
	reqPrefix    string
}

type sendReq struct {
	action, requestID string
	ply               int
}

type moveResult struct {
	req  sendReq
	resp *wire.MoveResponse
	err  error
}

type sockEvent struct {
	gen     int
	replies []protoReply
	err     error
}

// Open starts a session for the seat (or spectator) of token in game. It
// connects in the background; Snapshot tells how far it got.
func (c *Client) Open(game, token string) *Session {
	ctx, cancel := context.WithCancel(context.Background())
	s := &Session{
		c: c, game: game, token: token, ctx: ctx, cancel: cancel,
		changed: make(chan struct{}), sends: make(chan sendReq, 1), results: make(chan moveResult, 1),
		events: make(chan sockEvent, 64), done: make(chan struct{}), positions: map[string]protoRecover{},
		reqPrefix: strconv.FormatUint(rand.Uint64(), 36) + "-",
	}
	s.snap.Store(&Snapshot{Game: game, Seat: rules.NoPlayer, ToMove: rules.NoPlayer, Status: Connecting})
	go s.run()
	return s
}

// Snapshot is the session's state now.
func (s *Session) Snapshot() *Snapshot { return s.snap.Load() }

// Stats are the session's counters now.
func (s *Session) Stats() Stats {
	return Stats{Pushes: s.stats.pushes.Load(), Duplicates: s.stats.duplicates.Load(), Gaps: s.stats.gaps.Load(),
		Fetches: s.stats.fetches.Load(), Reconnects: s.stats.reconnects.Load()}
}

// Wait blocks until the snapshot's generation passes after, or ctx ends
// (for tests and tools; a game loop reads Snapshot each frame instead).
func (s *Session) Wait(ctx context.Context, after uint64) (*Snapshot, error) {
	for {
		s.mu.Lock()
		snap, ch := s.snap.Load(), s.changed
		s.mu.Unlock()
		if snap.Generation > after {
			return snap, nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return snap, ctx.Err()
		}
	}
}

// Send plays action (in the game's notation) for the session's seat at the
// ply of the snapshot now. It returns at once; Snapshot's Sending is true
// until the server answered, and its Err says why if it refused. A move sent
// while another is on its way is refused.
func (s *Session) Send(action string) { s.SendAt(s.Snapshot().Ply, action) }

// SendAt is Send for an action chosen at ply: the game as a snapshot
// showed it. A screen that decided on an older snapshot than the newest
// gets the server's 409 and the game as it is now, rather than its action
// checked against a position it never saw.
func (s *Session) SendAt(ply int, action string) {
	req := sendReq{action: action, ply: ply, requestID: s.reqPrefix + strconv.FormatUint(s.reqSeq.Add(1), 36)}
	select {
	case s.sends <- req:
		s.update(func(n *Snapshot) { n.Sending, n.Err = true, nil })
	default:
		s.update(func(n *Snapshot) { n.Err = &Error{Message: "a move is already on its way; wait for it"} })
	}
}

// Close ends the session and its connection.
func (s *Session) Close() {
	s.cancel()
	<-s.done
}

// update makes the next snapshot from the current one.
func (s *Session) update(f func(*Snapshot)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := *s.snap.Load()
	f(&n)
	n.Generation++
	s.snap.Store(&n)
	close(s.changed)
	s.changed = make(chan struct{})
}

func (s *Session) setErr(err error) {
	var e *Error
	if !errors.As(err, &e) {
		e = &Error{Message: err.Error()}
	}
	s.update(func(n *Snapshot) { n.Err = e })
}

// Timings of the session.
const (
	callTimeout = 15 * time.Second
	idleCheck   = 20 * time.Second // fetch when nothing came for this long
	ownMoveWait = 2 * time.Second  // fetch when our own move's push is this late
	maxBackoff  = 30 * time.Second
)

// run is the session's one goroutine that changes its state.
func (s *Session) run() {
	defer close(s.done)
	defer s.update(func(n *Snapshot) { n.Status = Closed })
	var sock socket
	gen := 0
	backoff := 500 * time.Millisecond
	var redial time.Time
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	defer func() {
		if sock != nil {
			sock.close()
		}
	}()
	for {
		if sock == nil && !time.Now().Before(redial) && s.Snapshot().Status != Revoked {
			var err error
			gen++
			sock, err = s.connect(gen)
			if err != nil {
				sock = nil
				if s.ctx.Err() != nil {
					return
				}
				status := Offline
				if IsStatus(err, 401) || IsStatus(err, 403) || IsStatus(err, 404) {
					status = Revoked
				}
				s.update(func(n *Snapshot) { n.Status = status })
				s.setErr(err)
				redial = time.Now().Add(backoff)
				backoff = min(2*backoff, maxBackoff)
			} else {
				backoff = 500 * time.Millisecond
			}
		}
		select {
		case <-s.ctx.Done():
			return
		case ev := <-s.events:
			if ev.gen != gen || sock == nil {
				continue
			}
			if ev.err != nil {
				sock.close()
				sock = nil
				// Not at once: a server that drops every connection must not
				// get a storm of them.
				redial = time.Now().Add(300 * time.Millisecond)
				if ce := (*closedError)(nil); errors.As(ev.err, &ce) && ce.code >= 3500 && ce.code < 4000 {
					// Told not to come back as it was (a revoked token): the
					// next connect token request says whether it may.
					redial = time.Now().Add(backoff)
				}
				s.update(func(n *Snapshot) { n.Status = Connecting })
				continue
			}
			for _, r := range ev.replies {
				if err := s.reply(sock, r); err != nil {
					sock.close()
					sock = nil
					break
				}
			}
		case req := <-s.sends:
			go s.post(req)
		case r := <-s.results:
			s.moveDone(r)
		case <-tick.C:
			s.periodic()
		}
	}
}

// connect asks a connect token, opens the WebSocket, connects with the
// recovery positions it has, and catches up: from the recovered pushes when
// the server still had them all, else with a fetch.
func (s *Session) connect(gen int) (socket, error) {
	if s.connected {
		s.stats.reconnects.Add(1)
	}
	ctx, cancel := context.WithTimeout(s.ctx, callTimeout)
	defer cancel()
	ct, err := s.c.Connect(ctx, s.game, s.token)
	if err != nil {
		return nil, err
	}
	sock, err := s.c.tr.dial(ctx, s.c.socketURL())
	if err != nil {
		return nil, &Error{Message: "the server cannot be reached: " + err.Error()}
	}
	cmd := protoCommand{ID: 1, Connect: &protoConnect{Token: ct.Token, Name: "kamon"}}
	if len(s.positions) > 0 {
		cmd.Connect.Subs = s.positions
	}
	data, _ := json.Marshal(cmd)
	if err := sock.write(ctx, data); err != nil {
		sock.close()
		return nil, &Error{Message: "the connection failed: " + err.Error()}
	}
	var res *protoConnectResult
	var early []protoReply // pushes that came before the connect reply
	for res == nil {
		msg, err := sock.read(ctx)
		if err != nil {
			sock.close()
			return nil, &Error{Message: "the connection failed: " + err.Error()}
		}
		replies, err := splitReplies(msg)
		if err != nil {
			sock.close()
			return nil, &Error{Message: "the server's message could not be read"}
		}
		for _, r := range replies {
			switch {
			case r.ID == 1 && r.Error != nil:
				sock.close()
				// A refusal of the socket (a node at its limits, a connect token
				// gone stale): not the device token's, which the HTTP call
				// just accepted. Try again later.
				return nil, &Error{Status: 503, Message: "the server refused the connection: " + r.Error.Message}
			case r.ID == 1:
				res = r.Connect
			default:
				early = append(early, r)
			}
		}
	}
	s.connected = true
	fetch := false
	for _, ch := range ct.Channels {
		sr, ok := res.Subs[ch]
		if !ok {
			continue
		}
		_, had := s.positions[ch]
		if had && !sr.Recovered {
			fetch = true // the server no longer has what was missed
		}
		s.positions[ch] = protoRecover{Recover: true, Epoch: sr.Epoch, Offset: sr.Offset}
		for _, p := range sr.Publications {
			s.publication(ch, p)
		}
	}
	for _, r := range early {
		s.reply(sock, r)
	}
	if fetch || s.Snapshot().View == nil {
		if err := s.fetch(); err != nil {
			sock.close()
			return nil, err
		}
	}
	s.update(func(n *Snapshot) { n.Status, n.Err = Live, nil })
	s.lastActivity = time.Now()
	go s.readLoop(sock, gen, time.Duration(res.Ping)*time.Second, res.Pong)
	return sock, nil
}

// readLoop hands the loop what the socket brings, answering pings, until
// it fails or stays silent past the ping interval.
func (s *Session) readLoop(sock socket, gen int, ping time.Duration, pong bool) {
	if ping <= 0 {
		ping = 25 * time.Second
	}
	for {
		ctx, cancel := context.WithTimeout(s.ctx, ping+10*time.Second)
		msg, err := sock.read(ctx)
		cancel()
		var replies []protoReply
		if err == nil {
			replies, err = splitReplies(msg)
		}
		if err == nil && pong && hasPing(replies) {
			err = sock.write(s.ctx, []byte("{}"))
		}
		select {
		case s.events <- sockEvent{gen: gen, replies: replies, err: err}:
		case <-s.ctx.Done():
			return
		}
		if err != nil {
			return
		}
	}
}

// reply handles one reply that came on the socket.
func (s *Session) reply(sock socket, r protoReply) error {
	if r.Push == nil {
		return nil
	}
	if r.Push.Disconnect != nil {
		return errors.New(r.Push.Disconnect.Reason)
	}
	if r.Push.Pub != nil {
		s.publication(r.Push.Channel, *r.Push.Pub)
	}
	return nil
}

// publication applies one publication of a channel.
func (s *Session) publication(ch string, p protoPub) {
	if pos, ok := s.positions[ch]; ok && p.Offset > 0 {
		pos.Offset = p.Offset
		s.positions[ch] = pos
	}
	s.lastActivity = time.Now()
	if !strings.HasPrefix(ch, "inbox:") {
		var push wire.Push
		if json.Unmarshal(p.Data, &push) == nil {
			s.push(&push)
		}
		return
	}
	var n wire.Notice
	if json.Unmarshal(p.Data, &n) == nil && n.Kind == wire.NoticeRematch && n.Game == s.game {
		s.update(func(snap *Snapshot) { snap.Rematch = n.Rematch })
	}
}

// push applies a push in order, ignores an old one and fetches after a gap.
func (s *Session) push(p *wire.Push) {
	cur := s.Snapshot()
	if p.Record == nil { // the seats changed
		if p.Ply == cur.Ply {
			s.update(func(n *Snapshot) {
				n.Seats, n.ToMove, n.Deadline = p.Seats, p.ToMove, fromMS(p.Deadline)
			})
		} else if p.Ply > cur.Ply {
			s.fetchOrErr()
		}
		return
	}
	s.stats.pushes.Add(1)
	if p.Ply <= s.pushedUpTo {
		s.stats.duplicates.Add(1)
		return
	}
	s.pushedUpTo = p.Ply
	switch {
	case p.Ply <= cur.Ply:
		return // a fetch brought it already
	case p.Ply > cur.Ply+1 || cur.View == nil:
		s.stats.gaps.Add(1)
		s.fetchOrErr()
		return
	}
	view, err := cur.Rules.Unmarshal(p.View)
	if err != nil {
		s.setErr(errors.New("the game sent could not be read: " + err.Error()))
		return
	}
	rec, err := decodeRecord(cur.Rules, *p.Record)
	if err != nil {
		s.setErr(err)
		return
	}
	s.update(func(n *Snapshot) {
		n.Ply, n.View, n.ToMove, n.Deadline, n.Outcome = p.Ply, view, p.ToMove, fromMS(p.Deadline), p.Outcome
		n.Records = append(n.Records[:len(n.Records):len(n.Records)], rec)
		if p.Seats != nil {
			n.Seats = p.Seats
		}
	})
	if p.Outcome.Over {
		s.fetchSave()
	}
}

func fromMS(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms)
}

func decodeRecord(g rules.Game, r wire.Record) (Record, error) {
	ev, err := wire.DecodeEvents(g, r.Events)
	if err != nil {
		return Record{}, errors.New("the events sent could not be read: " + err.Error())
	}
	return Record{Ply: r.Ply, Mover: r.Mover, Action: r.Action, Events: ev}, nil
}

func (s *Session) fetchOrErr() {
	if err := s.fetch(); err != nil {
		s.setErr(err)
	}
}

// fetch reads the whole game again and makes it the snapshot.
func (s *Session) fetch() error {
	s.stats.fetches.Add(1)
	ctx, cancel := context.WithTimeout(s.ctx, callTimeout)
	defer cancel()
	gs, err := s.c.Fetch(ctx, s.game, s.token)
	if err != nil {
		return err
	}
	return s.applyState(gs)
}

// applyState makes a fetched game the snapshot.
func (s *Session) applyState(gs *wire.GameState) error {
	g, err := rules.Lookup(gs.GameKind)
	if err != nil {
		return &Error{Message: "this game is not in this build of Kamon: " + gs.GameKind}
	}
	view, err := g.Unmarshal(gs.View)
	if err != nil {
		return &Error{Message: "the game sent could not be read: " + err.Error()}
	}
	recs := make([]Record, len(gs.Records))
	for i, r := range gs.Records {
		if recs[i], err = decodeRecord(g, r); err != nil {
			return err
		}
	}
	s.update(func(n *Snapshot) {
		n.Rules, n.Seat, n.Seats, n.Config, n.Clock = g, gs.Seat, gs.Seats, gs.Config, gs.Clock
		n.Ply, n.ToMove, n.Deadline, n.View, n.Records, n.Outcome = gs.Ply, gs.ToMove, fromMS(gs.Deadline), view, recs, gs.Outcome
		if gs.Rematch != "" {
			n.Rematch = gs.Rematch
		}
	})
	if gs.Outcome.Over && s.Snapshot().Save == nil {
		s.fetchSave()
	}
	return nil
}

// fetchSave reads the released save of a finished game.
func (s *Session) fetchSave() {
	ctx, cancel := context.WithTimeout(s.ctx, callTimeout)
	defer cancel()
	data, err := s.c.Save(ctx, s.game, s.token)
	if err != nil {
		s.setErr(err)
		return
	}
	s.update(func(n *Snapshot) { n.Save = data })
}

// post sends a move, retrying with the same request id while the server
// cannot be reached (the server commits it once however often it comes).
func (s *Session) post(req sendReq) {
	var resp *wire.MoveResponse
	var err error
	for try := 0; try < 5; try++ {
		ctx, cancel := context.WithTimeout(s.ctx, callTimeout)
		resp, err = s.c.Move(ctx, s.game, s.token, wire.MoveRequest{Ply: req.ply, Action: req.action, RequestID: req.requestID})
		cancel()
		var e *Error
		if err == nil || !errors.As(err, &e) || !e.Offline() || s.ctx.Err() != nil {
			break
		}
		select {
		case <-time.After(time.Duration(try+1) * 300 * time.Millisecond):
		case <-s.ctx.Done():
		}
	}
	select {
	case s.results <- moveResult{req: req, resp: resp, err: err}:
	case <-s.ctx.Done():
	}
}

// moveDone takes the server's answer to a move.
func (s *Session) moveDone(r moveResult) {
	var e *Error
	switch {
	case r.err == nil:
		s.update(func(n *Snapshot) { n.Sending, n.Err = false, nil })
		if s.Snapshot().Ply < r.resp.Ply {
			s.expect, s.expectBy = r.resp.Ply, time.Now().Add(ownMoveWait)
		}
	case errors.As(r.err, &e) && e.State != nil:
		s.applyState(e.State)
		s.update(func(n *Snapshot) { n.Sending, n.Err = false, e })
	default:
		if !errors.As(r.err, &e) {
			e = &Error{Message: r.err.Error()}
		}
		s.update(func(n *Snapshot) { n.Sending, n.Err = false, e })
	}
}

// periodic fetches when our own move's push is late, or when nothing came
// for a while in a game still going (a push lost with a replica).
func (s *Session) periodic() {
	cur := s.Snapshot()
	if cur.Status != Live {
		return
	}
	late := s.expect > cur.Ply && time.Now().After(s.expectBy)
	idle := !cur.Outcome.Over && time.Since(s.lastActivity) > idleCheck
	if late || idle {
		s.lastActivity = time.Now()
		s.expect = 0
		s.fetchOrErr()
	}
}

// TakeBack asks, in the background, to give the session's seat back to its
// person after a bot stood in for it (its clock ran out). The seats in the
// snapshot change when the server says so; Err tells a refusal.
func (s *Session) TakeBack() {
	go func() {
		ctx, cancel := context.WithTimeout(s.ctx, callTimeout)
		defer cancel()
		gs, err := s.c.TakeBack(ctx, s.game, s.token)
		if err != nil {
			if s.ctx.Err() == nil {
				s.setErr(err)
			}
			return
		}
		s.update(func(n *Snapshot) {
			if gs.Ply == n.Ply {
				n.Seats = gs.Seats
			}
		})
	}()
}

// Rematch asks, in the background, for the finished game's rematch: the
// same seats and people, a new deal. Snapshot's Rematch names it once it
// exists (whoever asked first); open it with the same token.
func (s *Session) Rematch() {
	go func() {
		ctx, cancel := context.WithTimeout(s.ctx, callTimeout)
		defer cancel()
		r, err := s.c.Rematch(ctx, s.game, s.token)
		if err != nil {
			if s.ctx.Err() == nil {
				s.setErr(err)
			}
			return
		}
		s.update(func(n *Snapshot) { n.Rematch = r.Game })
	}()
}
