package server

import (
	"cmp"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"kamon/game"
	"kamon/game/bot"
	"kamon/online/wire"
	"kamon/rules"
	"kamon/server/push"
	"kamon/server/store"
)

// owner is who a device token speaks for.
func (s *Server) owner(ctx context.Context, token string) (authEntry, error) {
	h := hash(token)
	key := string(h)
	if e, ok := s.auth.get(key, time.Now()); ok {
		return e, nil
	}
	player, spectates, err := store.TokenOwner(ctx, s.db.Pool, h)
	if errors.Is(err, store.ErrNotFound) {
		return authEntry{}, refuse(http.StatusUnauthorized, "this device token is unknown or was revoked; ask the host for a new link")
	}
	if err != nil {
		return authEntry{}, err
	}
	e := authEntry{player: player, spectates: spectates, at: time.Now()}
	s.auth.put(key, e)
	return e, nil
}

// viewer is the seat (or NoPlayer for a spectator) the request's token
// holds in game id, and the token's owner.
func (s *Server) viewer(r *http.Request, id string) (rules.Player, authEntry, error) {
	token, err := bearer(r)
	if err != nil {
		return 0, authEntry{}, err
	}
	e, err := s.owner(r.Context(), token)
	if err != nil {
		return 0, e, err
	}
	if e.spectates != "" {
		if e.spectates != id {
			return 0, e, refuse(http.StatusForbidden, "this token is for another game")
		}
		return rules.NoPlayer, e, nil
	}
	seat, err := s.seatOf(r.Context(), id, e.player)
	if errors.Is(err, store.ErrNotFound) {
		return 0, e, refuse(http.StatusForbidden, "this token holds no seat in this game")
	}
	return seat, e, err
}

// seatOf is a player's seat in a game, from the game's meta when known.
func (s *Server) seatOf(ctx context.Context, id, player string) (rules.Player, error) {
	if m := s.cache.meta(id); m != nil {
		if i := slices.Index(m.players, player); i >= 0 {
			return rules.Player(i), nil
		}
		return 0, store.ErrNotFound
	}
	return store.SeatOf(ctx, s.db.Pool, id, player)
}

// checkGameID refuses an id that cannot be one of ours before any query.
func checkGameID(id string) error {
	if len(id) == 0 || len(id) > 32 {
		return errNoGame
	}
	return nil
}

