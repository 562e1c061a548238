package store

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"kamon/rules"
)

// Game is one row of kamon_games.
type Game struct {
	ID        string
	Kind      string
	Config    rules.Config // with the seed
	ClockKind string
	ClockMS   int64
	Ply       int
	State     []byte // the whole state after Ply actions
	ToMove    rules.Player
	Over      bool
	Outcome   rules.Outcome
	Deadline  time.Time // zero: none
	HostHash  []byte
	Rematch   string
	Updated   time.Time
}

// Seat is one row of kamon_seats.
type Seat struct {
	Seat    int
	Player  string
	Name    string
	Bot     string
	StandIn bool
	Joined  bool
}

// Invite is a link's hashed secret for a seat (-1: spectators).
type Invite struct {
	Hash []byte
	Seat int
}

// Action is one row of the transcript.
type Action struct {
	Game      string
	Ply       int
	Mover     rules.Player
	Notation  string
	Events    [][]byte // [viewer+1], 0 the spectators
	RequestID string
}

// InsertGame writes a new game, its players, seats and invites.
func InsertGame(ctx context.Context, q Querier, g *Game, seats []Seat, invites []Invite) error {
	cfg, err := json.Marshal(g.Config)
	if err != nil {
		return err
	}
	out, _ := json.Marshal(g.Outcome)
	if _, err := q.Exec(ctx, `INSERT INTO kamon_games (id, kind, config, clock_kind, clock_ms, ply, state, to_move, over, outcome, deadline, host_hash)
		VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8, $9, $10, $11)`,
		g.ID, g.Kind, cfg, g.ClockKind, g.ClockMS, g.State, int(g.ToMove), g.Over, out, nullTime(g.Deadline), g.HostHash); err != nil {
		return err
	}
	for _, s := range seats {
		if _, err := q.Exec(ctx, "INSERT INTO kamon_players (id) VALUES ($1) ON CONFLICT DO NOTHING", s.Player); err != nil {
			return err
		}
		if _, err := q.Exec(ctx, "INSERT INTO kamon_seats (game_id, seat, player_id, name, bot, joined) VALUES ($1, $2, $3, $4, $5, $6)",
			g.ID, s.Seat, s.Player, s.Name, s.Bot, s.Joined); err != nil {
			return err
		}
	}
	for _, in := range invites {
		if _, err := q.Exec(ctx, "INSERT INTO kamon_invites (hash, game_id, seat) VALUES ($1, $2, $3)", in.Hash, g.ID, in.Seat); err != nil {
			return err
		}
	}
	return nil
}

const gameColumns = "id, kind, config, clock_kind, clock_ms, ply, to_move, over, outcome, deadline, host_hash, coalesce(rematch, ''), updated_at"

func scanGame(row pgx.Row, g *Game, extra ...any) error {
	var cfg, out []byte
	var deadline *time.Time
	var to int
	dst := append([]any{&g.ID, &g.Kind, &cfg, &g.ClockKind, &g.ClockMS, &g.Ply, &to, &g.Over, &out, &deadline, &g.HostHash, &g.Rematch, &g.Updated}, extra...)
	if err := row.Scan(dst...); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return ErrNotFound
		}
		return err
	}
	g.ToMove = rules.Player(to)
	if deadline != nil {
		g.Deadline = *deadline
	}
	if err := json.Unmarshal(cfg, &g.Config); err != nil {
		return err
	}
	return json.Unmarshal(out, &g.Outcome)
}

// LoadGame reads a game; withState also reads its state snapshot.
func LoadGame(ctx context.Context, q Querier, id string, withState bool) (*Game, error) {
	g := &Game{}
	if !withState {
		return g, scanGame(q.QueryRow(ctx, "SELECT "+gameColumns+" FROM kamon_games WHERE id = $1", id), g)
	}
	return g, scanGame(q.QueryRow(ctx, "SELECT "+gameColumns+", state FROM kamon_games WHERE id = $1", id), g, &g.State)
}

// Ply reads a game's ply alone.
func Ply(ctx context.Context, q Querier, id string) (int, error) {
	var ply int
	err := q.QueryRow(ctx, "SELECT ply FROM kamon_games WHERE id = $1", id).Scan(&ply)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, ErrNotFound
	}
	return ply, err
}

// Next is a game's new position after one action.
type Next struct {
	State    []byte
	ToMove   rules.Player
	Over     bool
	Outcome  rules.Outcome
	Deadline time.Time
}

// Batcher is a pool or a transaction.
type Batcher interface {
	SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults
}

// Errors of Play.
var (
	ErrStale         = errors.New("the game has moved on")
	ErrRequestIDUsed = errors.New("the request id was used before")
)

