package table

import (
	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
)

// Play is a game at play as a table acts on it: what the table draws from
// (Source), whose eyes the screen is for, who decides at this screen, and
// the moves a person makes there. The match on this device is one
// (Local); one seat of a game kept on a server is another (package
// scenes/online). A replay is a Source, never a Play.
type Play interface {
	Source
	// Generation changes with every change of what the play shows.
	Generation() int
	// Eyes is whose eyes the screen should be for, given whose they are
	// now, and whether the screen must first be handed on behind the
	// curtain (the next person's secrets then wait for it).
	Eyes(current rules.Player) (next rules.Player, curtain bool)
	// SecretsShown reports whether viewer's hidden cards may be on screen
	// now.
	SecretsShown(viewer rules.Player) bool
	// Person reports whether a person at this screen plays seat p: when
	// it is p's to decide and p's eyes have the screen, the table lists
	// p's legal actions and takes their taps.
	Person(p rules.Player) bool
	// Prepare readies a, one of the legal actions the table listed, for
	// the person to move: it is played once, without checking it again.
	Prepare(a rules.Action) (Move, error)
	// Match is the match on this device, for its undo, its menu, its
	// bots, its results and its curtain; nil when the game is elsewhere.
	Match() *game.Match
	// Trouble is what went wrong that the people at the screen should be
	// told once, in a sentence (an autosave that failed, a server out of
	// reach); "" when all is well.
	Trouble() string
	// Waiting is what the screen waits for before it can show the game
	// (connecting to the server), in a sentence; "" once it can.
	Waiting() string
	// Offer is what the play offers the person beyond their moves, for
	// the game menu: label says it, take does it. An online seat played
	// by a bot since its clock ran out offers itself back; "" for none.
	Offer() (label string, take func())
}

// Move is a person's action prepared for the game, not yet part of it.
type Move interface {
	// Hold reports whether the move should wait a moment of grace, with
	// Cancel, before it is made: it cannot be taken back.
	Hold() bool
	// Commit makes it part of the game.
	Commit() error
}

// Local is the match m at play on this device: its seats' people share
// the screen (behind the curtain in a game with hidden information), its
// bots think here, and it saves itself.
func Local(m *game.Match) Play { return local{live{m}} }

type local struct{ live }

func (l local) Generation() int    { return l.live.Match.Generation() }
func (l local) Match() *game.Match { return l.live.Match }
func (l local) Waiting() string    { return "" }

// Offer: a match here has nothing to offer beyond its moves and its menu.
func (l local) Offer() (string, func()) { return "", nil }

func (l local) Trouble() string {
	if err := l.live.SaveError(); err != nil {
		return i18n.T("table.save_failed", err)
	}
	return ""
}
func (l local) Person(p rules.Player) bool {
	return p >= 0 && int(p) < len(l.Seats) && l.Seats[p].Human()
}

func (l local) Eyes(current rules.Player) (rules.Player, bool) {
	return nextViewer(l.live.Match, current)
}

func (l local) SecretsShown(viewer rules.Player) bool { return SecretsShown(l.live.Match, viewer) }

func (l local) Prepare(a rules.Action) (Move, error) {
	p, err := l.live.Prepare(a)
	if err != nil {
		return nil, err
	}
	return localMove{p}, nil
}

// localMove is a prepared move of a local match: held for grace when it
// could not be undone.
type localMove struct{ *game.Pending }

func (m localMove) Hold() bool { return !m.Undoable() }
