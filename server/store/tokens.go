package store

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"kamon/rules"
)

// InviteByHash finds the game and seat of an invite.
func InviteByHash(ctx context.Context, q Querier, hash []byte) (game string, seat int, err error) {
	err = q.QueryRow(ctx, "SELECT game_id, seat FROM kamon_invites WHERE hash = $1", hash).Scan(&game, &seat)
	if errors.Is(err, pgx.ErrNoRows) {
		err = ErrNotFound
	}
	return
}

// ReplaceInvite gives a seat a new invite, removing its old ones.
func ReplaceInvite(ctx context.Context, q Querier, game string, seat int, hash []byte) error {
	if _, err := q.Exec(ctx, "DELETE FROM kamon_invites WHERE game_id = $1 AND seat = $2", game, seat); err != nil {
		return err
	}
	_, err := q.Exec(ctx, "INSERT INTO kamon_invites (hash, game_id, seat) VALUES ($1, $2, $3)", hash, game, seat)
	return err
}

// InsertPlayerToken keeps the hash of a device token of a player.
func InsertPlayerToken(ctx context.Context, q Querier, hash []byte, player string) error {
	_, err := q.Exec(ctx, "INSERT INTO kamon_tokens (hash, player_id) VALUES ($1, $2)", hash, player)
	return err
}

// InsertSpectatorToken keeps the hash of a spectator's device token.
func InsertSpectatorToken(ctx context.Context, q Querier, hash []byte, game string) error {
	_, err := q.Exec(ctx, "INSERT INTO kamon_tokens (hash, game_id) VALUES ($1, $2)", hash, game)
	return err
}

// RevokePlayerTokens forgets every device token of a player.
func RevokePlayerTokens(ctx context.Context, q Querier, player string) error {
	_, err := q.Exec(ctx, "DELETE FROM kamon_tokens WHERE player_id = $1", player)
	return err
}

// TokenOwner is who a device token speaks for: a player, or a spectator of
// a game.
func TokenOwner(ctx context.Context, q Querier, hash []byte) (player, spectates string, err error) {
	var p, g *string
	err = q.QueryRow(ctx, "SELECT player_id, game_id FROM kamon_tokens WHERE hash = $1", hash).Scan(&p, &g)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", "", ErrNotFound
	}
	if p != nil {
		player = *p
	}
	if g != nil {
		spectates = *g
	}
	return
}

// SeatOf is the seat a player holds in a game.
func SeatOf(ctx context.Context, q Querier, game, player string) (rules.Player, error) {
	var seat int
	err := q.QueryRow(ctx, "SELECT seat FROM kamon_seats WHERE game_id = $1 AND player_id = $2", game, player).Scan(&seat)
	if errors.Is(err, pgx.ErrNoRows) {
		return rules.NoPlayer, ErrNotFound
	}
	return rules.Player(seat), err
}

// SeatPlayer is the player of a seat.
func SeatPlayer(ctx context.Context, q Querier, game string, seat int) (string, error) {
	var p string
	err := q.QueryRow(ctx, "SELECT player_id FROM kamon_seats WHERE game_id = $1 AND seat = $2", game, seat).Scan(&p)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", ErrNotFound
	}
	return p, err
}

// Join marks a seat as held by a device, and renames it when name is set.
func Join(ctx context.Context, q Querier, game string, seat int, name string) error {
	_, err := q.Exec(ctx, "UPDATE kamon_seats SET joined = true, name = CASE WHEN $3 = '' THEN name ELSE $3 END WHERE game_id = $1 AND seat = $2", game, seat, name)
	return err
}

// OpenGames counts the unfinished games a player sits in.
func OpenGames(ctx context.Context, q Querier, player string) (int, error) {
	var n int
	err := q.QueryRow(ctx, `SELECT count(*) FROM kamon_seats s JOIN kamon_games g ON g.id = s.game_id
		WHERE s.player_id = $1 AND NOT g.over`, player).Scan(&n)
	return n, err
}

// PlayerGame is one game of a player, for a "my games" list.
type PlayerGame struct {
	Player  string
	Game    string
	Kind    string
	Seat    rules.Player
	Ply     int
	ToMove  rules.Player
	Over    bool
	Updated time.Time
}

// GamesOf lists the games of players (as seats) and of spectated games,
// the most recent first, at most limit.
func GamesOf(ctx context.Context, q Querier, players, spectated []string, limit int) ([]PlayerGame, error) {
	rows, err := q.Query(ctx, `
		SELECT s.player_id, g.id, g.kind, s.seat, g.ply, g.to_move, g.over, g.updated_at
		FROM kamon_seats s JOIN kamon_games g ON g.id = s.game_id WHERE s.player_id = ANY($1)
		UNION ALL
		SELECT '', g.id, g.kind, -1, g.ply, g.to_move, g.over, g.updated_at
		FROM kamon_games g WHERE g.id = ANY($2)
		ORDER BY 8 DESC LIMIT $3`, players, spectated, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (PlayerGame, error) {
		var g PlayerGame
		var seat, to int
		err := r.Scan(&g.Player, &g.Game, &g.Kind, &seat, &g.Ply, &to, &g.Over, &g.Updated)
		g.Seat, g.ToMove = rules.Player(seat), rules.Player(to)
		return g, err
	})
}
