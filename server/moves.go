package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"

	"kamon/online/wire"
	"kamon/rules"
	"kamon/server/play"
	"kamon/server/store"
)

// apiError is a refusal with its HTTP status and a sentence for the client.
type apiError struct {
	status   int
	msg      string
	conflict *wire.GameState // the fresh state, for a 409 on a stale ply
}

func (e *apiError) Error() string { return e.msg }

func refuse(status int, format string, args ...any) *apiError {
	return &apiError{status: status, msg: fmt.Sprintf(format, args...)}
}

var errNoGame = refuse(http.StatusNotFound, "there is no such game")

// gameMeta is what never changes in a game: read once per replica.
type gameMeta struct {
	rules   rules.Game
	clock   wire.Clock
	players []string // by seat
	bots    []string // by seat: "" a person
}

func (m *gameMeta) human(p rules.Player) bool {
	return p >= 0 && int(p) < len(m.bots) && m.bots[p] == ""
}

// meta reads (or recalls) a game's gameMeta.
func (s *Server) meta(ctx context.Context, q store.Querier, id string, g *store.Game) (*gameMeta, error) {
	if m := s.cache.meta(id); m != nil {
		return m, nil
	}
	if g == nil {
		var err error
		if g, err = store.LoadGame(ctx, q, id, false); err != nil {
			return nil, err
		}
	}
	rg, err := rules.Lookup(g.Kind)
	if err != nil {
		return nil, err
	}
	seats, err := store.Seats(ctx, q, id)
	if err != nil {
		return nil, err
	}
	m := &gameMeta{rules: rg, clock: wire.Clock{Kind: g.ClockKind, PerMove: g.ClockMS}}
	for _, st := range seats {
		m.players = append(m.players, st.Player)
		m.bots = append(m.bots, st.Bot)
	}
	s.cache.putMeta(id, m)
	return m, nil
}

// stateAt is game id's state if it is at ply now, from the cache when it
// holds that ply; else nil (the caller's ply is stale).
func (s *Server) stateAt(ctx context.Context, id string, ply int) (rules.State, *gameMeta, error) {
	if st := s.cache.get(id, ply); st != nil {
		m, err := s.meta(ctx, s.db.Pool, id, nil)
		return st, m, err
	}
	st, g, m, err := s.current(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	if g.Ply != ply {
		return nil, m, nil
	}
	return st, m, nil
}

// current reads a game's row and its state now.
func (s *Server) current(ctx context.Context, id string) (rules.State, *store.Game, *gameMeta, error) {
	g, err := store.LoadGame(ctx, s.db.Pool, id, false)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil, nil, errNoGame
	}
	if err != nil {
		return nil, nil, nil, err
	}
	m, err := s.meta(ctx, s.db.Pool, id, g)
	if err != nil {
		return nil, nil, nil, err
	}
	if st := s.cache.get(id, g.Ply); st != nil {
		return st, g, m, nil
	}
	var data []byte
	err = s.db.Pool.QueryRow(ctx, "SELECT state, ply FROM kamon_games WHERE id = $1", id).Scan(&data, &g.Ply)
	if err != nil {
		return nil, nil, nil, err
	}
	st, err := m.rules.Unmarshal(data)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("game %s: stored state: %w", id, err)
	}
	s.cache.put(id, g.Ply, st)
	return st, g, m, nil
}

// move plays seat's action req in game id.
func (s *Server) move(ctx context.Context, id string, seat rules.Player, req wire.MoveRequest) (*wire.MoveResponse, error) {
	st, m, err := s.stateAt(ctx, id, req.Ply)
	if err != nil {
		return nil, err
	}
	if st == nil {
		return s.stale(ctx, id, seat, req)
	}
	a, err := play.Check(st, seat, req.Action)
	if err != nil {
		return nil, refuse(http.StatusUnprocessableEntity, "%s", err.Error())
	}
	return s.commit(ctx, id, m, req.Ply, st, a, req.RequestID)
}

// errReplayed is a request id used before for another action.
var errReplayed = refuse(http.StatusConflict, "this request id was used for another action")

// stale answers a move at a ply the game has left: the same answer as
// before if it is a retry of a move that committed, else a 409 with the
// game as the seat sees it now.
func (s *Server) stale(ctx context.Context, id string, seat rules.Player, req wire.MoveRequest) (*wire.MoveResponse, error) {
	a, err := store.ActionByRequest(ctx, s.db.Pool, id, req.RequestID)
	switch {
	case err == nil && a.Mover == seat && a.Ply == req.Ply+1:
		m, err := s.meta(ctx, s.db.Pool, id, nil)
		if err != nil {
			return nil, err
		}
		return &wire.MoveResponse{Record: recordFor(m.rules, a, seat), Ply: a.Ply}, nil
	case err == nil:
		return nil, errReplayed
	case !errors.Is(err, store.ErrNotFound):
		return nil, err
	}
	gs, err := s.gameState(ctx, id, seat)
	if err != nil {
		return nil, err
	}
	return nil, &apiError{status: http.StatusConflict, msg: fmt.Sprintf("the game has moved on (ply %d, not %d)", gs.Ply, req.Ply), conflict: gs}
}

