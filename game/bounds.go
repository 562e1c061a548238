package game

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"kamon/rules"
)

// Bounds on what a save may hold. A save over any of them is refused before
// anything in it is used, with a message that quotes nothing long, and a
// match never writes one (it could not be read back). The largest real
// saves measured (2,000 random games of each game and player count) are
// under 10 KB, 283 actions and 66 bytes of notation.
const (
	MaxSaveBytes = 4 << 20 // a whole save, in bytes
	MaxActions   = 10000   // actions played plus actions to redo
	MaxActionLen = 128     // one action's notation, in bytes
	MaxNameLen   = 16      // a seat's name, in characters: the setup's limit
	maxSeats     = 16      // seats listed, before the game's own count is checked
	maxIDLen     = 40      // a game id, variant, option id or value, bot level
	maxOptions   = 32      // options in the config
	quoteLen     = 40      // characters of a value a message quotes
	causeLen     = 200     // characters of an underlying error a message quotes
)

// clip cuts s to n characters, marking the cut.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	i := 0
	for range n {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i] + "…"
}

// quote is s quoted for a message, cut to quoteLen characters.
func quote(s string) string { return strconv.Quote(clip(s, quoteLen)) }

// checkBounds refuses a save whose fields are out of bounds (size is
// checked before it is decoded, the seats' names with the seats).
func checkBounds(j *saveJSON) error {
	switch {
	case len(j.Game) > maxIDLen:
		return refuse(rules.ErrBadSave, nil, "the save's game id %s is longer than %d bytes", quote(j.Game), maxIDLen)
	case len(*j.Actions)+len(j.Redo) > MaxActions:
		return refuse(rules.ErrBadSave, nil, "the save holds %d actions and %d to redo, more than %d in all", len(*j.Actions), len(j.Redo), MaxActions)
	case len(j.Seats) > maxSeats:
		return refuse(rules.ErrBadSave, nil, "the save lists %d seats, more than %d", len(j.Seats), maxSeats)
	case len(j.Seating) > maxSeats:
		return refuse(rules.ErrBadSave, nil, "the save's seating lists %d seats, more than %d", len(j.Seating), maxSeats)
	case len(j.Config.Variant) > maxIDLen:
		return refuse(rules.ErrBadSave, nil, "the save's variant %s is longer than %d bytes", quote(j.Config.Variant), maxIDLen)
	case len(j.Config.Options) > maxOptions:
		return refuse(rules.ErrBadSave, nil, "the save sets %d options, more than %d", len(j.Config.Options), maxOptions)
	}
	for i, a := range *j.Actions {
		if len(a) > MaxActionLen {
			return refuse(rules.ErrBadSave, nil, "action %d of the save (%s) is %d bytes long, more than %d", i+1, quote(a), len(a), MaxActionLen)
		}
	}
	for i, a := range j.Redo {
		if len(a) > MaxActionLen {
			return refuse(rules.ErrBadSave, nil, "redo action %d of the save (%s) is %d bytes long, more than %d", i+1, quote(a), len(a), MaxActionLen)
		}
	}
	for k, v := range j.Config.Options {
		if len(k) > maxIDLen || len(v) > maxIDLen {
			return refuse(rules.ErrBadSave, nil, "the save's option %s = %s is longer than %d bytes", quote(k), quote(v), maxIDLen)
		}
	}
	return nil
}

// checkSeatBounds refuses a name longer than the setup allows or holding
// what CleanName drops, and a bot level longer than any level's name. A
// save's seats are checked so with the game's own count of them (see
// checkSeats), before anything reads them.
func checkSeatBounds(i int, s Seat) error {
	if n := utf8.RuneCountInString(s.Name); n > MaxNameLen {
		return fmt.Errorf("%w: seat %d: the name %s has %d characters, more than %d", rules.ErrBadConfig, i+1, quote(s.Name), n, MaxNameLen)
	}
	if CleanName(s.Name) != s.Name {
		return fmt.Errorf("%w: seat %d: the name %s holds control or direction characters, or spaces at its ends", rules.ErrBadConfig, i+1, quote(s.Name))
	}
	if len(s.Bot) > maxIDLen {
		return fmt.Errorf("%w: seat %d: no bot level is called %s", rules.ErrBadConfig, i+1, quote(s.Bot))
	}
	return nil
}

// CleanName is a seat's name as Kamon keeps it: without control characters
// (a NUL, a newline, an escape), line or paragraph separators, or
// invisible format characters (a right-to-left override, a zero-width
// joiner), which would garble every
// line that names the seat or turn its text round, and without spaces at
// its ends. Names typed in the setup are cleaned so; a save or a request
// holding another is refused.
func CleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp) || r == utf8.RuneError {
			return -1
		}
		return r
	}, s)
	return strings.TrimSpace(s)
}
