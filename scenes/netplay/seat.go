// Package netplay shows online games on the app's tables: one seat of a
// game kept on a server (a kamon/online Session) as a table.Play, so that
// an online game runs on the same table Core, with the same animations and
// sounds, as a match on this device; and the device's book of the games it
// takes part in (book.go).
//
// The server is authoritative: a person's move goes to it as notation, and
// the table shows it when the server's push comes back. Nothing here holds
// more than the seat may know: the session gets View(seat) and the events
// as the seat reads them, never the seed.
package netplay

import (
	"errors"

	"kamon/game"
	"kamon/i18n"
	"kamon/online"
	"kamon/online/wire"
	"kamon/rules"
	"kamon/scenes/table"
)

// Seat is one seat of an online game (or a spectator's place) as a table
// plays it. The table reads it once per frame: Generation takes the
// session's newest snapshot, which the other methods then read, so that a
// frame sees one moment of the game.
type Seat struct {
	s    *online.Session
	snap *online.Snapshot

	seats []game.Seat
	hist  []game.Record
	log   []game.LogEntry
}

// NewSeat is the table's view of session s.
func NewSeat(s *online.Session) *Seat {
	p := &Seat{s: s}
	p.take(s.Snapshot())
	return p
}

// Session is the seat's session.
func (p *Seat) Session() *online.Session { return p.s }

// Snapshot is the moment of the game the table reads now.
func (p *Seat) Snapshot() *online.Snapshot { return p.snap }

// Generation takes the session's newest snapshot and tells its generation:
// it changes with every push, every move sent and every change of the
// connection.
func (p *Seat) Generation() int {
	if snap := p.s.Snapshot(); snap != p.snap {
		p.take(snap)
	}
	return int(p.snap.Generation)
}

// take reads snap's seats and records as the table reads a match's.
func (p *Seat) take(snap *online.Snapshot) {
	p.snap = snap
	p.seats = p.seats[:0]
	for _, s := range snap.Seats {
		seat := game.Seat{Name: s.Name, Bot: s.Bot}
		if s.StandIn && seat.Bot == "" {
			seat.Bot = "normal" // a bot stands in: its turn reads as a bot's
		}
		p.seats = append(p.seats, seat)
	}
	p.hist, p.log = p.hist[:0], p.log[:0]
	for _, r := range snap.Records {
		p.hist = append(p.hist, game.Record{Player: r.Mover, Action: r.Action, Events: r.Events})
		for _, e := range r.Events {
			p.log = append(p.log, game.LogEntry{Ply: r.Ply, Mover: r.Mover, Event: e})
		}
	}
}

// What the table draws from (table.Source).

func (p *Seat) Rules() rules.Game      { return p.snap.Rules }
func (p *Seat) Players() []game.Seat   { return p.seats }
func (p *Seat) Config() rules.Config   { return p.snap.Config }
func (p *Seat) ToMove() rules.Player   { return p.snap.ToMove }
func (p *Seat) Outcome() rules.Outcome { return p.snap.Outcome }
func (p *Seat) History() []game.Record { return p.hist }
func (p *Seat) Log() []game.LogEntry   { return p.log }
func (p *Seat) Match() *game.Match     { return nil }
func (p *Seat) View(rules.Player) rules.State {
	if p.snap.View == nil {
		return nil
	}
	return p.snap.View
}

// Eyes: the screen is this seat's for good (a spectator's: the public's),
// with no curtain: nobody else looks at this device.
func (p *Seat) Eyes(rules.Player) (rules.Player, bool) { return p.snap.Seat, false }

// SecretsShown: the seat's own cards show on its own device.
func (p *Seat) SecretsShown(viewer rules.Player) bool {
	return viewer != rules.NoPlayer && viewer == p.snap.Seat
}

// Person reports that p is this device's seat, its person playing it (not
// a bot standing in since their time ran out) and no move of theirs on its
// way.
func (p *Seat) Person(s rules.Player) bool {
	return s != rules.NoPlayer && s == p.snap.Seat && int(s) < len(p.snap.Seats) &&
		!p.snap.Seats[s].StandIn && !p.snap.Sending
}

// Prepare readies a, one of the seat's legal actions, to be sent in the
// game's notation. Nothing online can be taken back, and nothing waits for
// grace: the move is the person's as soon as they make it.
func (p *Seat) Prepare(a rules.Action) (table.Move, error) {
	if p.snap.View == nil {
		return nil, errNotYet
	}
	return move{p, p.snap.Ply, p.snap.View.FormatAction(a)}, nil
}

var errNotYet = errors.New("the game has not reached this device yet")

type move struct {
	p        *Seat
	ply      int // of the view the table decided on
	notation string
}

func (m move) Hold() bool { return false }
func (m move) Commit() error {
	if m.p.s.Snapshot().Sending {
		return errors.New(i18n.T("online.sending"))
	}
	m.p.s.SendAt(m.ply, m.notation)
	return nil
}

// mine is this device's seat, when it plays one.
func (p *Seat) mine() (wire.SeatInfo, bool) {
	s := p.snap.Seat
	if s == rules.NoPlayer || int(s) >= len(p.snap.Seats) {
		return wire.SeatInfo{}, false
	}
	return p.snap.Seats[s], true
}

// Offer gives the seat back to its person when a bot plays it since
// their clock ran out.
func (p *Seat) Offer() (string, func()) {
	if me, ok := p.mine(); ok && me.StandIn {
		return i18n.T("online.take_back"), p.s.TakeBack
	}
	return "", nil
}

// Trouble is what the people at the table should be told of the
// connection, in a sentence: the server out of reach, the seat's link
// revoked, a refusal.
func (p *Seat) Trouble() string {
	switch p.snap.Status {
	case online.Offline:
		return i18n.T("online.offline")
	case online.Revoked:
		return i18n.T("online.revoked")
	}
	if err := p.snap.Err; err != nil {
		return i18n.T("online.refused", err.Message)
	}
	if me, ok := p.mine(); ok && me.StandIn {
		return i18n.T("online.stand_in")
	}
	return ""
}

// Waiting is what the screen waits for before it can show the game, ""
// once it can.
func (p *Seat) Waiting() string {
	if p.snap.View == nil {
		if t := p.Trouble(); t != "" {
			return t
		}
		return i18n.T("online.connecting")
	}
	return ""
}

// Save is the finished game in Kamon's save format, nil until the server
// has released it (its config with the seed, and every action).
func (p *Seat) Save() []byte { return p.snap.Save }
