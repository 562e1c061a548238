package server

import (
	"sync"
	"time"

	"kamon/rules"
)

// stateCache keeps the last state of each game this replica saw, by ply.
// The state after k actions never changes once committed (the transcript's
// rows are never rewritten), so a cached state at the ply a request names is
// right even when another replica has moved the game on: the conditional
// update still refuses the stale move. Only committed states enter it.
type stateCache struct {
	mu    sync.Mutex
	max   int
	games map[string]cached
	metas map[string]*gameMeta
}

type cached struct {
	ply   int
	state rules.State // never changed: callers clone before playing
}

func newStateCache(max int) *stateCache {
	return &stateCache{max: max, games: map[string]cached{}, metas: map[string]*gameMeta{}}
}

// get is game's state at ply, if this replica holds it.
func (c *stateCache) get(game string, ply int) rules.State {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.games[game]; ok && e.ply == ply {
		return e.state
	}
	return nil
}

// put keeps s as game's state at ply, unless a later one is held.
func (c *stateCache) put(game string, ply int, s rules.State) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.games[game]; ok && e.ply > ply {
		return
	}
	if len(c.games) >= c.max {
		for k := range c.games { // forget one at random: cheap, and enough
			delete(c.games, k)
			break
		}
	}
	c.games[game] = cached{ply: ply, state: s}
}

// authCache keeps for a few seconds what a device token's hash stands for,
// so that a move costs no extra query; a revocation here clears it at once,
// on other replicas within the TTL.
type authCache struct {
	mu  sync.Mutex
	ttl time.Duration
	m   map[string]authEntry
}

type authEntry struct {
	player, spectates string
	at                time.Time
}

func newAuthCache(ttl time.Duration) *authCache {
	return &authCache{ttl: ttl, m: map[string]authEntry{}}
}

func (c *authCache) get(key string, now time.Time) (authEntry, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[key]
	if ok && now.Sub(e.at) > c.ttl {
		delete(c.m, key)
		ok = false
	}
	return e, ok
}

func (c *authCache) put(key string, e authEntry) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) > 100000 {
		c.m = map[string]authEntry{}
	}
	c.m[key] = e
}

// forget drops every entry of a player (revoked) or of a spectated game.
func (c *authCache) forget(player, spectates string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, e := range c.m {
		if (player != "" && e.player == player) || (spectates != "" && e.spectates == spectates) {
			delete(c.m, k)
		}
	}
}

// meta is a game's gameMeta if this replica read it.
func (c *stateCache) meta(game string) *gameMeta {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.metas[game]
}

func (c *stateCache) putMeta(game string, m *gameMeta) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.metas) >= c.max {
		for k := range c.metas {
			delete(c.metas, k)
			break
		}
	}
	c.metas[game] = m
}
