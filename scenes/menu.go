package scenes

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// gameIcon is the icon of a game's menu tile: the one it registered, else
// dice.
func gameIcon(id string) string {
	if icon := table.Icon(id); icon != "" && sprites.HasIcon(icon) {
		return icon
	}
	return "dice"
}

// playersText is a game's player range: "2–4 players".
func playersText(g rules.Game) string {
	if g.MinPlayers == g.MaxPlayers {
		return i18n.T("menu.players_exact", g.MinPlayers)
	}
	return i18n.T("menu.players", g.MinPlayers, g.MaxPlayers)
}

// menuScene is the title screen: the crest, the unfinished games to
// continue, one tile per playable game, and Replay last game, Settings and
// About. Above them it tells what no other screen would: saves that could
// not be loaded and were set aside, and a browser tab that will not save.
type menuScene struct {
	app        *App
	games      []rules.Game
	tiles      []ui.Button // geometry and ids of the game tiles; drawn as cards
	players    []string    // each tile's player range, in m.lang
	entries    []continueEntry
	scroll     ui.ScrollView
	replay     ui.Button
	online     ui.Button // "online": Play online
	learn      ui.Button // "learn": How to play
	settings   ui.Button
	about      ui.Button
	asideOK    ui.Button // dismisses the set-aside note
	hasReplay  bool
	head, body ui.Rect
	contHead   ui.Rect // the "Continue" heading, when there are entries
	empty      ui.Rect // the "no games" note, when there are none
	aside      ui.Rect // the set-aside note, when there is one
	asideText  string
	readOnly   ui.Rect // the read-only note, in a second browser tab
	roText     string
	isReadOnly bool
	shown      [6]*ui.Button
	fullscreen ui.Button // where the device can go full screen
	canFull    bool
	update     ui.Button // "update:apply": restart into the new version
	updateNote ui.Rect
	updateText string
	hasUpdate  bool
	poll       int    // frames until the device is asked again
	compact    bool   // the crest is one short line (little height)
	lang       string // the language the labels are in; "" = label again
}

// continueEntry is one unfinished game on the menu: a tap continues it, its
// small button removes it (after asking).
type continueEntry struct {
	info           game.SaveInfo
	open, remove   ui.Button // "continue:<n>" and "continue:<n>:remove", n from 1
	title, sub, at string    // the game; whose turn and the players; when saved
	// Where the title line is narrow, when it was saved starts the lines
	// under it instead (shown); sub wrapped to wrapW is subH tall.
	shown       string
	wrapW, subH float64
}

// NewMenu builds the title screen (the app's Home).
func NewMenu(app *App) ui.Scene {
	m := &menuScene{app: app, scroll: ui.ScrollView{ID: "games"}}
	m.replay = ui.Button{ID: "replay-last", Icon: "hourglass", Kind: ui.ButtonSecondary}
	m.online = ui.Button{ID: "online", Icon: "meeple", Kind: ui.ButtonSecondary}
	m.learn = ui.Button{ID: "learn", Icon: "rules", Kind: ui.ButtonSecondary}
	m.settings = ui.Button{ID: "settings", Icon: "settings", Kind: ui.ButtonSecondary}
	m.about = ui.Button{ID: "about", Icon: "info", Kind: ui.ButtonSecondary}
	m.asideOK = ui.Button{ID: "set-aside:ok", Kind: ui.ButtonSecondary}
	m.fullscreen = ui.Button{ID: "fullscreen", Kind: ui.ButtonSecondary}
	m.update = ui.Button{ID: "update:apply", Kind: ui.ButtonPrimary}
	return m
}

func (m *menuScene) Name() string { return "menu" }

