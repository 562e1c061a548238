package rules

import (
	"encoding/json"
	"fmt"
)

// SaveHeader opens every game's saved state: the format version it was
// written in, the config the game started from and the RNG's position (absent
// from the saves of a game that draws nothing at random). A game's save struct
// embeds it as its first field, so the JSON reads "version", "config", "rng",
// then the game's own fields.
type SaveHeader struct {
	Version int    `json:"version"`
	Config  Config `json:"config"`
	RNG     RNG    `json:"rng,omitzero"`
}

func (h *SaveHeader) saveHeader() *SaveHeader { return h }

// Save is a pointer to a game's save struct: any struct that embeds
// SaveHeader.
type Save interface{ saveHeader() *SaveHeader }

// DecodeSave reads data, a state written by one of g's states, into save and
// checks what every game checks before its own fields: the data is JSON of
// the right shape, the format is one Kamon writes and not newer than
// g.Version, and the config is one g can play. The version is read first, so a newer format whose fields
// changed shape is reported as newer, not as corrupt. Errors wrap ErrBadSave
// or ErrNewVersion and name the game.
func (g Game) DecodeSave(data []byte, save Save) error {
	var v struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return g.BadSave("not a saved state: %v", err)
	}
	if v.Version > g.Version {
		return fmt.Errorf("%w: %s format %d, this build reads up to %d", ErrNewVersion, g.ID, v.Version, g.Version)
	}
	if v.Version < 1 { // absent: versions start at 1
		return g.BadSave("version %d is none Kamon writes", v.Version)
	}
	if err := json.Unmarshal(data, save); err != nil {
		return g.BadSave("%v", err)
	}
	if err := g.CheckConfig(save.saveHeader().Config); err != nil {
		return g.BadSave("%w", err)
	}
	return nil
}

// BadSave builds the ErrBadSave error a game's Unmarshal returns, naming the
// game and saying what is wrong.
func (g Game) BadSave(format string, args ...any) error {
	return fmt.Errorf("%w: %s: %w", ErrBadSave, g.ID, fmt.Errorf(format, args...))
}
