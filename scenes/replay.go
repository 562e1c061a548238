package scenes

import (
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// dealText names the deal of a finished game of g ("Deal 7K2M-QX4P-AZ9RT",
// its words joined by no-break spaces: the code wraps with its label,
// never alone on a line), "" where the game deals nothing hidden (Mana).
func dealText(g rules.Game, seed uint64) string {
	if !g.Hidden || seed == 0 {
		return ""
	}
	return strings.ReplaceAll(i18n.T("replay.deal", game.DealCode(seed)), " ", "\u00a0")
}

// replayAutoStep is the seconds autoplay shows each move at normal
// animation speed (the setting scales it).
const replayAutoStep = 1.6

// replayScene steps through a finished game on that game's own table,
// read-only: the table draws from a table.Replayed (the public view, or
// once the game is over a player's, the viewer's choice) and animates each
// step forward as it was played. Under the table, the move in a sentence
// and the controls: first, back, play or pause, forward, last, a scrubber
// and whose eyes the table is seen with.
type replayScene struct {
	r    *game.Replay
	over bool // the game ended: each player's point of view may be shown
	src  *table.Replayed
	tbl  table.ReplayTable

	back                          ui.Button
	first, prev, play, next, last ui.Button
	seen                          ui.Button
	playing                       bool
	wait                          float64 // seconds the move has been shown in autoplay
	scrub                         ui.Rect // the scrubber's track
	scrubbing                     bool
	bar, caption, counter         ui.Rect
	tableW, tableH                float64       // the table's part of the screen, from the top left
	sub                           *ebiten.Image // the table's part of the screen
	subOf                         *ebiten.Image
	subR                          image.Rectangle
	lang                          string
	shownPly                      int
	shownSeen                     rules.Player
	narrow, shownNarrow           bool // a phone upright: the counter leaves out "Replay"
	sentence, count               string
}

// newReplayScene builds the replay viewer of r, at the start of the game:
// r's game's own table, or the generic one for a game without.
func newReplayScene(r *game.Replay) *replayScene {
	src := table.NewReplayed(r)
	f, ok := table.LookupReplay(r.Game.ID)
	if !ok {
		f = table.NewGenericReplay
	}
	return &replayScene{r: r, over: r.Outcome().Over, src: src, tbl: f(src), shownPly: -1,
		first: ui.Button{ID: "replay:first", Label: "◄◄", Kind: ui.ButtonSecondary},
		prev:  ui.Button{ID: "replay:prev", Label: "◄", Kind: ui.ButtonPrimary},
		play:  ui.Button{ID: "replay:play", Icon: "play", HideLabel: true, Kind: ui.ButtonPrimary},
		next:  ui.Button{ID: "replay:next", Label: "►", Kind: ui.ButtonPrimary},
		last:  ui.Button{ID: "replay:last", Label: "►►", Kind: ui.ButtonSecondary},
		seen:  ui.Button{ID: "replay:seen", Kind: ui.ButtonSecondary}}
}

func (s *replayScene) Name() string { return "replay" }

// Ply is the number of moves shown.
func (s *replayScene) Ply() int { return s.src.Ply() }

// Seen is whose eyes the table is seen with (rules.NoPlayer: the public).
func (s *replayScene) Seen() rules.Player { return s.src.Viewer() }

// seek shows ply from viewer's point of view.
func (s *replayScene) seek(ctx *ui.Context, ply int, viewer rules.Player) {
	s.src.Seek(ply, viewer)
	s.wait = 0
	if s.src.Ply() >= s.r.Len() {
		s.playing = false
	}
	ctx.Redraw()
}

// nextSeen is the point of view after v: the public, then each player's
// (once the game is over: before, only the public's).
func (s *replayScene) nextSeen(v rules.Player) rules.Player {
	if !s.over {
		return rules.NoPlayer
	}
	if int(v)+1 >= len(s.r.Seats) {
		return rules.NoPlayer
	}
	return v + 1
}

// words works out the texts of the move shown, once per move, viewer and
// language.
func (s *replayScene) words(ctx *ui.Context) {
	ply, seen := s.src.Ply(), s.src.Viewer()
	if ply == s.shownPly && seen == s.shownSeen && ctx.Lang == s.lang && s.narrow == s.shownNarrow {
		return
	}
	s.shownPly, s.shownSeen, s.lang, s.shownNarrow = ply, seen, ctx.Lang, s.narrow
	s.count = i18n.T("replay.move", ply, s.r.Len())
	if !s.narrow {
		s.count = i18n.T("replay.title") + " · " + s.count
	}
	if deal := dealText(s.r.Game, s.r.Config.Seed); deal != "" {
		s.count += " · " + deal
	}
	switch {
	case ply == 0:
		s.sentence = i18n.T("replay.start")
	default:
		s.sentence = replaySentence(s.tbl, s.src, ply)
		if p := s.r.Mover(ply); s.sentence == "" && p != rules.NoPlayer { // a step the game's words leave out
			s.sentence = i18n.T("replay.moved", s.r.Seats[p].Name)
		}
	}
	if seen == rules.NoPlayer {
		s.seen.Label = i18n.T("replay.seen_public")
	} else {
		s.seen.Label = i18n.T("replay.seen_by", s.r.Seats[seen].Name)
	}
}

// replaySentence is move ply in words, as the viewer shown may read it:
// the table's own sentence for the position it shows, else the game's
// words for the move, else its log lines, else the action's label (a
// game without words of its own: the test game).
func replaySentence(tbl table.ReplayTable, src *table.Replayed, ply int) string {
	if m, ok := tbl.(interface{ MoveSentence() string }); ok {
		if t := m.MoveSentence(); t != "" {
			return t
		}
	}
	hist := src.History()
	if ply < 1 || ply > len(hist) {
		return ""
	}
	names := make([]string, len(src.Players()))
	for i, p := range src.Players() {
		names[i] = p.Name
	}
	if text := table.OwnMoveText(src.Rules().ID); text != nil {
		if t := text(hist[ply-1], names); t != "" {
			return t
		}
	}
	line := table.OwnLogLine(src.Rules().ID)
	if line == nil { // the rules' own log speaks notation
		rec := hist[ply-1]
		return i18n.T("replay.plays", names[rec.Player], table.ActionLabel(src.Rules().ID, src.Replay().Records()[ply-1].Action))
	}
	var parts []string
	times := 0 // how often the last part came in a row
	for _, e := range hist[ply-1].Events {
		t := line(e, names, src.Viewer())
		switch {
		case t == "":
		case len(parts) > 0 && t == parts[len(parts)-1]:
			times++
		default:
			parts = sayTimes(parts, times)
			parts, times = append(parts, t), 1
		}
	}
	return strings.Join(sayTimes(parts, times), ". ")
}

// sayTimes words the last of parts as said n times in a row ("Bo draws a
// card (7 times)"), once n > 1.
func sayTimes(parts []string, n int) []string {
	if n > 1 && len(parts) > 0 {
		parts[len(parts)-1] = i18n.N("table.story.times", n, parts[len(parts)-1])
	}
	return parts
}

// layout splits the screen: the table above, the bar below (the move in
// words and the counter, the scrubber, the controls).
func (s *replayScene) layout(ctx *ui.Context) {
	safe := ctx.Safe()
	bh, gap := ctx.Px(ui.ButtonH), ctx.Px(ui.Gap)
	s.tableW, s.tableH = ctx.W, ctx.H
	s.narrow = false
	if !ctx.Portrait() && ctx.H < ctx.Px(560) {
		s.layoutSide(ctx, safe)
		return
	}
	wide := safe.W >= ctx.Px(700)
	s.narrow = !wide
	rows := 3.0 // caption; scrubber and point of view; buttons
	if wide {
		rows = 2 // caption; buttons, scrubber, point of view
	}
	barH := ctx.Px(44) + (rows-1)*(bh+gap)
	s.bar, _ = ui.CutBottom(safe, barH)
	s.tableH = s.bar.Y
	words, rest := ui.CutTop(s.bar, ctx.Px(44))
	s.caption, s.counter = words, ui.Rect{}
	if wide {
		s.caption, s.counter = ui.CutLeft(words, words.W*0.68)
	} else {
		s.caption, s.counter = ui.CutTop(words, words.H*0.6)
	}
	_, rest = ui.CutTop(rest, gap)
	mid, row := rest, rest
	if !wide {
		mid, rest = ui.CutTop(rest, bh)
		_, row = ui.CutTop(rest, gap)
	}
	row.H, mid.H = bh, bh
	btnW := math.Min(ctx.Px(64), (row.W-4*gap)/5)
	x := row.X
	for _, b := range [...]*ui.Button{&s.first, &s.prev, &s.play, &s.next, &s.last} {
		b.Rect = ui.Rect{X: x, Y: row.Y, W: btnW, H: bh}
		x += btnW + gap
	}
	if wide {
		mid.X, mid.W = x, row.X+row.W-x
	}
	seenW := math.Min(ctx.Px(240), mid.W*0.45)
	s.seen.Rect = ui.Rect{X: mid.X + mid.W - seenW, Y: mid.Y, W: seenW, H: bh}
	if !s.r.Game.Hidden { // everyone saw everything: no point of view to choose
		s.seen.Rect.X, s.seen.Rect.W = mid.X+mid.W+gap, 0
	}
	s.scrub = ui.Rect{X: mid.X, Y: mid.Y + bh/2 - ctx.Px(16), W: s.seen.Rect.X - mid.X - gap, H: ctx.Px(32)}
	s.state()
}

// layoutSide puts the bar in a column on the right of a low landscape
// screen, where a bar below would leave the table too little height.
func (s *replayScene) layoutSide(ctx *ui.Context, safe ui.Rect) {
	bh, gap := ctx.Px(ui.ButtonH), ctx.Px(ui.Gap)
	s.bar, _ = ui.CutRight(safe, math.Min(ctx.Px(236), safe.W*0.34))
	s.tableW = s.bar.X
	col := ui.Rect{X: s.bar.X + gap, Y: s.bar.Y, W: s.bar.W - gap, H: s.bar.H} // clear of the table's edge
	s.caption, col = ui.CutTop(col, math.Min(ctx.Px(118), col.H-3*bh-ctx.Px(80)))
	s.counter, col = ui.CutTop(col, ctx.Px(40))
	s.scrub, col = ui.CutTop(col, ctx.Px(32))
	_, col = ui.CutTop(col, gap)
	row1, col := ui.CutTop(col, bh)
	_, col = ui.CutTop(col, gap)
	row2, col := ui.CutTop(col, bh)
	_, col = ui.CutTop(col, gap)
	for i, b := range [...]*ui.Button{&s.first, &s.prev, &s.play} {
		b.Rect = ui.Column(row1, 3, i, gap)
	}
	s.next.Rect, s.last.Rect = ui.Column(row2, 3, 0, gap), ui.Column(row2, 3, 1, gap)
	s.seen.Rect, _ = ui.CutTop(col, math.Min(bh, col.H))
	if !s.r.Game.Hidden || s.seen.Rect.H < ctx.Px(32) {
		s.seen.Rect = ui.Rect{}
	}
	s.state()
}

// state sets what the controls allow and say at the ply shown.
func (s *replayScene) state() {
	n := s.src.Ply()
	s.first.Disabled = n == 0
	s.prev.Disabled = n == 0
	s.next.Disabled = n >= s.r.Len()
	s.last.Disabled = n >= s.r.Len()
	s.play.Disabled = n >= s.r.Len() && !s.playing
	s.play.Icon, s.play.Label = "play", i18n.T("replay.play")
	if s.playing {
		s.play.Icon, s.play.Label, s.play.HideLabel = "", "■", false
	} else {
		s.play.HideLabel = true
	}
	s.seen.Disabled = !s.over
}

// asTable makes ctx describe the table's part of the screen (above the
// bar, or left of it), so that the table's layout fits it; the returned
// size puts it back (restore).
func (s *replayScene) asTable(ctx *ui.Context) (w, h float64) {
	w, h = ctx.W, ctx.H
	ctx.W, ctx.H = math.Floor(s.tableW), math.Floor(s.tableH)
	return w, h
}

func restore(ctx *ui.Context, w, h float64) { ctx.W, ctx.H = w, h }

func (s *replayScene) Update(ctx *ui.Context) error {
	s.layout(ctx)
	w, h := s.asTable(ctx)
	err := s.tbl.Update(ctx)
	restore(ctx, w, h)
	if err != nil {
		return err
	}
	s.words(ctx) // once the table has read the move: its sentence reads the table
	s.back.ID, s.back.Kind, s.back.Rect = "back", ui.ButtonSecondary, s.tbl.MenuRect()
	s.back.Label = "‹" // where the table's menu shows its icon alone
	if s.back.Rect.W >= ctx.Px(100) {
		if backLabel.lang != ctx.Lang {
			backLabel.lang, backLabel.text = ctx.Lang, "‹ "+i18n.T("ui.back")
		}
		s.back.Label = backLabel.text
	}
	in := ctx.Input
	ply, n := s.src.Ply(), s.r.Len()
	switch {
	case s.back.Update(ctx) || in.TakeShortcut(ui.ShortcutBack):
		ctx.App.Back()
		return nil
	case s.first.Update(ctx) || in.KeyPressed(ebiten.KeyHome):
		s.playing = false
		s.seek(ctx, 0, s.src.Viewer())
	case s.prev.Update(ctx) || in.KeyPressed(ebiten.KeyArrowLeft):
		s.playing = false
		s.seek(ctx, ply-1, s.src.Viewer())
	case s.play.Update(ctx) || in.KeyPressed(ebiten.KeySpace):
		s.playing = !s.playing && ply < n
		s.wait = 0
		if s.playing {
			s.seek(ctx, ply+1, s.src.Viewer())
			s.playing = true
		}
		ctx.Redraw()
	case s.next.Update(ctx) || in.KeyPressed(ebiten.KeyArrowRight):
		s.playing = false
		s.seek(ctx, ply+1, s.src.Viewer())
	case s.last.Update(ctx) || in.KeyPressed(ebiten.KeyEnd):
		s.playing = false
		s.seek(ctx, n, s.src.Viewer())
	case s.seen.Rect.W > 0 && s.seen.Update(ctx):
		s.seek(ctx, ply, s.nextSeen(s.src.Viewer()))
	}
	s.updateScrub(ctx)
	ctx.Register("replay:move", s.sentence, s.caption)
	if s.playing {
		ctx.Redraw()
		step := replayAutoStep
		if sp := ctx.AnimSpeed(); sp > 0 {
			step /= sp
		} else {
			step = 1
		}
		if s.wait += ctx.Dt; s.wait >= step {
			s.seek(ctx, s.src.Ply()+1, s.src.Viewer())
		}
	}
	return nil
}

// updateScrub jumps to the move under the finger on the scrubber, and
// follows it while it drags.
func (s *replayScene) updateScrub(ctx *ui.Context) {
	ctx.Register("replay:scrub", "", s.scrub)
	in := ctx.Input
	x, _, down := in.Pointer()
	if !down {
		s.scrubbing = false
	} else if in.PressedIn(s.scrub) {
		s.scrubbing = true
	}
	var at float64
	switch {
	case s.scrubbing:
		at = x
	case in.Tapped(s.scrub):
		at = in.LastGesture().X
	default:
		return
	}
	k := ctx.Px(11) // the track runs inside the knob's radius
	f := ui.Clamp((at-s.scrub.X-k)/math.Max(1, s.scrub.W-2*k), 0, 1)
	if ply := int(math.Round(f * float64(s.r.Len()))); ply != s.src.Ply() {
		s.playing = false
		s.seek(ctx, ply, s.src.Viewer())
	}
}

func (s *replayScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	s.layout(ctx)
	ui.DrawBackdrop(dst, ctx)
	r := image.Rect(0, 0, int(math.Floor(s.tableW)), int(math.Floor(s.tableH)))
	if s.sub == nil || s.subOf != dst || s.subR != r {
		s.sub, s.subOf, s.subR = dst.SubImage(r).(*ebiten.Image), dst, r
	}
	w, h := s.asTable(ctx)
	s.tbl.Draw(s.sub, ctx)
	restore(ctx, w, h)
	s.words(ctx)
	s.back.Draw(dst, ctx)
	side := s.tableW < ctx.W
	lines, align := 2, text.Right
	if side {
		lines, align = 5, text.Left
	}
	ui.DrawTextIn(dst, s.sentence, s.caption, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.Paper, Align: text.Left | text.Middle},
		ui.Fit{Floor: 11, Lines: lines, Shrink: ui.SizeSmall})
	ui.DrawTextIn(dst, s.count, s.counter, text.Style{Size: ui.SizeSmall, Color: sprites.Paper, Align: align | text.Middle},
		ui.Fit{Floor: 11, Lines: 2})
	s.drawScrub(dst, ctx)
	for _, b := range [...]*ui.Button{&s.first, &s.prev, &s.play, &s.next, &s.last, &s.seen} {
		if b.Rect.W > 0 {
			b.Draw(dst, ctx)
		}
	}
}

// drawScrub draws the scrubber: a track, the part played, the knob.
func (s *replayScene) drawScrub(dst *ebiten.Image, ctx *ui.Context) {
	t := s.scrub
	if t.W <= 0 {
		return
	}
	_, cy := t.Center()
	th, k := ctx.Px(6), ctx.Px(11)
	track := ui.Rect{X: t.X + k, Y: cy - th/2, W: t.W - 2*k, H: th} // the knob stays inside at the ends
	sprites.FillRoundRect(dst, track, th/2, sprites.Mix(sprites.Paper, sprites.Ink, 0.6))
	f := 1.0
	if n := s.r.Len(); n > 0 {
		f = float64(s.src.Ply()) / float64(n)
	}
	done := track
	done.W = track.W * f
	sprites.FillRoundRect(dst, done, th/2, sprites.Paper)
	sprites.FillCircle(dst, track.X+done.W, cy, k, sprites.Paper)
}