// OnEnter looks again at what can be offered: games, the unfinished games
// to continue (setting aside those that cannot be loaded), a finished one
// to replay.
func (m *menuScene) OnEnter(ctx *ui.Context) {
	m.games = table.Playable()
	m.tiles = make([]ui.Button, len(m.games))
	m.players = make([]string, len(m.games))
	for i, g := range m.games {
		m.tiles[i].ID = "game:" + g.ID
	}
	st := m.app.Store()
	infos, aside, err := game.Saves(st)
	if err != nil {
		ctx.App.Notify(i18n.T("menu.saves_failed", err))
	}
	m.app.noteSetAside(aside)
	m.entries = make([]continueEntry, len(infos))
	for i, info := range infos {
		n := strconv.Itoa(i + 1)
		m.entries[i] = continueEntry{info: info,
			open:   ui.Button{ID: "continue:" + n},
			remove: ui.Button{ID: "continue:" + n + ":remove", Kind: ui.ButtonSecondary},
		}
	}
	m.isReadOnly = storage.ReadOnly(st) != nil
	m.lang = "" // everything is labelled again at the next layout
	_, err = st.Load(game.LastFinishedKey)
	m.hasReplay = err == nil
	m.poll = 0
}

// pollDevice asks the device, about once a second, whether it can go full
// screen (and is) and whether an update waits: the answers change outside
// the app (a browser's Esc leaves full screen), and asking costs a call
// into the page.
func (m *menuScene) pollDevice(ctx *ui.Context) {
	if m.poll--; m.poll > 0 {
		return
	}
	m.poll = 60
	d := m.app.device
	canFull, update := d.FullscreenAvailable(), d.UpdateReady()
	label := fullscreenLabel(d)
	if canFull != m.canFull || update != m.hasUpdate || canFull && label != m.fullscreen.Label {
		m.canFull, m.hasUpdate, m.fullscreen.Label = canFull, update, label
		ctx.Redraw()
	}
}

// fullscreenLabel is what the full-screen button does now.
func fullscreenLabel(d Device) string {
	if d.Fullscreen() {
		return i18n.T("menu.fullscreen_exit")
	}
	return i18n.T("menu.fullscreen")
}

// footerButtons are the buttons shown at the bottom, in order (kept in
// m.shown so idle frames allocate nothing).
func (m *menuScene) footerButtons() []*ui.Button {
	out := m.shown[:0]
	if m.hasReplay {
		out = append(out, &m.replay)
	}
	out = append(out, &m.online, &m.learn, &m.settings, &m.about)
	if m.canFull {
		out = append(out, &m.fullscreen)
	}
	return out
}

// relabel makes every text of the menu in the current language; it runs
// only when the language or the menu's content changed, so that idle frames
// allocate nothing.
func (m *menuScene) relabel(ctx *ui.Context) {
	m.lang = ctx.Lang
	m.replay.Label = i18n.T("menu.replay_last")
	m.settings.Label = i18n.T("settings.title")
	m.online.Label = i18n.T("online.title")
	m.learn.Label = i18n.T("learn.title")
	m.about.Label = i18n.T("menu.about")
	m.asideOK.Label = i18n.T("menu.set_aside_ok")
	for i, g := range m.games {
		m.tiles[i].Label = table.GameName(g)
		m.players[i] = playersText(g)
	}
	now := time.Now()
	for i := range m.entries {
		e := &m.entries[i]
		e.title = table.GameName(e.info.Game)
		e.sub = i18n.T("menu.continue_entry", e.info.Mover(), seatsText(e.info.Seats))
		e.at = savedWhen(e.info.SavedAt, now)
		e.wrapW = 0
		e.open.Label = e.title + ". " + e.sub
		e.remove.Label = i18n.T("menu.remove")
	}
	m.asideText = setAsideText(m.app.setAside)
	m.roText = i18n.T("menu.read_only")
	m.updateText = i18n.T("menu.update_ready")
	m.update.Label = i18n.T("menu.update_apply")
	m.fullscreen.Label = fullscreenLabel(m.app.device)
}

// seatsText lists the players of a saved game: names, and each bot's level.
func seatsText(seats []game.Seat) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = s.Name
		if s.Bot != "" {
			parts[i] = i18n.T("menu.bot_seat", s.Name, table.KindLabel(s.Bot))
		}
	}
	return strings.Join(parts, ", ")
}