func (s *Server) create(r *http.Request) (any, error) {
	ctx := r.Context()
	if !s.createLimit.allow(s.clientAddr(r), time.Now()) {
		return nil, refuse(http.StatusTooManyRequests, "too many games created from this address; wait a little")
	}
	var req wire.CreateRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	g, err := rules.Lookup(req.Game)
	if err != nil {
		return nil, refuse(http.StatusBadRequest, "there is no game %q here", clip(req.Game))
	}
	cfg := req.Config
	if cfg.Players == 0 {
		cfg.Players = len(req.Seats)
	}
	cfg.Seed = newSeed()
	if err := g.CheckConfig(cfg); err != nil {
		return nil, refuse(http.StatusBadRequest, "%s", err.Error())
	}
	if len(req.Seats) != cfg.Players {
		return nil, refuse(http.StatusBadRequest, "%d seats for %d players", len(req.Seats), cfg.Players)
	}
	clock, err := checkClock(req.Clock)
	if err != nil {
		return nil, err
	}
	seats := make([]store.Seat, len(req.Seats))
	levels := bot.Levels(g.ID)
	for i, sp := range req.Seats {
		name, err := checkName(sp.Name)
		if err != nil {
			return nil, refuse(http.StatusBadRequest, "seat %d: %s", i+1, err.Error())
		}
		if name == "" {
			name = fmt.Sprintf("Player %d", i+1)
		}
		if sp.Bot != "" && !slices.Contains(levels, sp.Bot) {
			return nil, refuse(http.StatusBadRequest, "seat %d: %s has no bot %q (levels: %s)", i+1, g.Name, clip(sp.Bot), strings.Join(levels, ", "))
		}
		seats[i] = store.Seat{Seat: i, Player: newID(), Name: name, Bot: sp.Bot}
	}
	resp := &wire.CreateResponse{Game: newID(), HostToken: secret()}
	var hostPlayer string
	if req.HostSeat != nil && *req.HostSeat >= 0 {
		hs := *req.HostSeat
		if hs >= len(seats) || seats[hs].Bot != "" {
			return nil, refuse(http.StatusBadRequest, "the host's seat %d is not a person's seat", hs+1)
		}
		token, err := bearer(r)
		if err != nil {
			return nil, err
		}
		e, err := s.owner(ctx, token)
		if err != nil {
			return nil, err
		}
		if e.player == "" {
			return nil, refuse(http.StatusForbidden, "a spectator's token cannot take a seat")
		}
		n, err := store.OpenGames(ctx, s.db.Pool, e.player)
		if err != nil {
			return nil, err
		}
		if n >= s.cfg.MaxOpenGames {
			return nil, refuse(http.StatusTooManyRequests, "this player already has %d unfinished games, the most allowed", n)
		}
		hostPlayer = e.player
		seats[hs].Player, seats[hs].Joined = hostPlayer, true
		resp.Token = token
	}
	st, err := g.New(cfg)
	if err != nil {
		return nil, refuse(http.StatusBadRequest, "%s", err.Error())
	}
	snapshot, err := st.MarshalJSON()
	if err != nil {
		return nil, err
	}
	var invites []store.Invite
	for i, sp := range seats {
		if sp.Bot == "" && sp.Player != hostPlayer {
			sec := secret()
			resp.Invites = append(resp.Invites, wire.Invite{Seat: i, Secret: sec})
			invites = append(invites, store.Invite{Hash: hash(sec), Seat: i})
		}
	}
	sec := secret()
	resp.Invites = append(resp.Invites, wire.Invite{Seat: -1, Secret: sec})
	invites = append(invites, store.Invite{Hash: hash(sec), Seat: -1})
	row := &store.Game{ID: resp.Game, Kind: g.ID, Config: cfg, ClockKind: clock.Kind, ClockMS: clock.PerMove,
		State: snapshot, ToMove: st.ToMove(), HostHash: hash(resp.HostToken)}
	err = s.db.Tx(ctx, func(tx pgx.Tx) error {
		return s.insertGame(ctx, tx, row, seats, invites, st)
	})
	if err != nil {
		return nil, err
	}
	return resp, nil
}

// insertGame writes a new game and queues its first follow-up.
func (s *Server) insertGame(ctx context.Context, tx pgx.Tx, row *store.Game, seats []store.Seat, invites []store.Invite, st rules.State) error {
	first := st.ToMove()
	human := seats[first].Bot == ""
	if human && row.ClockMS > 0 {
		row.Deadline = time.Now().Add(time.Duration(row.ClockMS) * time.Millisecond).Truncate(time.Millisecond)
	}
	if err := store.InsertGame(ctx, tx, row, seats, invites); err != nil {
		return err
	}
	switch {
	case !human:
		return s.queue.BotMove(ctx, tx, row.ID, 0)
	case !row.Deadline.IsZero():
		return s.queue.Deadline(ctx, tx, row.ID, 0, row.Deadline)
	}
	return nil
}

