// Package push is the server's WebSocket push, on centrifuge embedded in the
// server: one channel per seat of a game, a public channel per game for its
// spectators and an inbox channel per player (see wire's channel names).
// History keeps the last publications of each channel so that a client that
// missed some catches up when it reconnects; one that cannot (the history
// expired, or a memory broker restarted) is told so and refetches over HTTP.
//
// Clients never subscribe: the server subscribes a connection to the
// channels its connect token lists (server-side subscriptions), so a token
// for one seat can never reach another's channel. Connect tokens are
// HMAC-signed and short-lived (see Signer), issued over HTTP to the holder
// of a device token.
//
// One node keeps everything in memory; with a Redis address the broker and
// the presence manager are Redis's, and replicas share channels, history
// and presence.
package push

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/centrifugal/centrifuge"

	"kamon/online/wire"
)

// Config bounds the hub.
type Config struct {
	Redis          string        // "" for one node in memory
	HistorySize    int           // publications kept per channel
	HistoryTTL     time.Duration // how long they are kept
	ClientQueue    int           // bytes queued for one slow client before it is dropped
	UserConns      int           // connections per user (player) on one node
	MaxSpectators  int           // connections on a game's public channel
	AllowedOrigins []string      // WebSocket origins besides the server's own host ("*": any)
	Logger         *slog.Logger
}

// Hub is the centrifuge node and what the server asks of it.
type Hub struct {
	node   *centrifuge.Node
	signer *Signer
	cfg    Config
}

// New starts a node. The signer checks the connect tokens.
func New(cfg Config, signer *Signer) (*Hub, error) {
	if cfg.HistorySize == 0 {
		cfg.HistorySize = 32
	}
	if cfg.HistoryTTL == 0 {
		cfg.HistoryTTL = 10 * time.Minute
	}
	if cfg.ClientQueue == 0 {
		cfg.ClientQueue = 4 << 20
	}
	if cfg.UserConns == 0 {
		cfg.UserConns = 32
	}
	logger := cfg.Logger
	node, err := centrifuge.New(centrifuge.Config{
		LogLevel: centrifuge.LogLevelError,
		LogHandler: func(e centrifuge.LogEntry) {
			if logger != nil {
				logger.Error("push: "+e.Message, "fields", e.Fields)
			}
		},
		ClientQueueMaxSize:          cfg.ClientQueue,
		UserConnectionLimit:         cfg.UserConns,
		ClientChannelLimit:          8,
		ChannelMaxLength:            128,
		HistoryMetaTTL:              24 * time.Hour,
		RecoveryMaxPublicationLimit: cfg.HistorySize,
	})
	if err != nil {
		return nil, err
	}
	h := &Hub{node: node, signer: signer, cfg: cfg}
	if cfg.Redis != "" {
		shard, err := centrifuge.NewRedisShard(node, centrifuge.RedisShardConfig{Address: cfg.Redis})
		if err != nil {
			return nil, fmt.Errorf("redis: %w", err)
		}
		broker, err := centrifuge.NewRedisBroker(node, centrifuge.RedisBrokerConfig{Prefix: "kamon", Shards: []*centrifuge.RedisShard{shard}})
		if err != nil {
			return nil, fmt.Errorf("redis broker: %w", err)
		}
		node.SetBroker(broker)
		presence, err := centrifuge.NewRedisPresenceManager(node, centrifuge.RedisPresenceManagerConfig{Prefix: "kamon", Shards: []*centrifuge.RedisShard{shard}})
		if err != nil {
			return nil, fmt.Errorf("redis presence: %w", err)
		}
		node.SetPresenceManager(presence)
	}
	node.OnConnecting(h.connecting)
	node.OnConnect(func(c *centrifuge.Client) {
		// Nothing may be asked over the socket but pings: no client-side
		// subscription, publication, RPC or presence handler is set, so
		// centrifuge refuses them all.
	})
	if err := node.Run(); err != nil {
		return nil, err
	}
	return h, nil
}

// connecting admits a connection with a valid connect token and subscribes
// it to the channels the token lists, recovering what it missed.
func (h *Hub) connecting(ctx context.Context, e centrifuge.ConnectEvent) (centrifuge.ConnectReply, error) {
	claims, err := h.signer.Verify(e.Token, time.Now())
	if err != nil {
		return centrifuge.ConnectReply{}, centrifuge.DisconnectInvalidToken
	}
	subs := make(map[string]centrifuge.SubscribeOptions, len(claims.Channels))
	for _, ch := range claims.Channels {
		subs[ch] = centrifuge.SubscribeOptions{
			EnableRecovery: true,
			RecoveryMode:   centrifuge.RecoveryModeStream,
			// Presence counts the spectators of a public channel.
			EmitPresence: strings.HasSuffix(ch, ":public"),
		}
	}
	return centrifuge.ConnectReply{
		Credentials:   &centrifuge.Credentials{UserID: claims.User},
		Subscriptions: subs,
	}, nil
}

// Handler serves the WebSocket (wire.PathSocket).
func (h *Hub) Handler() http.Handler {
	return centrifuge.NewWebsocketHandler(h.node, centrifuge.WebsocketConfig{
		MessageSizeLimit: 4 << 10, // a client sends only its connect command and pongs
		WriteTimeout:     5 * time.Second,
		CheckOrigin:      h.checkOrigin,
	})
}

// checkOrigin lets in programs (no Origin header), the server's own pages
// and the origins configured.
func (h *Hub) checkOrigin(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	for _, o := range h.cfg.AllowedOrigins {
		if o == "*" || o == origin {
			return true
		}
	}
	return strings.TrimPrefix(strings.TrimPrefix(origin, "https://"), "http://") == r.Host
}

// Publish sends data on channel and keeps it in the channel's history. key
// makes a second publication of the same thing (a retry) a no-op.
func (h *Hub) Publish(channel string, data []byte, key string) error {
	opts := []centrifuge.PublishOption{centrifuge.WithHistory(h.cfg.HistorySize, h.cfg.HistoryTTL)}
	if key != "" {
		opts = append(opts, centrifuge.WithIdempotencyKey(key))
	}
	_, err := h.node.Publish(channel, data, opts...)
	return err
}

// Spectators counts the connections on a game's public channel.
func (h *Hub) Spectators(game string) (int, error) {
	st, err := h.node.PresenceStats(wire.PublicChannel(game))
	if err != nil {
		return 0, err
	}
	return st.NumClients, nil
}

// SpectatorsFull reports whether a game's public channel is at its limit.
func (h *Hub) SpectatorsFull(game string) bool {
	if h.cfg.MaxSpectators <= 0 {
		return false
	}
	n, err := h.Spectators(game)
	return err == nil && n >= h.cfg.MaxSpectators
}

// Disconnect closes every connection of a user, on every node (a revoked
// device token).
func (h *Hub) Disconnect(user string) error {
	return h.node.Disconnect(user, centrifuge.WithCustomDisconnect(centrifuge.DisconnectForceNoReconnect))
}

// Shutdown closes the node.
func (h *Hub) Shutdown(ctx context.Context) error { return h.node.Shutdown(ctx) }