// savedWhen says when a game was saved, as seen at now: "today 14:05",
// "yesterday 09:30", or the date; "" for saves that do not say.
func savedWhen(at, now time.Time) string {
	if at.IsZero() {
		return ""
	}
	at = at.In(now.Location())
	day := func(t time.Time) time.Time { return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, t.Location()) }
	switch day(now).Sub(day(at)).Round(time.Hour) / (24 * time.Hour) {
	case 0:
		return i18n.T("menu.saved_today", at.Format("15:04"))
	case 1:
		return i18n.T("menu.saved_yesterday", at.Format("15:04"))
	}
	return at.Format(i18n.T("menu.date_layout"))
}

// setAsideText tells the person which saves could not be loaded, and where
// each was kept: one sentence for one, a sentence and a list for several.
func setAsideText(aside []game.SetAside) string {
	var kept, stuck []string
	for _, s := range aside {
		if s.Err != nil {
			stuck = append(stuck, i18n.T("menu.set_aside_stuck", s.Where))
		} else {
			kept = append(kept, s.Where)
		}
	}
	switch len(kept) {
	case 0:
	case 1:
		kept[0] = i18n.T("menu.set_aside", kept[0])
	default:
		kept = slices.Insert(kept, 0, i18n.T("menu.set_aside_many", len(kept)))
	}
	return strings.Join(append(kept, stuck...), "\n")
}

func (m *menuScene) layout(ctx *ui.Context) {
	safe := ctx.Safe().Inset(ctx.Px(ui.RimW))
	w := math.Min(safe.W, ctx.Px(960))
	area := ui.Rect{X: safe.X + (safe.W-w)/2, Y: safe.Y, W: w, H: safe.H}
	if m.lang != ctx.Lang {
		m.relabel(ctx)
	}
	btns := m.footerButtons()
	// One button per row on a phone (two when there are more than two),
	// a single row on wider screens.
	minW := area.W
	if len(btns) > 2 {
		minW = (area.W - ctx.Px(ui.Gap)) / 2
	}
	if !ctx.Portrait() || area.W > ctx.Px(600) {
		minW = ctx.Px(170)
	}
	foot, rest := ui.CutBottom(area, ui.NewGrid(area, len(btns), minW, 0, ctx.Px(ui.ButtonH), ctx.Px(ui.Gap)).Height())
	grid := ui.CenteredGrid(foot, len(btns), minW, math.Max(minW, ctx.Px(280)), ctx.Px(ui.ButtonH), ctx.Px(ui.Gap))
	for i, b := range btns {
		b.Rect = grid.Cell(i)
	}
	_, rest = ui.CutBottom(rest, ctx.Px(ui.Margin))
	rest = m.layoutNotes(ctx, rest)

	// The crest, the entries and the tiles sit a little above the middle of
	// what is left. Where height is short (a phone on its side) the crest
	// shrinks to a line, leaving the room to the games.
	m.compact = rest.H < ctx.Px(480)
	headH := ctx.Px(150)
	if m.compact {
		headH = ctx.Px(64)
	}
	tiles := balancedGrid(ui.Rect{X: rest.X, W: rest.W}, len(m.tiles), ctx.Px(250), ctx.Px(440), ctx.Px(92), ctx.Px(ui.Margin))
	gap := ctx.Px(ui.Gap)
	ew := math.Min(rest.W, ctx.Px(640))
	contH := 0.0
	if len(m.entries) > 0 {
		contH = ctx.Px(32) + ctx.Px(ui.Margin) - gap
		for i := range m.entries {
			contH += m.entryH(ctx, &m.entries[i], ew) + gap
		}
	}
	content := contH + tiles.Height()
	block := headH + math.Max(content, ctx.Px(120))
	if spare := rest.H - block; spare > 0 {
		_, rest = ui.CutTop(rest, spare*0.35)
	}
	m.head, rest = ui.CutTop(rest, headH)
	m.body = rest
	m.scroll.Rect = rest
	m.scroll.ContentH = content
	y := rest.Y - m.scroll.Offset
	if len(m.entries) > 0 {
		x := rest.X + (rest.W-ew)/2
		m.contHead = ui.Rect{X: x, Y: y, W: ew, H: ctx.Px(32)}
		y += m.contHead.H
		for i := range m.entries {
			e := &m.entries[i]
			r := ui.Rect{X: x, Y: y, W: ew, H: m.entryH(ctx, e, ew)}
			e.remove.Rect = ui.Rect{X: r.X + r.W - ctx.Px(52), Y: r.Y + (r.H-ctx.Px(44))/2, W: ctx.Px(44), H: ctx.Px(44)}
			e.open.Rect = r
			y += r.H + gap
		}
		y += ctx.Px(ui.Margin) - gap
	}
	tiles.Area.Y = y + m.scroll.Offset
	for i := range m.tiles {
		m.tiles[i].Rect = balancedCell(tiles, i).Offset(0, -m.scroll.Offset)
	}
	if len(m.tiles) == 0 {
		w := math.Min(rest.W, ctx.Px(520))
		_, h := text.MeasureWrapped(i18n.T("menu.no_games"), w-ctx.Px(40), text.Style{Size: ui.SizeBody})
		m.empty = ui.Rect{X: rest.X + (rest.W-w)/2, Y: y, W: w, H: h + ctx.Px(40)}
	}
}