// Play commits one action, in one round trip: the game moves from a.Ply-1
// to a.Ply only if it is still at a.Ply-1 (the optimistic lock every action
// takes; the deadline is kept only if the next mover is no stand-in), and
// the action joins the transcript. It reports whether the next mover's seat
// is played by a stand-in bot. ErrStale: another action came first;
// ErrRequestIDUsed: the request id belongs to an earlier action. Either
// leaves the transaction failed: roll it back.
//
// q may be a transaction, or the pool when nothing else must commit with
// the action: a batch is one implicit transaction, all or nothing.
func Play(ctx context.Context, q Batcher, a *Action, n Next) (standIn bool, err error) {
	out, _ := json.Marshal(n.Outcome)
	b := &pgx.Batch{}
	b.Queue(`UPDATE kamon_games SET ply = ply + 1, state = $3, to_move = $4, over = $5, outcome = $6, updated_at = now(),
			deadline = CASE WHEN coalesce((SELECT stand_in FROM kamon_seats WHERE game_id = $1 AND seat = $4), false) THEN NULL ELSE $7::timestamptz END
		WHERE id = $1 AND ply = $2
		RETURNING coalesce((SELECT stand_in FROM kamon_seats WHERE game_id = $1 AND seat = $4), false)`,
		a.Game, a.Ply-1, n.State, int(n.ToMove), n.Over, out, nullTime(n.Deadline))
	// If the update found the game moved on, the action at a.Ply exists
	// already and this insert fails on the primary key.
	b.Queue("INSERT INTO kamon_actions (game_id, ply, mover, notation, events, request_id) VALUES ($1, $2, $3, $4, $5, $6)",
		a.Game, a.Ply, int(a.Mover), a.Notation, a.Events, a.RequestID)
	res := q.SendBatch(ctx, b)
	defer res.Close()
	err = res.QueryRow().Scan(&standIn)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, ErrStale
	}
	if err != nil {
		return false, err
	}
	if _, err := res.Exec(); err != nil {
		var pe *pgconn.PgError
		if errors.As(err, &pe) && pe.Code == "23505" && pe.ConstraintName == "kamon_actions_pkey" {
			return false, ErrStale
		}
		if errors.As(err, &pe) && pe.Code == "23505" {
			return false, ErrRequestIDUsed
		}
		return false, err
	}
	return standIn, nil
}

// ConnLost reports an error of a connection PostgreSQL closed or that
// broke before its statement ran (a restart, an administrator's
// command): a fresh connection may run the statement again.
func ConnLost(err error) bool {
	if err == nil {
		return false
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return strings.HasPrefix(pe.Code, "57P") // operator intervention: shut down, terminated
	}
	return pgconn.SafeToRetry(err)
}

// SetDeadline sets when the mover's time runs out at ply, if the game is
// still there.
func SetDeadline(ctx context.Context, q Querier, id string, ply int, at time.Time) error {
	_, err := q.Exec(ctx, "UPDATE kamon_games SET deadline = $3 WHERE id = $1 AND ply = $2", id, ply, nullTime(at))
	return err
}

// Seats reads a game's seats in order.
func Seats(ctx context.Context, q Querier, game string) ([]Seat, error) {
	rows, err := q.Query(ctx, "SELECT seat, player_id, name, bot, stand_in, joined FROM kamon_seats WHERE game_id = $1 ORDER BY seat", game)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Seat, error) {
		var s Seat
		err := r.Scan(&s.Seat, &s.Player, &s.Name, &s.Bot, &s.StandIn, &s.Joined)
		return s, err
	})
}

// SetStandIn hands a person's seat to a bot (on) or back (off); it reports
// whether it changed anything.
func SetStandIn(ctx context.Context, q Querier, game string, seat int, on bool) (bool, error) {
	tag, err := q.Exec(ctx, "UPDATE kamon_seats SET stand_in = $3 WHERE game_id = $1 AND seat = $2 AND bot = '' AND stand_in <> $3", game, seat, on)
	return err == nil && tag.RowsAffected() == 1, err
}

func scanAction(r pgx.Row, a *Action) error {
	var mover int
	err := r.Scan(&a.Game, &a.Ply, &mover, &a.Notation, &a.Events, &a.RequestID)
	a.Mover = rules.Player(mover)
	if errors.Is(err, pgx.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

const actionColumns = "game_id, ply, mover, notation, events, request_id"

// ActionByRequest finds the action a request id committed.
func ActionByRequest(ctx context.Context, q Querier, game, requestID string) (*Action, error) {
	a := &Action{}
	return a, scanAction(q.QueryRow(ctx, "SELECT "+actionColumns+" FROM kamon_actions WHERE game_id = $1 AND request_id = $2", game, requestID), a)
}

// Actions reads the transcript from ply from (1 is the first action).
func Actions(ctx context.Context, q Querier, game string, from int) ([]Action, error) {
	rows, err := q.Query(ctx, "SELECT "+actionColumns+" FROM kamon_actions WHERE game_id = $1 AND ply >= $2 ORDER BY ply", game, from)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Action, error) {
		var a Action
		err := scanAction(r, &a)
		return a, err
	})
}

// SetRematch records game's rematch unless it has one; it reports whether
// this call set it.
func SetRematch(ctx context.Context, q Querier, game, rematch string) (bool, error) {
	tag, err := q.Exec(ctx, "UPDATE kamon_games SET rematch = $2 WHERE id = $1 AND rematch IS NULL", game, rematch)
	return err == nil && tag.RowsAffected() == 1, err
}