// checkClock keeps clocks between a second and thirty days a move.
func checkClock(c wire.Clock) (wire.Clock, error) {
	switch c.Kind {
	case "":
		return wire.Clock{}, nil
	case "live", "days":
	default:
		return c, refuse(http.StatusBadRequest, "the clock is %q; it must be live or days", clip(c.Kind))
	}
	if c.PerMove < 1000 || c.PerMove > 30*24*3600*1000 {
		return c, refuse(http.StatusBadRequest, "a clock gives a move between a second and thirty days")
	}
	return c, nil
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

func (s *Server) join(r *http.Request) (any, error) {
	ctx := r.Context()
	var req wire.JoinRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	name, err := checkName(req.Name)
	if err != nil {
		return nil, refuse(http.StatusBadRequest, "%s", err.Error())
	}
	if req.Secret == "" || len(req.Secret) > 128 {
		return nil, refuse(http.StatusBadRequest, "this link has no invite in it")
	}
	id, seat, err := store.InviteByHash(ctx, s.db.Pool, hash(req.Secret))
	if errors.Is(err, store.ErrNotFound) {
		return nil, refuse(http.StatusNotFound, "this link is not valid, or the host replaced it; ask for a new one")
	}
	if err != nil {
		return nil, err
	}
	token := secret()
	resp := &wire.JoinResponse{Game: id, Seat: rules.Player(seat), Token: token}
	err = s.db.Tx(ctx, func(tx pgx.Tx) error {
		if seat < 0 {
			return store.InsertSpectatorToken(ctx, tx, hash(token), id)
		}
		player, err := store.SeatPlayer(ctx, tx, id, seat)
		if err != nil {
			return err
		}
		resp.Player = player
		if err := store.InsertPlayerToken(ctx, tx, hash(token), player); err != nil {
			return err
		}
		return store.Join(ctx, tx, id, seat, name)
	})
	if err != nil {
		return nil, err
	}
	if seat >= 0 {
		s.publishSeats(ctx, id)
	}
	return resp, nil
}

func (s *Server) fetch(r *http.Request) (any, error) {
	id := r.PathValue("id")
	if err := checkGameID(id); err != nil {
		return nil, err
	}
	viewer, _, err := s.viewer(r, id)
	if err != nil {
		return nil, err
	}
	return s.gameState(r.Context(), id, viewer)
}

func (s *Server) postMove(r *http.Request) (any, error) {
	id := r.PathValue("id")
	if err := checkGameID(id); err != nil {
		return nil, err
	}
	var req wire.MoveRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	if req.RequestID == "" || len(req.RequestID) > wire.MaxRequestID || strings.HasPrefix(req.RequestID, "bot:") {
		return nil, refuse(http.StatusBadRequest, "a move needs a request id of 1 to %d bytes", wire.MaxRequestID)
	}
	if len(req.Action) > wire.MaxNotationLen || req.Ply < 0 {
		return nil, refuse(http.StatusBadRequest, "the action is longer than %d bytes", wire.MaxNotationLen)
	}
	seat, _, err := s.viewer(r, id)
	if err != nil {
		return nil, err
	}
	if seat == rules.NoPlayer {
		return nil, refuse(http.StatusForbidden, "a spectator cannot move")
	}
	if !s.seatLimit.allow(id+":"+itoa(int(seat)), time.Now()) {
		return nil, refuse(http.StatusTooManyRequests, "too many moves from this seat; wait a little")
	}
	return s.move(r.Context(), id, seat, req)
}

func (s *Server) connect(r *http.Request) (any, error) {
	id := r.PathValue("id")
	if err := checkGameID(id); err != nil {
		return nil, err
	}
	seat, e, err := s.viewer(r, id)
	if err != nil {
		return nil, err
	}
	c := push.Claims{Expires: time.Now().Add(s.cfg.ConnectTTL).UnixMilli()}
	if seat == rules.NoPlayer {
		if s.hub.SpectatorsFull(id) {
			return nil, refuse(http.StatusTooManyRequests, "this game has as many spectators as it may")
		}
		token, _ := bearer(r)
		c.User = "spectator:" + hex.EncodeToString(hash(token)[:8])
		c.Channels = []string{wire.PublicChannel(id)}
	} else {
		c.User = e.player
		c.Channels = []string{wire.SeatChannel(id, seat), wire.InboxChannel(e.player)}
	}
	return &wire.ConnectResponse{Token: s.signer.Issue(c), Expires: c.Expires, Channels: c.Channels}, nil
}

// host checks the request's bearer is game id's host token.
func (s *Server) host(r *http.Request, id string) (*store.Game, error) {
	token, err := bearer(r)
	if err != nil {
		return nil, err
	}
	g, err := store.LoadGame(r.Context(), s.db.Pool, id, false)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errNoGame
	}
	if err != nil {
		return nil, err
	}
	if string(hash(token)) != string(g.HostHash) {
		return nil, refuse(http.StatusForbidden, "only the host may do this")
	}
	return g, nil
}

