package scenes

import (
	"encoding/json"
	"errors"
	"math"

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

// gameIcons are the menu tile icons of Kamon's games; any other game shows
// dice.
var gameIcons = map[string]string{
	"mana":    "bird",
	"shinobi": "ninja",
	"peuple":  "village",
	"gosu":    "mace",
	"tally":   "club",
}

func gameIcon(id string) string {
	if icon, ok := gameIcons[id]; ok && sprites.HasIcon(icon) {
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

// menuScene is the title screen: the crest, one tile per playable game, and
// Resume, Replay last game, Settings and About.
type menuScene struct {
	app        *App
	games      []rules.Game
	tiles      []ui.Button // geometry and ids of the game tiles; drawn as cards
	players    []string    // each tile's player range, in m.lang
	scroll     ui.ScrollView
	resume     ui.Button
	replay     ui.Button
	settings   ui.Button
	about      ui.Button
	hasResume  bool
	hasReplay  bool
	head, body ui.Rect
	empty      ui.Rect // the "no games" note, when there are none
	shown      [4]*ui.Button
	lang       string // the language the tile labels are in
	resumeOf   string // the name of the saved game's game, when known
}

// NewMenu builds the title screen (the app's Home).
func NewMenu(app *App) ui.Scene {
	m := &menuScene{app: app, scroll: ui.ScrollView{ID: "games"}}
	m.resume = ui.Button{ID: "resume", Icon: "play", Kind: ui.ButtonPrimary}
	m.replay = ui.Button{ID: "replay-last", Icon: "hourglass", Kind: ui.ButtonSecondary}
	m.settings = ui.Button{ID: "settings", Icon: "settings", Kind: ui.ButtonSecondary}
	m.about = ui.Button{ID: "about", Icon: "info", Kind: ui.ButtonSecondary}
	return m
}

func (m *menuScene) Name() string { return "menu" }

// OnEnter looks again at what can be offered: games, a saved game to
// resume, a finished one to replay.
func (m *menuScene) OnEnter(ctx *ui.Context) {
	m.games = table.Playable()
	m.tiles = make([]ui.Button, len(m.games))
	m.players = make([]string, len(m.games))
	for i, g := range m.games {
		m.tiles[i].ID = "game:" + g.ID
	}
	st := ctx.App.Store()
	m.hasResume = game.HasResume(st)
	m.resumeOf = ""
	m.lang = "" // everything is labelled again at the next layout
	if m.hasResume {
		m.resumeOf = savedGameName(st)
	}
	_, err := st.Load(game.LastFinishedKey)
	m.hasReplay = err == nil
}

// footerButtons are the buttons shown at the bottom, in order (kept in
// m.shown so idle frames allocate nothing).
func (m *menuScene) footerButtons() []*ui.Button {
	out := m.shown[:0]
	if m.hasResume {
		out = append(out, &m.resume)
	}
	if m.hasReplay {
		out = append(out, &m.replay)
	}
	return append(out, &m.settings, &m.about)
}

func (m *menuScene) layout(ctx *ui.Context) {
	safe := ctx.Safe().Inset(ctx.Px(ui.RimW))
	w := math.Min(safe.W, ctx.Px(960))
	area := ui.Rect{X: safe.X + (safe.W-w)/2, Y: safe.Y, W: w, H: safe.H}

	// Labels are made only when the language or the menu's content changed,
	// so that idle frames allocate nothing.
	relabel := m.lang != ctx.Lang
	m.lang = ctx.Lang
	if relabel {
		m.resume.Label = i18n.T("menu.resume")
		if m.resumeOf != "" {
			m.resume.Label = i18n.T("menu.resume_of", m.resumeOf)
		}
		m.replay.Label = i18n.T("menu.replay_last")
		m.settings.Label = i18n.T("settings.title")
		m.about.Label = i18n.T("menu.about")
	}
	btns := m.footerButtons()
	// One button per row on a phone, a single row on wider screens.
	minW := area.W
	if !ctx.Portrait() || area.W > ctx.Px(600) {
		minW = ctx.Px(170)
	}
	foot, rest := ui.CutBottom(area, ui.NewGrid(area, len(btns), minW, 0, ctx.Px(ui.ButtonH), ctx.Px(ui.Gap)).Height())
	grid := ui.CenteredGrid(foot, len(btns), minW, math.Max(minW, ctx.Px(280)), ctx.Px(ui.ButtonH), ctx.Px(ui.Gap))
	for i, b := range btns {
		b.Rect = grid.Cell(i)
	}
	_, rest = ui.CutBottom(rest, ctx.Px(ui.Margin))

	// The crest and the tiles sit a little above the middle of what is left.
	headH := ctx.Px(150)
	tiles := ui.CenteredGrid(ui.Rect{X: rest.X, W: rest.W}, len(m.tiles), ctx.Px(250), ctx.Px(440), ctx.Px(92), ctx.Px(ui.Margin))
	block := headH + math.Max(tiles.Height(), ctx.Px(120))
	if spare := rest.H - block; spare > 0 {
		_, rest = ui.CutTop(rest, spare*0.35)
	}
	m.head, rest = ui.CutTop(rest, headH)
	m.body = rest
	tiles.Area.Y = rest.Y
	m.scroll.Rect = rest
	m.scroll.ContentH = tiles.Height()
	for i := range m.tiles {
		m.tiles[i].Rect = tiles.Cell(i).Offset(0, -m.scroll.Offset)
		if relabel {
			m.tiles[i].Label = table.GameName(m.games[i])
			m.players[i] = playersText(m.games[i])
		}
	}
	if len(m.tiles) == 0 {
		w := math.Min(rest.W, ctx.Px(520))
		_, h := text.MeasureWrapped(i18n.T("menu.no_games"), w-ctx.Px(40), text.Style{Size: ui.SizeBody})
		m.empty = ui.Rect{X: rest.X + (rest.W-w)/2, Y: rest.Y, W: w, H: h + ctx.Px(40)}
	}
}

func (m *menuScene) Update(ctx *ui.Context) error {
	m.layout(ctx)
	if m.scroll.Update(ctx) {
		ctx.Redraw()
		m.layout(ctx)
	}
	for i := range m.tiles {
		if m.scroll.Visible(m.tiles[i].Rect) && m.updateTile(ctx, i) {
			ctx.App.Go(newSetup(m.app, m.games[i]))
		}
	}
	if m.hasResume && m.resume.Update(ctx) {
		m.doResume(ctx)
	}
	if m.hasReplay && m.replay.Update(ctx) {
		m.doReplay(ctx)
	}
	if m.settings.Update(ctx) {
		ctx.App.Go(newSettingsScene())
	}
	if m.about.Update(ctx) {
		ctx.App.Go(newAbout())
	}
	return nil
}

// updateTile updates tile i as the part of it in view: a tile scrolled
// half out of view is listed, and takes taps, only there.
func (m *menuScene) updateTile(ctx *ui.Context, i int) bool {
	full, v := m.tiles[i].Rect, m.scroll.Rect
	top, bottom := math.Max(full.Y, v.Y), math.Min(full.Y+full.H, v.Y+v.H)
	m.tiles[i].Rect = ui.Rect{X: full.X, Y: top, W: full.W, H: math.Max(0, bottom-top)}
	tapped := m.tiles[i].Update(ctx)
	m.tiles[i].Rect = full
	return tapped
}

// savedGameName is the name of the game the autosave is for, "" when it
// cannot tell (Resume will then say what is wrong with the save).
func savedGameName(st storage.Store) string {
	data, err := st.Load(game.AutosaveKey)
	if err != nil {
		return ""
	}
	var probe struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(data, &probe) != nil {
		return ""
	}
	g, err := rules.Lookup(probe.Game)
	if err != nil {
		return ""
	}
	return table.GameName(g)
}

func (m *menuScene) doResume(ctx *ui.Context) {
	sc, err := resumedTable(m.app)
	if err != nil {
		if !errors.Is(err, game.ErrNoSave) {
			ctx.App.Notify(resumeFailure(err))
		}
		if !errors.As(err, new(noTableError)) {
			m.OnEnter(ctx) // a refused save was set aside: Resume goes away
		}
		return
	}
	ctx.App.Go(sc)
}

func (m *menuScene) doReplay(ctx *ui.Context) {
	r, err := game.LastFinished(ctx.App.Store())
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
	m.drawHead(dst, ctx)
	if len(m.tiles) == 0 {
		sprites.Panel(dst, m.empty, ctx.Px(14))
		ui.DrawParagraph(dst, i18n.T("menu.no_games"), m.empty.Inset(ctx.Px(20)), text.Style{Size: ui.SizeBody, Color: sprites.TextColor, Align: text.HCenter})
	}
	clip := m.scroll.Clip(dst)
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

// drawHead draws the crest, "Kamon" and the tagline, centred.
func (m *menuScene) drawHead(dst *ebiten.Image, ctx *ui.Context) {
	r := m.head
	cx := r.X + r.W/2
	rad := ctx.Px(38)
	title := text.Style{Size: ui.SizeTitle * 1.5, Bold: true, Color: sprites.Paper, Align: text.Left | text.Middle}
	tw, _ := text.Measure(i18n.T("app.name"), title)
	gap := ctx.Px(16)
	// Crest and title side by side, centred as a pair.
	x := cx - (2*rad+gap+tw)/2
	cy := r.Y + rad + ctx.Px(16)
	sprites.FillCircle(dst, x+rad, cy+ctx.Px(3), rad, sprites.ShadowColor)
	sprites.GradientCircle(dst, x+rad, cy, rad, sprites.Mix(sprites.AccentColor, sprites.Paper, 0.35), sprites.AccentColor)
	sprites.StrokeCircle(dst, x+rad, cy, rad, math.Max(1, ctx.Px(2)), sprites.WoodDark)
	sprites.StrokeCircle(dst, x+rad, cy, rad*0.86, math.Max(1, ctx.Px(1)), sprites.Fade(sprites.WoodDark, 0.6))
	ui.DrawIconCentered(dst, "lotus", x+rad, cy, rad*1.25, sprites.WoodDark)
	text.Draw(dst, i18n.T("app.name"), x+2*rad+gap, cy, title)
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
	ui.DrawFitText(dst, t.Label, tx, cy-ctx.Px(2), tw, text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.Left | text.Bottom})
	ui.DrawFitText(dst, m.players[i], tx, cy+ctx.Px(4), tw, text.Style{Size: ui.SizeBody, Color: sprites.TextMutedColor, Align: text.Left | text.Top})
	// A chevron says the tile opens something.
	ui.DrawFitText(dst, "›", r.X+r.W-ctx.Px(14), cy, ctx.Px(20), text.Style{Size: ui.SizeHeading, Bold: true, Color: sprites.PaperEdge, Align: text.Right | text.Middle})
}