// balancedGrid lays out count tiles from minW to maxW wide, at most three
// to a row, in rows as even as they can be (four tiles as two rows of two,
// not three and one), the whole centred in area.
func balancedGrid(area ui.Rect, count int, minW, maxW, h, gap float64) ui.Grid {
	fit := max(1, min(count, 3, int((area.W+gap)/(minW+gap))))
	rows := (count + fit - 1) / max(fit, 1)
	cols := (count + rows - 1) / max(rows, 1)
	if count == 0 {
		cols = 1
	}
	w := math.Min(area.W, float64(cols)*maxW+float64(cols-1)*gap)
	area = ui.Rect{X: area.X + (area.W-w)/2, Y: area.Y, W: w, H: area.H}
	return ui.NewGrid(area, count, (w-gap*float64(cols-1))/float64(cols)-0.01, 0, h, gap)
}

// balancedCell is tile i of g, a last row that is not full centred.
func balancedCell(g ui.Grid, i int) ui.Rect {
	r := g.Cell(i)
	if last := g.Count - (g.RowCount-1)*g.Cols; i/g.Cols == g.RowCount-1 && last < g.Cols {
		r.X += float64(g.Cols-last) * (g.TileW + g.Gap) / 2
	}
	return r
}

// Entry geometry, in logical pixels: the padding, the icon disc's radius
// and the title line's height.
const (
	entryPad   = 10
	entryIconR = 20
	entryLine  = 26
)

// entryText is the width of an entry's text on an entry w wide: between
// the icon and the remove button.
func entryText(ctx *ui.Context, w float64) float64 {
	return w - ctx.Px(12+2*entryIconR+12) - ctx.Px(52+10)
}

// entryH is the height of entry e on an entry w wide: the title line and
// the wrapped players under it (measured again only when w changed).
func (m *menuScene) entryH(ctx *ui.Context, e *continueEntry, w float64) float64 {
	tw := entryText(ctx, w)
	if e.wrapW != tw {
		e.wrapW = tw
		e.shown = e.sub
		if e.at != "" && tw < ctx.Px(360) {
			e.shown = e.at + " · " + e.sub
		}
		_, e.subH = text.MeasureWrapped(e.shown, tw, entrySub)
	}
	return math.Max(ctx.Px(64), ctx.Px(2*entryPad+entryLine)+e.subH)
}

// entrySub is the style of an entry's second line.
var entrySub = text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor}

