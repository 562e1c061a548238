// Package store keeps Kamon's online games in PostgreSQL (pgx/v5), the
// source of truth every server replica shares: games with their config
// (seed included) and current state, seats, players, invites and device
// tokens (as hashes), and the transcript. It applies its schema at start,
// and River's, under an advisory lock, so several replicas may start at once.
//
// Queries take a Querier, the pool or a transaction: the caller decides what
// commits together (an action, its game's new ply and its follow-up jobs).
package store

import (
	"context"
	"crypto/rand"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"
)

//go:embed migrations/*.sql
var migrations embed.FS

// migrationLock is the advisory lock key replicas take while migrating
// ("kamon" in ASCII).
const migrationLock = 0x6b616d6f6e

// ErrNotFound is what a lookup of something that is not there returns.
var ErrNotFound = errors.New("not found")

// Querier is a pool, a connection or a transaction.
type Querier interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// Store is the pool and what is read once from it.
type Store struct {
	Pool *pgxpool.Pool
}

// Open connects to dsn and applies the migrations. maxConns 0 keeps pgx's
// default; a pool has at least two.
func Open(ctx context.Context, dsn string, maxConns int32) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("the database address: %w", err)
	}
	if maxConns > 0 {
		// Migrating holds one connection (the lock) while River's migrator
		// takes another.
		cfg.MaxConns = max(maxConns, 2)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, err
	}
	s := &Store{Pool: pool}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	return s, nil
}

// Close closes the pool.
func (s *Store) Close() { s.Pool.Close() }

// migrate applies our migrations then River's, holding a session advisory
// lock so that replicas starting together take turns.
func (s *Store) migrate(ctx context.Context) error {
	conn, err := s.Pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", int64(migrationLock)); err != nil {
		return fmt.Errorf("migration lock: %w", err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", int64(migrationLock))

	if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS kamon_migrations (
		name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
		return fmt.Errorf("migrations table: %w", err)
	}
	names, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	for _, name := range names {
		short := strings.TrimPrefix(name, "migrations/")
		var done bool
		if err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM kamon_migrations WHERE name = $1)", short).Scan(&done); err != nil {
			return err
		}
		if done {
			continue
		}
		sql, _ := migrations.ReadFile(name)
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, string(sql)); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, "INSERT INTO kamon_migrations (name) VALUES ($1)", short)
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %s: %w", short, err)
		}
	}
	m, err := rivermigrate.New(riverpgxv5.New(s.Pool), nil)
	if err != nil {
		return err
	}
	if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("river's migrations: %w", err)
	}
	return nil
}

// Key is the shared secret called name, made on first use: every replica
// reads the same one.
func (s *Store) Key(ctx context.Context, name string) ([]byte, error) {
	fresh := make([]byte, 32)
	rand.Read(fresh)
	if _, err := s.Pool.Exec(ctx, "INSERT INTO kamon_keys (name, key) VALUES ($1, $2) ON CONFLICT DO NOTHING", name, fresh); err != nil {
		return nil, err
	}
	var key []byte
	err := s.Pool.QueryRow(ctx, "SELECT key FROM kamon_keys WHERE name = $1", name).Scan(&key)
	return key, err
}

// Tx runs f in a transaction, committed when f returns nil.
func (s *Store) Tx(ctx context.Context, f func(pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, s.Pool, f)
}

// nullTime is t, or NULL for the zero time.
func nullTime(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t
}