func (s *Server) reissue(r *http.Request) (any, error) {
	ctx := r.Context()
	id := r.PathValue("id")
	if err := checkGameID(id); err != nil {
		return nil, err
	}
	var req wire.ReissueRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	if _, err := s.host(r, id); err != nil {
		return nil, err
	}
	sec := secret()
	var player string
	err := s.db.Tx(ctx, func(tx pgx.Tx) error {
		if req.Seat < 0 {
			if _, err := tx.Exec(ctx, "DELETE FROM kamon_tokens WHERE game_id = $1", id); err != nil {
				return err
			}
			return store.ReplaceInvite(ctx, tx, id, -1, hash(sec))
		}
		var err error
		if player, err = store.SeatPlayer(ctx, tx, id, req.Seat); err != nil {
			return err
		}
		var bot string
		if err := tx.QueryRow(ctx, "SELECT bot FROM kamon_seats WHERE game_id = $1 AND seat = $2", id, req.Seat).Scan(&bot); err != nil {
			return err
		}
		if bot != "" {
			return refuse(http.StatusBadRequest, "seat %d is a bot's: it has no link", req.Seat+1)
		}
		if err := store.RevokePlayerTokens(ctx, tx, player); err != nil {
			return err
		}
		return store.ReplaceInvite(ctx, tx, id, req.Seat, hash(sec))
	})
	if errors.Is(err, store.ErrNotFound) {
		return nil, refuse(http.StatusBadRequest, "there is no seat %d", req.Seat+1)
	}
	if err != nil {
		return nil, err
	}
	if req.Seat < 0 {
		s.auth.forget("", id)
	} else {
		s.auth.forget(player, "")
		s.hub.Disconnect(player)
	}
	return &wire.Invite{Seat: req.Seat, Secret: sec}, nil
}

