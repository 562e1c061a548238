// Package jobs is the server's work that follows a move, queued with River
// (riverqueue/river) in PostgreSQL in the same transaction as the move, so
// that a committed move always has its follow-ups and a refused one none:
// the bot's reply when a bot is to move (bots are played server-side), the
// deadline of the mover's clock, and the notices to players' inboxes.
//
// Why River: the jobs must commit or vanish with the move, which a queue
// outside PostgreSQL cannot promise without a second protocol; River
// inserts in the caller's transaction, wakes workers with LISTEN/NOTIFY,
// retries failures, rescues jobs of a replica that died and elects one
// leader for scheduled jobs, so any number of replicas share the work. Its
// one cost here is the scheduler's 5-second tick: a deadline fires up to
// five seconds late, which no clock of minutes or days notices.
//
// Every job is idempotent: it names the game and the ply it was queued at,
// and does nothing if the game has moved on since.
package jobs

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"kamon/online/wire"
)

// Handler does the jobs' work; the server implements it.
type Handler interface {
	// BotMove plays the bot's action at ply of game, if the game is still
	// there; queued is when the job was queued (see the bot pacing).
	BotMove(ctx context.Context, game string, ply int, queued time.Time) error
	// Deadline hands the mover's seat to a bot if game is still at ply.
	Deadline(ctx context.Context, game string, ply int) error
	// Notify publishes a notice on a player's inbox.
	Notify(ctx context.Context, player string, n wire.Notice) error
}

// BotMoveArgs is a bot's turn at Ply of Game.
type BotMoveArgs struct {
	Game string `json:"game"`
	Ply  int    `json:"ply"`
}

func (BotMoveArgs) Kind() string { return "kamon_bot_move" }

// DeadlineArgs is the end of the mover's time at Ply of Game.
type DeadlineArgs struct {
	Game string `json:"game"`
	Ply  int    `json:"ply"`
}

func (DeadlineArgs) Kind() string { return "kamon_deadline" }

// NotifyArgs is a notice for a player's inbox.
type NotifyArgs struct {
	Player string      `json:"player"`
	Notice wire.Notice `json:"notice"`
}

func (NotifyArgs) Kind() string { return "kamon_notify" }

// Queue names: bots think on a few workers (the CPU is the bound), notices
// and deadlines are quick.
const (
	queueBots  = "kamon_bots"
	queueQuick = "kamon_quick"
)

// Queue inserts jobs and, once started, works them.
type Queue struct {
	client *river.Client[pgx.Tx]
}

// Config bounds the workers.
type Config struct {
	BotWorkers int           // bot decisions at once (default 2)
	BotTimeout time.Duration // one bot job, thinking and pacing included
	Logger     *slog.Logger
}

// New makes a queue on pool whose workers call h.
func New(pool *pgxpool.Pool, h Handler, cfg Config) (*Queue, error) {
	if cfg.BotWorkers <= 0 {
		cfg.BotWorkers = 2
	}
	if cfg.BotTimeout <= 0 {
		cfg.BotTimeout = time.Minute
	}
	workers := river.NewWorkers()
	river.AddWorker(workers, &botWorker{h: h, timeout: cfg.BotTimeout})
	river.AddWorker(workers, &deadlineWorker{h: h})
	river.AddWorker(workers, &notifyWorker{h: h})
	client, err := river.NewClient(riverpgxv5.New(pool), &river.Config{
		Queues: map[string]river.QueueConfig{
			queueBots:  {MaxWorkers: cfg.BotWorkers},
			queueQuick: {MaxWorkers: 8},
		},
		Workers:           workers,
		FetchCooldown:     5 * time.Millisecond,
		FetchPollInterval: 500 * time.Millisecond,
		JobTimeout:        time.Minute,
		MaxAttempts:       5,
		Logger:            cfg.Logger,
		// Jobs done are kept an hour for inspection, then removed.
		CompletedJobRetentionPeriod: time.Hour,
	})
	if err != nil {
		return nil, err
	}
	return &Queue{client: client}, nil
}

// Start runs the workers until Stop.
func (q *Queue) Start(ctx context.Context) error { return q.client.Start(ctx) }

// Stop waits for the jobs under way, then stops.
func (q *Queue) Stop(ctx context.Context) error {
	err := q.client.Stop(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		return q.client.StopAndCancel(context.Background())
	}
	return err
}

// BotMove queues a bot's turn, in tx.
func (q *Queue) BotMove(ctx context.Context, tx pgx.Tx, game string, ply int) error {
	_, err := q.client.InsertTx(ctx, tx, BotMoveArgs{Game: game, Ply: ply}, &river.InsertOpts{Queue: queueBots})
	return err
}

// Deadline queues the end of the mover's time at ply, in tx.
func (q *Queue) Deadline(ctx context.Context, tx pgx.Tx, game string, ply int, at time.Time) error {
	_, err := q.client.InsertTx(ctx, tx, DeadlineArgs{Game: game, Ply: ply}, &river.InsertOpts{Queue: queueQuick, ScheduledAt: at})
	return err
}

// Notify queues a notice for a player's inbox, in tx.
func (q *Queue) Notify(ctx context.Context, tx pgx.Tx, player string, n wire.Notice) error {
	_, err := q.client.InsertTx(ctx, tx, NotifyArgs{Player: player, Notice: n}, &river.InsertOpts{Queue: queueQuick})
	return err
}

type botWorker struct {
	river.WorkerDefaults[BotMoveArgs]
	h       Handler
	timeout time.Duration
}

func (w *botWorker) Timeout(*river.Job[BotMoveArgs]) time.Duration { return w.timeout }

func (w *botWorker) Work(ctx context.Context, job *river.Job[BotMoveArgs]) error {
	return w.h.BotMove(ctx, job.Args.Game, job.Args.Ply, job.CreatedAt)
}

type deadlineWorker struct {
	river.WorkerDefaults[DeadlineArgs]
	h Handler
}

func (w *deadlineWorker) Work(ctx context.Context, job *river.Job[DeadlineArgs]) error {
	return w.h.Deadline(ctx, job.Args.Game, job.Args.Ply)
}

type notifyWorker struct {
	river.WorkerDefaults[NotifyArgs]
	h Handler
}

func (w *notifyWorker) Work(ctx context.Context, job *river.Job[NotifyArgs]) error {
	return w.h.Notify(ctx, job.Args.Player, job.Args.Notice)
}