// commit plays a (checked against st's Legal) at ply and commits it with
// its follow-up jobs, then pushes it. A lost race answers like stale.
func (s *Server) commit(ctx context.Context, id string, m *gameMeta, ply int, st rules.State, a rules.Action, requestID string) (*wire.MoveResponse, error) {
	mover := st.ToMove()
	step, err := play.Apply(m.rules, st, a)
	if err != nil {
		return nil, err
	}
	next, out := step.Next.ToMove(), step.Next.Outcome()
	var deadline time.Time
	if !out.Over && m.human(next) && m.clock.PerMove > 0 {
		deadline = time.Now().Add(time.Duration(m.clock.PerMove) * time.Millisecond).Truncate(time.Millisecond)
	}
	action := &store.Action{Game: id, Ply: ply + 1, Mover: mover, Notation: step.Notation, Events: step.Events, RequestID: requestID}
	pos := store.Next{State: step.Snapshot, ToMove: next, Over: out.Over, Outcome: out, Deadline: deadline}
	commit := func() error {
		if !out.Over && m.human(next) && m.clock.PerMove == 0 {
			// Nothing can follow: no bot to move, no clock (so no stand-in,
			// which only a clock running out makes), no notice. The action
			// commits in one round trip, as one implicit transaction.
			_, err := store.Play(ctx, s.db.Pool, action, pos)
			return err
		}
		return s.db.Tx(ctx, func(tx pgx.Tx) error {
			standIn, err := store.Play(ctx, tx, action, pos)
			if err != nil {
				return err
			}
			if standIn {
				deadline = time.Time{}
			}
			return s.followUps(ctx, tx, id, m, ply+1, mover, next, out, standIn, deadline)
		})
	}
	err = commit()
	if store.ConnLost(err) {
		// PostgreSQL restarted under the pool: its connections are gone,
		// and the action never committed. Fresh ones take it again (were it
		// committed after all, its request id answers as a replay).
		s.db.Pool.Reset()
		err = commit()
	}
	switch {
	case errors.Is(err, store.ErrStale):
		return s.stale(ctx, id, mover, wire.MoveRequest{Ply: ply, RequestID: requestID})
	case errors.Is(err, store.ErrRequestIDUsed):
		return nil, errReplayed
	case err != nil:
		return nil, err
	}
	s.cache.put(id, ply+1, step.Next)
	s.publishStep(id, m, ply+1, step, deadline)
	rec := wire.Record{Ply: ply + 1, Mover: mover, Action: step.Notation, Events: step.Events[mover+1]}
	return &wire.MoveResponse{Record: rec, Ply: ply + 1}, nil
}