// layoutNotes places the set-aside and read-only notes at the top of r and
// returns what is left under them.
func (m *menuScene) layoutNotes(ctx *ui.Context, r ui.Rect) ui.Rect {
	w := math.Min(r.W, ctx.Px(640))
	pad := ctx.Px(12)
	m.aside, m.readOnly, m.updateNote = ui.Rect{}, ui.Rect{}, ui.Rect{}
	if m.hasUpdate {
		btnW := math.Min(ctx.Px(160), w/3)
		_, h := text.MeasureWrapped(m.updateText, w-3*pad-btnW, noteStyle)
		h = math.Max(h+2*pad, ctx.Px(ui.ButtonH)+2*pad)
		m.updateNote, r = ui.CutTop(r, h)
		m.updateNote = ui.Rect{X: r.X + (r.W-w)/2, Y: m.updateNote.Y, W: w, H: h}
		m.update.Rect = ui.Rect{X: m.updateNote.X + w - pad - btnW, Y: m.updateNote.Y + (h-ctx.Px(ui.ButtonH))/2, W: btnW, H: ctx.Px(ui.ButtonH)}
		_, r = ui.CutTop(r, ctx.Px(ui.Gap))
	}
	if m.isReadOnly {
		_, h := text.MeasureWrapped(m.roText, w-2*pad, noteStyle)
		m.readOnly, r = ui.CutTop(r, h+2*pad)
		m.readOnly = ui.Rect{X: r.X + (r.W-w)/2, Y: m.readOnly.Y, W: w, H: m.readOnly.H}
		_, r = ui.CutTop(r, ctx.Px(ui.Gap))
	}
	if len(m.app.setAside) > 0 {
		btnW := ctx.Px(88)
		_, h := text.MeasureWrapped(m.asideText, w-3*pad-btnW, noteStyle)
		h = math.Max(h+2*pad, ctx.Px(ui.ButtonH)+2*pad)
		m.aside, r = ui.CutTop(r, h)
		m.aside = ui.Rect{X: r.X + (r.W-w)/2, Y: m.aside.Y, W: w, H: h}
		m.asideOK.Rect = ui.Rect{X: m.aside.X + w - pad - btnW, Y: m.aside.Y + (h-ctx.Px(ui.ButtonH))/2, W: btnW, H: ctx.Px(ui.ButtonH)}
		_, r = ui.CutTop(r, ctx.Px(ui.Gap))
	}
	return r
}

// noteStyle is the text of the menu's notes.
var noteStyle = text.Style{Size: ui.SizeBody, Color: sprites.TextColor}

func (m *menuScene) Update(ctx *ui.Context) error {
	m.pollDevice(ctx)
	m.layout(ctx)
	if m.hasUpdate {
		ctx.RegisterWidget("update", m.updateText, m.updateNote, true)
		if m.update.Update(ctx) {
			m.app.device.ApplyUpdate()
			return nil
		}
	}
	if m.canFull && m.fullscreen.Update(ctx) {
		d := m.app.device
		d.SetFullscreen(!d.Fullscreen())
		m.poll = 0
		return nil
	}
	if m.isReadOnly {
		ctx.RegisterWidget("read-only", m.roText, m.readOnly, true)
	}
	if len(m.app.setAside) > 0 {
		ctx.RegisterWidget("set-aside", m.asideText, m.aside, true)
		if m.asideOK.Update(ctx) {
			m.app.setAside = nil
			m.lang = ""
			ctx.Redraw()
			return nil
		}
	}
	if m.scroll.Update(ctx) {
		ctx.Redraw()
		m.layout(ctx)
	}
	for i := range m.entries {
		e := &m.entries[i]
		if !m.scroll.Visible(e.open.Rect) {
			continue
		}
		if m.updateIn(ctx, &e.remove) {
			m.askRemove(ctx, e.info)
			return nil
		}
		if m.updateIn(ctx, &e.open) {
			m.resume(ctx, e.info.Key)
			return nil
		}
	}
	for i := range m.tiles {
		if m.scroll.Visible(m.tiles[i].Rect) && m.updateIn(ctx, &m.tiles[i]) {
			m.newGame(ctx, m.games[i])
		}
	}
	if m.hasReplay && m.replay.Update(ctx) {
		m.doReplay(ctx)
	}
	if m.online.Update(ctx) {
		ctx.App.Go(newOnlineHome(m.app, ""))
	}
	if m.learn.Update(ctx) {
		ctx.App.Go(newLearn(m.app))
	}
	if m.settings.Update(ctx) {
		ctx.App.Go(newSettingsScene())
	}
	if m.about.Update(ctx) {
		ctx.App.Go(newAbout())
	}
	return nil
}

