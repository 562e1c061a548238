// Package settings is what the player sets for the whole app: language,
// animation speed, sound and its volume, vibration (haptics), table mode
// (seats round a shared tablet), board coordinates and the first-game
// hints; their defaults, and how they are kept in the store. The settings
// screen is in package scenes; a scene reads them with ctx.App.Settings().
// What a game's rules allow (asking every player about a reaction, or
// its holders only) is set in that game's setup, not here.
package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"

	"kamon/i18n"
)

// key is the store key of the settings.
const key = "settings"

// AnimSpeed is how fast animations play.
type AnimSpeed string

// Animation speeds, slowest first; AnimOff skips animations entirely.
const (
	AnimOff    AnimSpeed = "off"
	AnimSlow   AnimSpeed = "slow"
	AnimNormal AnimSpeed = "normal"
	AnimFast   AnimSpeed = "fast"
)

// AnimSpeeds lists the speeds in the order a setting offers them.
func AnimSpeeds() []AnimSpeed { return []AnimSpeed{AnimOff, AnimSlow, AnimNormal, AnimFast} }

// Factor is the speed as a multiplier for tween players: 0 means instant.
func (s AnimSpeed) Factor() float64 {
	switch s {
	case AnimOff:
		return 0
	case AnimSlow:
		return 0.6
	case AnimFast:
		return 1.8
	default:
		return 1
	}
}

// Label is the speed's name in the current language.
func (s AnimSpeed) Label() string { return i18n.T("anim." + string(s)) }

// Settings are the player's preferences, saved as JSON under Key.
type Settings struct {
	Lang      string    `json:"lang"`
	Anim      AnimSpeed `json:"anim"`
	Sound     bool      `json:"sound"`
	Volume    int       `json:"volume"`     // percent, 0..100
	Haptics   bool      `json:"haptics"`    // a short vibration on a refused tap and on one's turn
	TableMode bool      `json:"table_mode"` // seats around a shared tablet
	Coords    bool      `json:"coords"`     // board games: letters and digits along the frame
	// Hints: a short hint the first time each kind of decision comes, in
	// a game until a person has finished one of it here (App.Learning).
	// On at first; the key is new so that the old switch, off by default,
	// leaves no one without them.
	Hints bool `json:"first_game_hints"`
}

// defaults are the settings of a first start, in lang when
// supported (else English).
func defaults(lang string) Settings {
	s := Settings{Lang: lang, Anim: AnimNormal, Sound: true, Volume: 75, Haptics: true, Coords: true, Hints: true}
	return s.Normalized()
}

// Normalized replaces values this build does not know by defaults, so an
// old or hand-edited file still gives usable settings.
func (s Settings) Normalized() Settings {
	if !i18n.Supported(s.Lang) {
		s.Lang = i18n.Fallback
	}
	switch s.Anim {
	case AnimOff, AnimSlow, AnimNormal, AnimFast:
	default:
		s.Anim = AnimNormal
	}
	s.Volume = min(max(s.Volume, 0), 100)
	return s
}

// Volumes are the levels the settings screen offers, in percent: silence
// is the Sound switch's.
func Volumes() []int { return []int{25, 50, 75, 100} }

// Store is where the settings are kept (the app's storage.Store): a
// value under a key, replaced whole; one that cannot be read is moved to
// a new key and kept there. Load's error for an absent key is an
// fs.ErrNotExist.
type Store interface {
	Load(key string) ([]byte, error)
	Save(key string, data []byte) error
	SetAside(key string) (string, error)
}

// Save writes the settings to st.
func (s Settings) Save(st Store) error {
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return st.Save(key, data)
}

// Unreadable says why the settings could not be read and where they were
// kept.
type Unreadable struct {
	Err  error
	Kept string // the key they were set aside under, or why they were not
}

// Notice says it in the current language, for the player.
func (u *Unreadable) Notice() string { return i18n.T("settings.unreadable", u.Err, u.Kept) }

// Load reads the settings from st. Absent settings give the defaults in
// defaultLang. Settings that cannot be read are set aside (kept under a new
// key, never overwritten) and the defaults are used; unreadable then says
// why, else it is nil.
func Load(st Store, defaultLang string) (s Settings, unreadable *Unreadable) {
	def := defaults(defaultLang)
	data, err := st.Load(key)
	if errors.Is(err, fs.ErrNotExist) {
		return def, nil
	}
	if err == nil {
		s, err = parseSettings(data, def)
		if err == nil {
			return s, nil
		}
	}
	kept, aerr := st.SetAside(key)
	if aerr != nil {
		kept = fmt.Sprintf("%s (%v)", key, aerr)
	}
	return def, &Unreadable{Err: err, Kept: kept}
}

// parseSettings reads a settings file; fields it lacks keep def's values.
func parseSettings(data []byte, def Settings) (Settings, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return def, fmt.Errorf("not a JSON object: %w", err)
	}
	s := def
	if err := json.Unmarshal(data, &s); err != nil {
		return def, fmt.Errorf("a setting has the wrong type: %w", err)
	}
	return s.Normalized(), nil
}