// followUps queues, in the move's transaction, what the new position asks
// for: a bot's reply, the next mover's deadline, notices.
func (s *Server) followUps(ctx context.Context, tx pgx.Tx, id string, m *gameMeta, ply int, mover, next rules.Player, out rules.Outcome, standIn bool, deadline time.Time) error {
	if out.Over {
		for p, player := range m.players {
			if m.bots[p] == "" {
				if err := s.queue.Notify(ctx, tx, player, wire.Notice{Kind: wire.NoticeOver, Game: id, Ply: ply}); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if !m.human(next) || standIn {
		return s.queue.BotMove(ctx, tx, id, ply)
	}
	if !deadline.IsZero() {
		if err := s.queue.Deadline(ctx, tx, id, ply, deadline); err != nil {
			return err
		}
	}
	// Someone else's turn in a game played a move a day: tell their inbox,
	// which "my games" listens to. In other games the person is at the
	// table, and the seat's channel says it already.
	if next != mover && m.clock.Kind == "days" {
		return s.queue.Notify(ctx, tx, m.players[next], wire.Notice{Kind: wire.NoticeTurn, Game: id, Ply: ply})
	}
	return nil
}

// publishStep pushes the action at ply to every viewer's channel (not to
// bots' seats, which nobody watches).
func (s *Server) publishStep(id string, m *gameMeta, ply int, step *play.Step, deadline time.Time) {
	out, _ := json.Marshal(step.Next.Outcome())
	for _, p := range play.Viewers(len(m.players)) {
		if p >= 0 && !m.human(p) {
			continue
		}
		data := encodePush(id, ply, step.Mover, play.Notation(m.rules, step.Mover, p, step.Notation), step.Events[p+1],
			step.Next.ToMove(), unixMS(deadline), step.Views[p+1], out)
		// No idempotency key: nothing publishes a move twice, and the
		// broker would keep every key for minutes.
		if err := s.hub.Publish(wire.SeatChannel(id, p), data, ""); err != nil {
			// The client sees the gap at the next push, or on its periodic
			// check, and refetches.
			s.log.Warn("push", "game", id, "ply", ply, "err", err)
		}
	}
}

// encodePush writes a wire.Push of an action as json.Marshal would, but
// copies the view and the events, JSON already, as they are: re-reading
// them (json.Marshal checks every json.RawMessage) was a tenth of a move's
// work.
func encodePush(id string, ply int, mover rules.Player, notation string, events []byte, toMove rules.Player, deadline int64, view, outcome []byte) []byte {
	q := func(s string) []byte { b, _ := json.Marshal(s); return b }
	b := make([]byte, 0, len(view)+len(events)+len(outcome)+192)
	b = append(b, `{"game_id":`...)
	b = append(b, q(id)...)
	b = append(b, `,"ply":`...)
	b = strconv.AppendInt(b, int64(ply), 10)
	b = append(b, `,"record":{"ply":`...)
	b = strconv.AppendInt(b, int64(ply), 10)
	b = append(b, `,"mover":`...)
	b = strconv.AppendInt(b, int64(mover), 10)
	if notation != "" {
		b = append(b, `,"action":`...)
		b = append(b, q(notation)...)
	}
	b = append(b, `,"events":`...)
	b = append(b, events...)
	b = append(b, `},"to_move":`...)
	b = strconv.AppendInt(b, int64(toMove), 10)
	if deadline != 0 {
		b = append(b, `,"deadline_ms":`...)
		b = strconv.AppendInt(b, deadline, 10)
	}
	b = append(b, `,"view":`...)
	b = append(b, view...)
	b = append(b, `,"outcome":`...)
	b = append(b, outcome...)
	return append(b, '}')
}

// publishSeats tells every viewer of a game that its seats changed (a name,
// a stand-in), at the game's current ply.
func (s *Server) publishSeats(ctx context.Context, id string) {
	g, err := store.LoadGame(ctx, s.db.Pool, id, false)
	if err != nil {
		return
	}
	seats, err := store.Seats(ctx, s.db.Pool, id)
	if err != nil {
		return
	}
	info := seatInfos(seats)
	for _, p := range play.Viewers(len(seats)) {
		data, _ := json.Marshal(wire.Push{Game: id, Ply: g.Ply, Seats: info, ToMove: g.ToMove, Deadline: unixMS(g.Deadline), Outcome: g.Outcome})
		if err := s.hub.Publish(wire.SeatChannel(id, p), data, ""); err != nil {
			s.log.Warn("push seats", "game", id, "err", err)
		}
	}
}

func seatInfos(seats []store.Seat) []wire.SeatInfo {
	out := make([]wire.SeatInfo, len(seats))
	for i, st := range seats {
		out[i] = wire.SeatInfo{Name: st.Name, Bot: st.Bot, StandIn: st.StandIn, Joined: st.Joined}
	}
	return out
}

// recordFor is a transcript row as viewer may know it.
func recordFor(g rules.Game, a *store.Action, viewer rules.Player) wire.Record {
	r := wire.Record{Ply: a.Ply, Mover: a.Mover, Action: play.Notation(g, a.Mover, viewer, a.Notation)}
	if i := int(viewer) + 1; i >= 0 && i < len(a.Events) {
		r.Events = a.Events[i]
	}
	return r
}

func unixMS(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

// gameState is the whole game as viewer may know it now.
func (s *Server) gameState(ctx context.Context, id string, viewer rules.Player) (*wire.GameState, error) {
	st, g, m, err := s.current(ctx, id)
	if err != nil {
		return nil, err
	}
	seats, err := store.Seats(ctx, s.db.Pool, id)
	if err != nil {
		return nil, err
	}
	actions, err := store.Actions(ctx, s.db.Pool, id, 1)
	if err != nil {
		return nil, err
	}
	// The state read may be older than the transcript read after it: cut
	// the transcript to it, so that both tell the same ply.
	if len(actions) > g.Ply {
		actions = actions[:g.Ply]
	}
	view, err := play.View(st, viewer)
	if err != nil {
		return nil, err
	}
	gs := &wire.GameState{
		Game: id, GameKind: g.Kind, Seat: viewer, Seats: seatInfos(seats), Config: play.PublicConfig(g.Config),
		Clock: m.clock, Ply: g.Ply, ToMove: st.ToMove(), Deadline: unixMS(g.Deadline), View: view,
		Records: make([]wire.Record, len(actions)), Outcome: st.Outcome(), Rematch: g.Rematch,
	}
	for i := range actions {
		gs.Records[i] = recordFor(m.rules, &actions[i], viewer)
	}
	return gs, nil
}
