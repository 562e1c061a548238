package server

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"hash/fnv"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"

	"kamon/game/bot"
	"kamon/online/wire"
	"kamon/rules"
	"kamon/server/store"
)

// standInLevel is the bot that plays a person's seat whose clock ran out.
const standInLevel = "normal"

// BotMove plays a bot's turn at ply (a jobs.Handler). Its pacing hides what
// the bot holds: every bot answer is committed BotDelay after the job was
// queued (with the move before it), however long the bot thought and
// however many choices it had. A seat that may answer a hidden reaction
// (Le Dernier Peuple's Defense, Gosu X's Willpower) answers as fast holding
// the card as not, so the timing tells nothing.
func (s *Server) BotMove(ctx context.Context, id string, ply int, queued time.Time) error {
	st, m, err := s.stateAt(ctx, id, ply)
	if err != nil || st == nil || st.Outcome().Over {
		return ignoreGone(err)
	}
	seat := st.ToMove()
	level, err := s.botOf(ctx, id, m, seat)
	if err != nil || level == "" {
		return err
	}
	b, err := bot.NewLimited(m.rules.ID, level, botSeed(st, ply), bot.Limits{Time: s.cfg.BotThink})
	if err != nil {
		return err
	}
	a := bot.Decide(b, st.View(seat), seat)
	// st is shared with the cache, and Legal may use the state's scratch
	// space: ask a copy.
	if !rules.IsLegal(st.Clone(), a) {
		return errors.New("the bot chose an illegal action")
	}
	if wait := time.Until(queued.Add(s.cfg.BotDelay)); wait > 0 {
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	// A person who took their seat back meanwhile plays it themselves.
	if level, err = s.botOf(ctx, id, m, seat); err != nil || level == "" {
		return err
	}
	_, err = s.commit(ctx, id, m, ply, st, a, "bot:"+itoa(ply))
	var ae *apiError
	if errors.As(err, &ae) && ae.status == 409 {
		return nil // the game moved on: nothing to do
	}
	return err
}

// botOf is the bot level playing seat now: its own, the stand-in's, or ""
// for a person.
func (s *Server) botOf(ctx context.Context, id string, m *gameMeta, seat rules.Player) (string, error) {
	if !m.human(seat) {
		return m.bots[seat], nil
	}
	var standIn bool
	if err := s.db.Pool.QueryRow(ctx, "SELECT stand_in FROM kamon_seats WHERE game_id = $1 AND seat = $2", id, int(seat)).Scan(&standIn); err != nil {
		return "", err
	}
	if standIn {
		return standInLevel, nil
	}
	return "", nil
}

// botSeed is a bot's own seed for one decision, from the game's state (its
// seed included, which the bot never sees) and the ply.
func botSeed(st rules.State, ply int) uint64 {
	h := fnv.New64a()
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:], st.Config().Seed)
	binary.LittleEndian.PutUint64(b[8:], uint64(ply))
	h.Write(b[:])
	return h.Sum64()
}

func ignoreGone(err error) error {
	if errors.Is(err, errNoGame) {
		return nil
	}
	return err
}

// Deadline hands the mover's seat to a bot when their time at ply ran out
// (a jobs.Handler); the person may take it back (takeBack).
func (s *Server) Deadline(ctx context.Context, id string, ply int) error {
	changed := false
	err := s.db.Tx(ctx, func(tx pgx.Tx) error {
		var now, to int
		var over bool
		// The row lock orders this with a move at the same ply.
		err := tx.QueryRow(ctx, "SELECT ply, to_move, over FROM kamon_games WHERE id = $1 FOR UPDATE", id).Scan(&now, &to, &over)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		if err != nil || now != ply || over {
			return err
		}
		if changed, err = store.SetStandIn(ctx, tx, id, to, true); err != nil || !changed {
			return err
		}
		if _, err := tx.Exec(ctx, "UPDATE kamon_games SET deadline = NULL WHERE id = $1", id); err != nil {
			return err
		}
		return s.queue.BotMove(ctx, tx, id, ply)
	})
	if err == nil && changed {
		s.publishSeats(ctx, id)
	}
	return err
}

// Notify publishes a notice on a player's inbox (a jobs.Handler).
func (s *Server) Notify(ctx context.Context, player string, n wire.Notice) error {
	data, err := json.Marshal(n)
	if err != nil {
		return err
	}
	return s.hub.Publish(wire.InboxChannel(player), data, n.Kind+":"+n.Game+":"+itoa(n.Ply))
}

func itoa(n int) string { return strconv.Itoa(n) }
