// Package server is Kamon's online game service: an HTTP API over the
// games in PostgreSQL (server/store), push over WebSocket (server/push),
// follow-up jobs (server/jobs) and the rules-side work (server/play). It
// holds nothing that another replica needs: the database is the source of
// truth, and its state cache only saves decoding a state it already holds.
//
// An action is one transaction: the game's ply moves from k to k+1 only if
// it is still k (optimistic concurrency; a stale ply answers 409 with the
// game as the seat sees it now), the action joins the transcript, and its
// follow-up jobs are queued, all committed together. Then each seat's
// channel, and the public one, get that viewer's push.
package server

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"kamon/server/jobs"
	"kamon/server/push"
	"kamon/server/store"
)

// Config is a server's settings; zero values take the defaults below.
type Config struct {
	DB      string // PostgreSQL DSN
	DBConns int32  // pool size (32)
	Redis   string // "" for one node; else centrifuge's Redis broker and presence
	Logger  *slog.Logger

	ConnectTTL    time.Duration // a connect token's life (1 min)
	HistoryTTL    time.Duration // how long a channel keeps its pushes (10 min)
	HistorySize   int           // pushes kept per channel (32)
	BotDelay      time.Duration // every bot answer comes this long after the move before it (800 ms)
	BotThink      time.Duration // a bot's thinking, within BotDelay (¾ of it)
	BotWorkers    int           // bot decisions at once (2)
	MaxOpenGames  int           // unfinished games per player (50)
	MaxSpectators int           // connections on a game's public channel (100)
	AddrRate      float64       // requests a second per client address (50; <0: none)
	SeatRate      float64       // moves a second per seat (10; <0: none)
	CreateRate    float64       // games created a second per address (0.2; <0: none)
	TrustProxy    bool          // take the client's address from X-Forwarded-For (behind a TLS proxy)
	Origins       []string      // browser origins allowed besides the server's own
	App           http.Handler  // the browser app's files, served at / (nil: the API alone)
	NoWorkers     bool          // queue jobs but run none (tests of a replica without workers)
}

func (c *Config) defaults() {
	def := func(d *time.Duration, v time.Duration) {
		if *d == 0 {
			*d = v
		}
	}
	def(&c.ConnectTTL, time.Minute)
	def(&c.HistoryTTL, 10*time.Minute)
	def(&c.BotDelay, 800*time.Millisecond)
	def(&c.BotThink, c.BotDelay*3/4)
	if c.DBConns == 0 {
		c.DBConns = 32
	}
	if c.HistorySize == 0 {
		// Each push carries a whole view: a client that missed more than
		// this refetches the game instead, and the history stays small for
		// the memory broker to hold and the collector to scan.
		c.HistorySize = 32
	}
	if c.MaxOpenGames == 0 {
		c.MaxOpenGames = 50
	}
	if c.MaxSpectators == 0 {
		c.MaxSpectators = 100
	}
	rate := func(r *float64, v float64) {
		if *r == 0 {
			*r = v
		}
	}
	rate(&c.AddrRate, 50)
	rate(&c.SeatRate, 10)
	rate(&c.CreateRate, 0.2)
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
}

// Server is one replica.
type Server struct {
	cfg    Config
	db     *store.Store
	hub    *push.Hub
	queue  *jobs.Queue
	signer *push.Signer
	cache  *stateCache
	auth   *authCache
	log    *slog.Logger

	addrLimit, seatLimit, createLimit *limiter
}

// New connects to the database (applying migrations), starts the push node
// and the job workers.
func New(ctx context.Context, cfg Config) (*Server, error) {
	cfg.defaults()
	db, err := store.Open(ctx, cfg.DB, cfg.DBConns)
	if err != nil {
		return nil, err
	}
	key, err := db.Key(ctx, "connect")
	if err != nil {
		db.Close()
		return nil, err
	}
	s := &Server{
		cfg: cfg, db: db, signer: push.NewSigner(key), log: cfg.Logger,
		cache: newStateCache(4096), auth: newAuthCache(5 * time.Second),
		addrLimit:   newLimiter(cfg.AddrRate, int(cfg.AddrRate*2)),
		seatLimit:   newLimiter(cfg.SeatRate, int(cfg.SeatRate*2)),
		createLimit: newLimiter(cfg.CreateRate, 5),
	}
	s.hub, err = push.New(push.Config{
		Redis: cfg.Redis, HistorySize: cfg.HistorySize, HistoryTTL: cfg.HistoryTTL,
		MaxSpectators: cfg.MaxSpectators, AllowedOrigins: cfg.Origins, Logger: cfg.Logger,
	}, s.signer)
	if err != nil {
		db.Close()
		return nil, err
	}
	s.queue, err = jobs.New(db.Pool, s, jobs.Config{BotWorkers: cfg.BotWorkers, BotTimeout: cfg.BotDelay + 30*time.Second, Logger: quietRiver(cfg.Logger)})
	if err != nil {
		s.Close(ctx)
		return nil, err
	}
	if !cfg.NoWorkers {
		if err := s.queue.Start(context.WithoutCancel(ctx)); err != nil {
			s.Close(ctx)
			return nil, err
		}
	}
	return s, nil
}

// quietRiver keeps River's warnings and errors only.
func quietRiver(l *slog.Logger) *slog.Logger {
	return slog.New(levelFilter{l.Handler(), slog.LevelWarn})
}

type levelFilter struct {
	slog.Handler
	min slog.Level
}

func (f levelFilter) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= f.min && f.Handler.Enabled(ctx, l)
}

// Close stops the workers, the push node and the pool.
func (s *Server) Close(ctx context.Context) error {
	var errs []error
	if s.queue != nil && !s.cfg.NoWorkers {
		errs = append(errs, s.queue.Stop(ctx))
	}
	if s.hub != nil {
		errs = append(errs, s.hub.Shutdown(ctx))
	}
	s.db.Close()
	return errors.Join(errs...)
}

// HTTPServer wraps h with the timeouts every server of Kamon keeps.
func HTTPServer(addr string, h http.Handler) *http.Server {
	return &http.Server{
		Addr: addr, Handler: h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      20 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    16 << 10,
	}
}
