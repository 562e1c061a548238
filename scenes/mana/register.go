package mana

import (
	"strings"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sound"
)

// Mana joins the app: its table and replay, its results panel, its
// rules page with its pictures, its icon, the sound of each kind of event
// and the wording of its log and moves.
func init() {
	table.Register(table.Game{ID: mana.ID, Table: newTableScene, Replay: newReplayTable, Results: newResultsPanel,
		Icon: "bird", Sounds: manaSounds, Rules: "mana.help", Pictures: []table.RulesPicture{{After: 4, Aspect: 0.5, Caption: "mana.pic.move", Draw: drawMovePicture}},
		LogLine: manaLogLine, MoveText: manaMoveText, Decision: manaDecisionKind, Tutorial: &manaTutorial})
}

// manaSounds is the sound of every kind of event Mana's rules emit.
var manaSounds = []sound.OfKind{
	{Kind: mana.EventPlace, Sound: sound.Land}, // a piece set on its starting square
	{Kind: mana.EventEnter, Sound: sound.Land}, // a piece brought back onto the board
	{Kind: mana.EventMove, Sound: sound.Move},
	{Kind: mana.EventCapture, Sound: sound.Capture},
	{Kind: mana.EventWin, Sound: sound.Win},
	{Kind: mana.EventDraw, Sound: sound.None, Silent: "a drawn game: the results say it"},
	{Kind: mana.EventPass, Sound: sound.None, Silent: "a walled-in player passes: the log says it"},
}

// manaLogLine is a line of Mana's game log in the current language, a
// sentence: who played (name and side), which piece went from where to
// where and what it captured, a Ronin brought back, a pass, the end.
// The capture is said with the move: its own event is left out. Nothing
// in Mana is hidden.
func manaLogLine(e rules.Event, names []string, _ rules.Player) string {
	who := "?"
	if int(e.Player) >= 0 && int(e.Player) < len(names) {
		who = names[e.Player]
	}
	side := i18n.T(manaSideKey(e.Player))
	d, _ := e.Data.(*mana.Played)
	switch {
	case e.Kind == mana.EventMove && d != nil:
		key := manaMoveKeys[manaPieceIndex(d.Piece)][0]
		if d.Captured != 0 {
			key = manaMoveKeys[manaPieceIndex(d.Piece)][1+manaPieceIndex(d.Captured)]
		}
		return i18n.T(key, who, side, mana.SquareName(d.From), mana.SquareName(d.To))
	case e.Kind == mana.EventEnter && d != nil:
		return i18n.T("mana.log.enter", who, side, mana.SquareName(d.To))
	case e.Kind == mana.EventPlace && d != nil:
		return i18n.T(manaPlaceKeys[manaPieceIndex(d.Piece)], who, side, mana.SquareName(d.To))
	case e.Kind == mana.EventPass:
		return i18n.T("mana.log.pass", who, side)
	case e.Kind == mana.EventCapture:
		return ""
	case e.Kind == mana.EventWin:
		return i18n.T("results.wins", who)
	case e.Kind == mana.EventDraw:
		why := strings.TrimPrefix(e.Text, "Draw: ")
		return i18n.T("mana.log.draw", table.GameText(mana.ID, "reason", why, why))
	}
	return e.Text
}

// The log's sentences for a move, by the piece moved (manaPieceIndex):
// without a capture, capturing a Daimio, capturing a Ronin; and for a
// placement, by the piece placed.
var (
	manaMoveKeys = [2][3]string{
		{"mana.log.move.D", "mana.log.move.D.takes_D", "mana.log.move.D.takes_R"},
		{"mana.log.move.R", "mana.log.move.R.takes_D", "mana.log.move.R.takes_R"},
	}
	manaPlaceKeys = [2]string{"mana.log.place.D", "mana.log.place.R"}
)

// manaPieceIndex is 0 for a Daimio, 1 for a Ronin (of either side).
func manaPieceIndex(c byte) int {
	if c == 'D' || c == 'd' {
		return 0
	}
	return 1
}

// manaMoveText is the results' final move: its log line.
func manaMoveText(rec game.Record, names []string) string {
	for _, e := range rec.Events {
		if _, ok := e.Data.(*mana.Played); ok && e.Kind != mana.EventCapture {
			return manaLogLine(e, names, rules.NoPlayer)
		}
	}
	return ""
}

// movesShown reports whether the move list is drawn: a tap on it opens the
// game log.
func (t *tableScene) movesShown(ctx *ui.Context) bool {
	return t.lay.moves.H > ctx.Px(60) && t.lay.moves.W > ctx.Px(80)
}