// updateIn updates b as the part of it in the scroll view: a button
// scrolled half out of view is listed, and takes taps, only there.
func (m *menuScene) updateIn(ctx *ui.Context, b *ui.Button) bool {
	full, v := b.Rect, m.scroll.Rect
	top, bottom := math.Max(full.Y, v.Y), math.Min(full.Y+full.H, v.Y+v.H)
	b.Rect = ui.Rect{X: full.X, Y: top, W: full.W, H: math.Max(0, bottom-top)}
	tapped := b.Update(ctx)
	b.Rect = full
	return tapped
}

// newGame opens g's setup; when an unfinished game of g is saved it asks
// first whether to continue that one (the other stays listed either way).
func (m *menuScene) newGame(ctx *ui.Context, g rules.Game) {
	for _, e := range m.entries {
		if e.info.Game.ID != g.ID {
			continue
		}
		key := e.info.Key
		ask := newAsk(i18n.T("menu.unfinished_ask", table.GameName(g), e.info.Mover())).
			answer("unfinished:continue", i18n.T("menu.unfinished_continue"), ui.ButtonPrimary, func(ctx *ui.Context) { m.resume(ctx, key) }).
			answer("unfinished:new", i18n.T("menu.unfinished_new"), ui.ButtonSecondary, func(ctx *ui.Context) { ctx.App.Go(newSetup(m.app, g)) })
		ctx.App.Go(ask)
		return
	}
	ctx.App.Go(newSetup(m.app, g))
}

// askRemove asks before it removes an unfinished game.
func (m *menuScene) askRemove(ctx *ui.Context, info game.SaveInfo) {
	ask := newAsk(i18n.T("menu.remove_ask", table.GameName(info.Game), seatsText(info.Seats))).
		answer("remove:yes", i18n.T("menu.remove"), ui.ButtonDanger, func(ctx *ui.Context) {
			if err := game.DeleteSave(m.app.Store(), info.Key); err != nil {
				ctx.App.Notify(i18n.T("menu.remove_failed", err))
			}
			m.OnEnter(ctx)
		})
	ctx.App.Go(ask)
}

// resume opens the table of the game saved under key; a save that cannot
// be loaded any more is set aside, said, and its entry goes.
func (m *menuScene) resume(ctx *ui.Context, key string) {
	sc, err := resumedTable(m.app, key)
	if err != nil {
		ctx.App.Notify(resumeFailure(err))
		m.OnEnter(ctx)
		return
	}
	ctx.App.Go(sc)
}

func (m *menuScene) doReplay(ctx *ui.Context) {
	r, err := game.LastFinished(m.app.Store())
	if err != nil {
		if !errors.Is(err, game.ErrNoSave) {
			ctx.App.Notify(i18n.T("menu.replay_failed", err))
		}
		m.OnEnter(ctx) // a refused game was set aside: the button goes away
		return
	}
	ctx.App.Go(newReplayScene(r))
}

func (m *menuScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	m.layout(ctx)
	ui.DrawBackdrop(dst, ctx)
	m.drawNotes(dst, ctx)
	m.drawHead(dst, ctx)
	clip := m.scroll.Clip(dst)
	if len(m.tiles) == 0 {
		sprites.Panel(clip, m.empty, ctx.Px(14))
		ui.DrawParagraph(clip, i18n.T("menu.no_games"), m.empty.Inset(ctx.Px(20)), text.Style{Size: ui.SizeBody, Color: sprites.TextColor, Align: text.HCenter})
	}
	if len(m.entries) > 0 && m.scroll.Visible(m.contHead) {
		_, cy := m.contHead.Center()
		ui.DrawFitText(clip, i18n.T("menu.continue"), m.contHead.X+ctx.Px(4), cy, m.contHead.W, text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.Paper, Align: text.Left | text.Middle})
	}
	for i := range m.entries {
		if m.scroll.Visible(m.entries[i].open.Rect) {
			m.drawEntry(clip, ctx, &m.entries[i])
		}
	}
	for i := range m.tiles {
		if m.scroll.Visible(m.tiles[i].Rect) {
			m.drawTile(clip, ctx, i)
		}
	}
	m.scroll.DrawScrollbar(dst, ctx)
	for _, b := range m.footerButtons() {
		b.Draw(dst, ctx)
	}
}

