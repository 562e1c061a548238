// Command kamon-server is Kamon's online game server: one stateless binary
// that runs the games' rules and bots (never the app's screens), keeps the
// games in PostgreSQL and pushes moves over WebSocket. Replicas share one
// PostgreSQL and, with --redis, one Redis for the push.
//
// It listens on 127.0.0.1:8090 unless told otherwise; put it behind a TLS
// proxy (Caddy, nginx) to serve it to the world.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	_ "net/http/pprof"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"kamon/internal/appfiles"
	"kamon/server"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "kamon-server:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	fs := flag.NewFlagSet("kamon-server", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8090", "address to listen on (loopback unless told otherwise)")
	db := fs.String("db", os.Getenv("KAMON_DB"), "PostgreSQL DSN (or $KAMON_DB)")
	redis := fs.String("redis", "", "Redis address for centrifuge's broker and presence (several replicas); empty: one node in memory")
	var cfg server.Config
	fs.Func("origins", "comma-separated browser origins allowed besides the server's own (or *)", func(s string) error {
		cfg.Origins = strings.Split(s, ",")
		return nil
	})
	fs.Float64Var(&cfg.AddrRate, "addr-rate", 50, "API requests a second per client address (<0: no limit)")
	fs.Float64Var(&cfg.SeatRate, "seat-rate", 10, "moves a second per seat (<0: no limit)")
	fs.Float64Var(&cfg.CreateRate, "create-rate", 0.2, "games created a second per address (<0: no limit)")
	fs.BoolVar(&cfg.TrustProxy, "trust-proxy", false, "count rate limits by X-Forwarded-For (behind a proxy)")
	fs.IntVar(&cfg.MaxOpenGames, "max-open-games", 50, "unfinished games per player")
	fs.IntVar(&cfg.MaxSpectators, "max-spectators", 100, "spectator connections per game")
	fs.DurationVar(&cfg.BotDelay, "bot-delay", 800*time.Millisecond, "how long after the move before it every bot answer comes")
	fs.IntVar(&cfg.BotWorkers, "bot-workers", 2, "bot decisions at once")
	fs.DurationVar(&cfg.ConnectTTL, "connect-ttl", time.Minute, "a connect token's life")
	fs.DurationVar(&cfg.HistoryTTL, "history-ttl", 10*time.Minute, "how long a channel keeps its pushes for recovery")
	dbConns := fs.Int("db-conns", 0, "PostgreSQL connections (0: pgx's default)")
	appDir := fs.String("app", "", "folder of the browser app to serve at / (make wasm writes wasm/dist); empty: the API alone")
	debugAddr := fs.String("debug-addr", "", "address for Go's profiler (net/http/pprof), e.g. 127.0.0.1:6060; empty: off")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if *db == "" {
		return errors.New("--db is required (a PostgreSQL DSN such as postgres://user@127.0.0.1:5432/kamon)")
	}
	cfg.DB, cfg.Redis, cfg.DBConns = *db, *redis, int32(*dbConns)
	if *appDir != "" {
		files, err := appfiles.New(*appDir)
		if err != nil {
			return fmt.Errorf("--app: %w", err)
		}
		defer files.Close()
		cfg.App = files
	}
	cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))

	if *debugAddr != "" {
		go http.ListenAndServe(*debugAddr, http.DefaultServeMux) // pprof registers itself there
	}
	if os.Getenv("GOGC") == "" {
		// The live heap is small (the games in play are in PostgreSQL) and
		// each move allocates its views and pushes: collecting at 5× the
		// live heap rather than 2× cut the garbage collector's share of a
		// 2-core machine, whose marking stalled moves (online-bench's p99).
		debug.SetGCPercent(400)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	startCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	srv, err := server.New(startCtx, cfg)
	cancel()
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		srv.Close(context.Background())
		return err
	}
	hs := server.HTTPServer(*addr, srv.Handler())
	fmt.Printf("kamon-server: listening on http://%s\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err = <-errc:
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	hs.Shutdown(shut)
	if cerr := srv.Close(shut); err == nil || errors.Is(err, http.ErrServerClosed) {
		err = cerr
	}
	return err
}