func (s *Server) rematch(r *http.Request) (any, error) {
	ctx := r.Context()
	id := r.PathValue("id")
	if err := checkGameID(id); err != nil {
		return nil, err
	}
	if _, _, err := s.viewer(r, id); err != nil {
		if _, herr := s.host(r, id); herr != nil {
			return nil, err
		}
	}
	old, err := store.LoadGame(ctx, s.db.Pool, id, false)
	if err != nil {
		return nil, err
	}
	if !old.Over {
		return nil, refuse(http.StatusConflict, "the game is not over yet")
	}
	if old.Rematch != "" {
		return &wire.RematchResponse{Game: old.Rematch}, nil
	}
	g, err := rules.Lookup(old.Kind)
	if err != nil {
		return nil, err
	}
	seats, err := store.Seats(ctx, s.db.Pool, id)
	if err != nil {
		return nil, err
	}
	cfg := old.Config
	cfg.Seed = newSeed()
	st, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	snapshot, err := st.MarshalJSON()
	if err != nil {
		return nil, err
	}
	for i := range seats {
		seats[i].StandIn = false
		if seats[i].Bot != "" {
			continue
		}
		n, err := store.OpenGames(ctx, s.db.Pool, seats[i].Player)
		if err != nil {
			return nil, err
		}
		if n >= s.cfg.MaxOpenGames {
			return nil, refuse(http.StatusTooManyRequests, "%s already has %d unfinished games, the most allowed", seats[i].Name, n)
		}
	}
	row := &store.Game{ID: newID(), Kind: old.Kind, Config: cfg, ClockKind: old.ClockKind, ClockMS: old.ClockMS,
		State: snapshot, ToMove: st.ToMove(), HostHash: old.HostHash}
	spect := store.Invite{Hash: hash(secret()), Seat: -1} // the host reissues it to show spectators
	won := false
	err = s.db.Tx(ctx, func(tx pgx.Tx) error {
		if err := s.insertGame(ctx, tx, row, seats, []store.Invite{spect}, st); err != nil {
			return err
		}
		var err error
		if won, err = store.SetRematch(ctx, tx, id, row.ID); err != nil || !won {
			return err
		}
		for _, st := range seats {
			if st.Bot == "" {
				if err := s.queue.Notify(ctx, tx, st.Player, wire.Notice{Kind: wire.NoticeRematch, Game: id, Rematch: row.ID}); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !won {
		// Someone asked at the same time and came first: theirs is the rematch.
		g, err := store.LoadGame(ctx, s.db.Pool, id, false)
		if err != nil {
			return nil, err
		}
		return &wire.RematchResponse{Game: g.Rematch}, nil
	}
	return &wire.RematchResponse{Game: row.ID}, nil
}

func (s *Server) takeBack(r *http.Request) (any, error) {
	ctx := r.Context()
	id := r.PathValue("id")
	if err := checkGameID(id); err != nil {
		return nil, err
	}
	seat, _, err := s.viewer(r, id)
	if err != nil {
		return nil, err
	}
	if seat == rules.NoPlayer {
		return nil, refuse(http.StatusForbidden, "a spectator has no seat to take back")
	}
	changed := false
	err = s.db.Tx(ctx, func(tx pgx.Tx) error {
		var ply, to int
		var over bool
		var clock int64
		if err := tx.QueryRow(ctx, "SELECT ply, to_move, over, clock_ms FROM kamon_games WHERE id = $1 FOR UPDATE", id).Scan(&ply, &to, &over, &clock); err != nil {
			return err
		}
		var err error
		if changed, err = store.SetStandIn(ctx, tx, id, int(seat), false); err != nil || !changed {
			return err
		}
		if to == int(seat) && !over && clock > 0 {
			at := time.Now().Add(time.Duration(clock) * time.Millisecond).Truncate(time.Millisecond)
			if err := store.SetDeadline(ctx, tx, id, ply, at); err != nil {
				return err
			}
			return s.queue.Deadline(ctx, tx, id, ply, at)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if changed {
		s.publishSeats(ctx, id)
	}
	return s.gameState(ctx, id, seat)
}

// save writes a finished game in Kamon's save format, so the app's results
// and replay read it as they read their own.
func (s *Server) save(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), requestTimeout)
	defer cancel()
	r = r.WithContext(ctx)
	fail := func(status int, msg string) { writeJSON(w, status, wire.Error{Error: msg}) }
	if !s.addrLimit.allow(s.clientAddr(r), time.Now()) {
		fail(http.StatusTooManyRequests, "too many requests from this address; wait a little")
		return
	}
	id := r.PathValue("id")
	if err := checkGameID(id); err != nil {
		fail(http.StatusNotFound, err.Error())
		return
	}
	if _, _, err := s.viewer(r, id); err != nil {
		var ae *apiError
		if errors.As(err, &ae) {
			fail(ae.status, ae.msg)
		} else {
			fail(http.StatusInternalServerError, "the server failed; try again")
		}
		return
	}
	data, err := s.saveBytes(ctx, id)
	var ae *apiError
	switch {
	case errors.As(err, &ae):
		fail(ae.status, ae.msg)
	case err != nil:
		s.log.Error("save", "game", id, "err", err)
		fail(http.StatusInternalServerError, "the server failed; try again")
	default:
		w.Header().Set("Content-Type", "application/json")
		w.Write(data)
	}
}

// saveBytes is a finished game as game.Match writes it.
func (s *Server) saveBytes(ctx context.Context, id string) ([]byte, error) {
	g, err := store.LoadGame(ctx, s.db.Pool, id, false)
	if err != nil {
		return nil, err
	}
	if !g.Over {
		return nil, refuse(http.StatusConflict, "the game is not over: its transcript is released at the end")
	}
	seats, err := store.Seats(ctx, s.db.Pool, id)
	if err != nil {
		return nil, err
	}
	actions, err := store.Actions(ctx, s.db.Pool, id, 1)
	if err != nil {
		return nil, err
	}
	ms := make([]game.Seat, len(seats))
	for i, st := range seats {
		ms[i] = game.Seat{Name: st.Name, Bot: st.Bot}
	}
	m, err := game.New(g.Kind, g.Config, ms)
	if err != nil {
		return nil, err
	}
	for _, a := range actions {
		if _, err := m.ApplyText(a.Notation); err != nil {
			return nil, fmt.Errorf("action %d (%s) does not replay: %w", a.Ply, a.Notation, err)
		}
	}
	return m.MarshalJSON()
}

func (s *Server) mine(r *http.Request) (any, error) {
	ctx := r.Context()
	var req wire.MineRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	if len(req.Tokens) > wire.MaxTokens {
		return nil, refuse(http.StatusBadRequest, "at most %d tokens at once", wire.MaxTokens)
	}
	byHash := map[string]string{}
	hashes := make([][]byte, 0, len(req.Tokens))
	for _, t := range req.Tokens {
		if len(t) > 128 {
			continue
		}
		h := hash(t)
		byHash[string(h)] = t
		hashes = append(hashes, h)
	}
	rows, err := s.db.Pool.Query(ctx, "SELECT hash, coalesce(player_id, ''), coalesce(game_id, '') FROM kamon_tokens WHERE hash = ANY($1)", hashes)
	if err != nil {
		return nil, err
	}
	tokenOf := map[string]string{} // player id or "spectator:"+game → token
	var players, spectated []string
	for rows.Next() {
		var h []byte
		var p, g string
		if err := rows.Scan(&h, &p, &g); err != nil {
			return nil, err
		}
		t := byHash[string(h)]
		delete(byHash, string(h))
		if p != "" {
			tokenOf[p] = t
			players = append(players, p)
		} else {
			tokenOf["spectator:"+g] = t
			spectated = append(spectated, g)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	resp := &wire.MineResponse{Games: []wire.MineEntry{}}
	for _, t := range byHash {
		resp.Revoked = append(resp.Revoked, t)
	}
	slices.Sort(resp.Revoked)
	games, err := store.GamesOf(ctx, s.db.Pool, players, spectated, 200)
	if err != nil {
		return nil, err
	}
	ids := make([]string, len(games))
	for i, g := range games {
		ids[i] = g.Game
	}
	seatsOf, err := s.seatsOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, g := range games {
		key := g.Player
		if key == "" {
			key = "spectator:" + g.Game
		}
		resp.Games = append(resp.Games, wire.MineEntry{
			Token: tokenOf[key], Game: g.Game, GameKind: g.Kind, Seat: g.Seat, Seats: seatsOf[g.Game],
			Ply: g.Ply, ToMove: g.ToMove, YourTurn: !g.Over && g.Seat >= 0 && g.ToMove == g.Seat,
			Over: g.Over, Updated: g.Updated.UnixMilli(),
		})
	}
	rank := func(e wire.MineEntry) int {
		switch {
		case e.YourTurn:
			return 0
		case !e.Over:
			return 1
		}
		return 2
	}
	slices.SortStableFunc(resp.Games, func(a, b wire.MineEntry) int {
		if ra, rb := rank(a), rank(b); ra != rb {
			return ra - rb
		}
		return cmp.Compare(b.Updated, a.Updated)
	})
	return resp, nil
}

// seatsOf reads the seats of several games at once.
func (s *Server) seatsOf(ctx context.Context, ids []string) (map[string][]wire.SeatInfo, error) {
	rows, err := s.db.Pool.Query(ctx, "SELECT game_id, name, bot, stand_in, joined FROM kamon_seats WHERE game_id = ANY($1) ORDER BY game_id, seat", ids)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string][]wire.SeatInfo{}
	for rows.Next() {
		var id string
		var si wire.SeatInfo
		if err := rows.Scan(&id, &si.Name, &si.Bot, &si.StandIn, &si.Joined); err != nil {
			return nil, err
		}
		out[id] = append(out[id], si)
	}
	return out, rows.Err()
}