// drawNotes draws the update, read-only and set-aside notes.
func (m *menuScene) drawNotes(dst *ebiten.Image, ctx *ui.Context) {
	pad := ctx.Px(12)
	if m.hasUpdate {
		sprites.PanelColored(dst, m.updateNote, ctx.Px(ui.Radius), sprites.PanelColor, sprites.ButtonColor)
		r := m.updateNote.Inset(pad)
		r.W -= m.update.Rect.W + pad
		ui.DrawParagraph(dst, m.updateText, r, noteStyle)
		m.update.Draw(dst, ctx)
	}
	if m.isReadOnly {
		sprites.PanelColored(dst, m.readOnly, ctx.Px(ui.Radius), sprites.PanelColor, sprites.DangerColor)
		ui.DrawParagraph(dst, m.roText, m.readOnly.Inset(pad), noteStyle)
	}
	if len(m.app.setAside) > 0 {
		sprites.PanelColored(dst, m.aside, ctx.Px(ui.Radius), sprites.PanelColor, sprites.AccentColor)
		r := m.aside.Inset(pad)
		r.W -= m.asideOK.Rect.W + pad
		ui.DrawParagraph(dst, m.asideText, r, noteStyle)
		m.asideOK.Draw(dst, ctx)
	}
}

// drawEntry draws an unfinished game: its game's icon, the game and whose
// turn, when it was saved, the players, and the remove button.
func (m *menuScene) drawEntry(dst *ebiten.Image, ctx *ui.Context, e *continueEntry) {
	r := e.open.Rect
	if ctx.Input.PressedIn(r) && !ctx.Input.PressedIn(e.remove.Rect) {
		r = r.Offset(0, ctx.Px(1))
	}
	sprites.Panel(dst, r, ctx.Px(12))
	rad := ctx.Px(entryIconR)
	cx, cy := r.X+ctx.Px(12)+rad, r.Y+r.H/2
	col := sprites.PlayerColor(int(e.info.ToMove))
	sprites.GradientCircle(dst, cx, cy, rad, sprites.Mix(col, sprites.Paper, 0.15), col)
	ui.DrawIconCentered(dst, gameIcon(e.info.Game.ID), cx, cy, rad*1.3, sprites.OnColor(col))
	tx := cx + rad + ctx.Px(12)
	right := tx + entryText(ctx, r.W)
	top := r.Y + ctx.Px(entryPad)
	if free := r.H - ctx.Px(2*entryPad+entryLine) - e.subH; free > 0 {
		top += free / 2
	}
	line := top + ctx.Px(entryLine) - ctx.Px(5)
	small := text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor, Align: text.Right | text.Baseline}
	atW := 0.0
	if e.at != "" && e.shown == e.sub {
		atW, _ = text.Measure(e.at, small)
		atW = math.Min(atW, (right-tx)*0.4)
		ui.DrawFitText(dst, e.at, right, line, atW, small)
		atW += ctx.Px(10)
	}
	ui.DrawFitText(dst, e.title, tx, line, right-tx-atW, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Baseline})
	ui.DrawParagraph(dst, e.shown, ui.Rect{X: tx, Y: top + ctx.Px(entryLine), W: right - tx, H: e.subH}, entrySub)
	b := e.remove.Rect
	pressed := ctx.Input.PressedIn(b)
	ui.DrawButtonFace(dst, ctx, b, "", ui.ButtonSecondary, pressed, false)
	bx, by := b.Center()
	ui.DrawFitText(dst, "×", bx, by, b.W, text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextMutedColor, Align: text.Center})
}

