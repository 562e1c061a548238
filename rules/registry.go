package rules

import (
	"fmt"
	"sort"
	"sync"
)

// Variant is a named set of rule changes a game offers at setup.
type Variant struct {
	ID   string // stored in Config.Variant; "" is the standard game
	Name string // English name; the UI translates it through its catalog
}

// Option is an on/off switch of a game, stored in Config.Options as "1"/"0".
type Option struct {
	ID      string
	Name    string
	Default bool
}

// Game describes one registered game. Each game package registers itself in
// an init function; a game that is not imported does not exist for the app.
type Game struct {
	ID         string // "mana", "shinobi", "peuple", "gosu"
	Name       string // display name
	Order      int    // position in the menu
	MinPlayers int
	MaxPlayers int
	// Hidden is true for games with hidden information: a shared device shows
	// the hand-off curtain and undo is limited to the mover's own turn.
	Hidden   bool
	Variants []Variant
	Options  []Option
	// Version is the format version of the game's saved state. A save with a
	// higher version is refused; a lower one the game may still read.
	Version int
	// Payloads lists the types of the payloads (Event.Data) the game's
	// events carry, masked ones included, as one zero value each: a pointer
	// where the events hold a pointer (&Played{} for *Played). EncodeEvents
	// and DecodeEvents carry these types and refuse any other.
	Payloads []any
	// New starts a game; Unmarshal reads a state written by State.MarshalJSON.
	New       func(Config) (State, error)
	Unmarshal func(data []byte) (State, error)
}

var (
	registryMu sync.RWMutex
	registry   = map[string]Game{}
)

// Register adds a game. It panics on a programming error (a duplicate id or a
// missing constructor), never on player input.
func Register(g Game) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if g.ID == "" || g.New == nil || g.Unmarshal == nil {
		panic("rules: Register needs an ID, New and Unmarshal")
	}
	if _, dup := registry[g.ID]; dup {
		panic("rules: game registered twice: " + g.ID)
	}
	registry[g.ID] = g
}

// Lookup finds a registered game by id.
func Lookup(id string) (Game, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	g, ok := registry[id]
	if !ok {
		return Game{}, fmt.Errorf("unknown game %q (known: %v)", id, ids())
	}
	return g, nil
}

// Games lists the registered games in menu order.
func Games() []Game {
	registryMu.RLock()
	defer registryMu.RUnlock()
	out := make([]Game, 0, len(registry))
	for _, g := range registry {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Order != out[j].Order {
			return out[i].Order < out[j].Order
		}
		return out[i].ID < out[j].ID
	})
	return out
}

func ids() []string {
	var out []string
	for id := range registry {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// CheckConfig validates the parts of cfg every game shares.
func (g Game) CheckConfig(cfg Config) error {
	if cfg.Players < g.MinPlayers || cfg.Players > g.MaxPlayers {
		if g.MinPlayers == g.MaxPlayers {
			return fmt.Errorf("%w: %s is for %d players, not %d", ErrBadConfig, g.Name, g.MinPlayers, cfg.Players)
		}
		return fmt.Errorf("%w: %s is for %d to %d players, not %d", ErrBadConfig, g.Name, g.MinPlayers, g.MaxPlayers, cfg.Players)
	}
	if cfg.Variant != "" {
		found := false
		for _, v := range g.Variants {
			found = found || v.ID == cfg.Variant
		}
		if !found {
			return fmt.Errorf("%w: %s has no variant %q", ErrBadConfig, g.Name, cfg.Variant)
		}
	}
	for k, v := range cfg.Options {
		found := false
		for _, o := range g.Options {
			found = found || o.ID == k
		}
		if !found {
			return fmt.Errorf("%w: %s has no option %q", ErrBadConfig, g.Name, k)
		}
		if v != "0" && v != "1" {
			return fmt.Errorf("%w: option %q must be 0 or 1, not %q", ErrBadConfig, k, v)
		}
	}
	return nil
}

// OptionOn reports whether option id is on in cfg, falling back to its default.
func (g Game) OptionOn(cfg Config, id string) bool {
	if v, ok := cfg.Options[id]; ok {
		return v == "1"
	}
	for _, o := range g.Options {
		if o.ID == id {
			return o.Default
		}
	}
	return false
}
