package mana

import (
	"strings"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

// The replay viewer shows a finished match on this very table, read-only.
func init() { table.RegisterReplay(mana.ID, newReplayTable) }

// newReplayTable builds the Mana table showing src: the board from Black's
// side, each step forward slid and flown as at play.
func newReplayTable(src table.ReplaySource) table.ReplayTable {
	return &tableScene{src: src, seats: src.Players(), names: table.Names(src.Players()), replay: src, stale: true, sel: -1, hover: -1, birdSq: -1, lastFrom: -1, lastTo: -1,
		plies:    -1,
		anim:     tween.NewPlayer(1),
		menu:     table.NewMenuButtons(),
		flipBtn:  ui.Button{ID: "flip", Icon: "redo", Kind: ui.ButtonSecondary},
		coordBtn: ui.Button{ID: "coords", Label: "a1", Kind: ui.ButtonSecondary},
		pass:     ui.Button{ID: "pass", Icon: "pass", Kind: ui.ButtonPrimary}}
}

// MenuRect is where the menu button stands: the replay viewer's way back.
func (t *tableScene) MenuRect() ui.Rect { return t.menu.Rect }

// botToMove reports that a bot plays now (never in a replay).
func (t *tableScene) botToMove() bool { return t.m != nil && t.m.BotToMove() }

// updateReplay runs a frame of a replay: the move shown slides (a tap on
// the board hurries it), the board may be turned and the coordinates
// shown; nothing else is taken.
func (t *tableScene) updateReplay(ctx *ui.Context) error {
	t.sync(ctx)
	if t.st == nil {
		return nil
	}
	t.anim.SetSpeed(ctx.AnimSpeed())
	if !t.anim.Done() {
		t.anim.Update(ctx.Dt)
		ctx.Redraw()
		if ctx.Input.Tapped(t.geom.board) {
			t.anim.Skip()
		}
	}
	for sq := range manaSquareIDs {
		ctx.Register(manaSquareIDs[sq], manaSquareNames[sq], t.geom.rect(sq))
	}
	ctx.Register("board", t.posNote, t.geom.board)
	if t.birdSq >= 0 && !t.birdFly && t.anim.Done() {
		ctx.Register("bird", manaSquareNames[t.birdSq], t.geom.rect(t.birdSq))
	}
	if !t.tableMod && t.flipBtn.Update(ctx) {
		t.flip = !t.flip
		t.anim.Skip()
		t.layout(ctx)
		ctx.Redraw()
	}
	if t.coordBtn.Update(ctx) {
		set := ctx.App.Settings()
		set.Coords = !set.Coords
		ctx.App.SetSettings(set)
	}
	return nil
}

// MoveSentence is the move shown in words, for the replay: who moved
// which piece from where to where, what it took, how the game ended.
func (t *tableScene) MoveSentence() string {
	hist := t.src.History()
	if t.st == nil || len(hist) == 0 {
		return ""
	}
	rec := hist[len(hist)-1]
	who := "?"
	if int(rec.Player) >= 0 && int(rec.Player) < len(t.seats) {
		who = t.seats[rec.Player].Name
	}
	names := make([]string, len(t.seats))
	for i, s := range t.seats {
		names[i] = s.Name
	}
	var parts []string
	for _, e := range rec.Events {
		d, _ := e.Data.(*mana.Played)
		s := ""
		switch {
		case d != nil && (e.Kind == "move" || e.Kind == "enter" || e.Kind == "place") && d.To >= 0:
			daimio := t.st.Piece(d.To) == 'D' || t.st.Piece(d.To) == 'd'
			to := manaSquareName(d.To)
			switch {
			case e.Kind == "enter":
				s = i18n.T("mana.say.enter", who, to)
			case e.Kind == "place" && daimio:
				s = i18n.T("mana.say.place_daimio", who, to)
			case e.Kind == "place":
				s = i18n.T("mana.say.place_ronin", who, to)
			case daimio:
				s = i18n.T("mana.say.daimio", who, manaSquareName(d.From), to)
			default:
				s = i18n.T("mana.say.ronin", who, manaSquareName(d.From), to)
			}
		default:
			s = manaLogLine(e, names, rules.NoPlayer)
		}
		if s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, ". ")
}