// drawHead draws the crest, "Kamon" and the tagline, centred.
func (m *menuScene) drawHead(dst *ebiten.Image, ctx *ui.Context) {
	r := m.head
	cx := r.X + r.W/2
	rad := ctx.Px(38)
	title := text.Style{Size: ui.SizeTitle * 1.5, Bold: true, Color: sprites.Paper, Align: text.Left | text.Middle}
	if m.compact {
		rad, title.Size = ctx.Px(24), ui.SizeTitle
	}
	tw, _ := text.Measure(i18n.T("app.name"), title)
	gap := ctx.Px(16)
	// Crest and title side by side, centred as a pair.
	x := cx - (2*rad+gap+tw)/2
	cy := r.Y + rad + ctx.Px(8)
	if !m.compact {
		cy += ctx.Px(8)
	}
	sprites.FillCircle(dst, x+rad, cy+ctx.Px(3), rad, sprites.ShadowColor)
	sprites.GradientCircle(dst, x+rad, cy, rad, sprites.Mix(sprites.AccentColor, sprites.Paper, 0.35), sprites.AccentColor)
	sprites.StrokeCircle(dst, x+rad, cy, rad, math.Max(1, ctx.Px(2)), sprites.WoodDark)
	sprites.StrokeCircle(dst, x+rad, cy, rad*0.86, math.Max(1, ctx.Px(1)), sprites.Fade(sprites.WoodDark, 0.6))
	ui.DrawIconCentered(dst, "lotus", x+rad, cy, rad*1.25, sprites.WoodDark)
	text.Draw(dst, i18n.T("app.name"), x+2*rad+gap, cy, title)
	if m.compact {
		return
	}
	sub := text.Style{Size: ui.SizeBody, Color: sprites.Mix(sprites.Paper, sprites.Felt, 0.25), Align: text.HCenter | text.Top}
	ui.DrawFitText(dst, i18n.T("menu.tagline"), cx, cy+rad+ctx.Px(16), r.W, sub)
}

// drawTile draws a game tile as a card on the table: icon disc, name and
// player range.
func (m *menuScene) drawTile(dst *ebiten.Image, ctx *ui.Context, i int) {
	t := &m.tiles[i]
	g := m.games[i]
	r := t.Rect
	if ctx.Input.PressedIn(r) {
		r = r.Offset(0, ctx.Px(1))
	}
	sprites.Panel(dst, r, ctx.Px(14))
	rad := r.H * 0.32
	cx, cy := r.X+ctx.Px(16)+rad, r.Y+r.H/2
	col := sprites.PlayerColor(i)
	sprites.GradientCircle(dst, cx, cy, rad, sprites.Mix(col, sprites.Paper, 0.15), col)
	ui.DrawIconCentered(dst, gameIcon(g.ID), cx, cy, rad*1.3, sprites.OnColor(col))
	tx := cx + rad + ctx.Px(14)
	tw := r.X + r.W - ctx.Px(34) - tx
	// The name and the players, one block in the middle; the name on two
	// lines where one would be smaller than body text ("Shinobi : la
	// guerre des clans").
	name := text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Top}
	players := text.Style{Size: ui.SizeBody, Color: sprites.TextMutedColor, Align: text.Left | text.Top}
	gap, playersH := ctx.Px(6), text.LineHeight(players)
	f := ui.FitText(t.Label, name, tw, r.H-ctx.Px(12)-gap-playersH, ui.Fit{Floor: ui.MinText, Lines: 2, Shrink: ui.SizeBody})
	top := cy - (f.H+gap+playersH)/2
	ui.DrawFit(dst, f, ui.Rect{X: tx, Y: top, W: tw, H: f.H}, name)
	ui.DrawFitText(dst, m.players[i], tx, top+f.H+gap, tw, players)
	// A chevron says the tile opens something.
	ui.DrawFitText(dst, "›", r.X+r.W-ctx.Px(14), cy, ctx.Px(20), text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.PaperEdge, Align: text.Right | text.Middle})
}
