package scenes

import (
	"math"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/game/bot"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// newSeed is a fresh seed for a new deal. Scenes may read the clock; rules
// never do: the seed is all the rules see.
func newSeed() uint64 {
	return game.SeatSeed(uint64(time.Now().UnixNano()), 0)
}

// setupScene is the new-game screen of one game: seats (human or bot level,
// names), variant, options and the seed, then Start.
type setupScene struct {
	app   *App
	model *SetupModel
	sheetScreen

	players ui.Stepper
	names   []ui.TextField // one per possible seat; ids "seat:<n>:name", n from 1
	kinds   []ui.Button    // "seat:<n>:kind": taps cycle human → bot levels
	variant ui.Choice
	options []ui.Toggle // "option:<id>"
	seed    ui.TextField
	newSeed ui.Button
	start   ui.Button

	crests  []ui.Rect // crest spots of the seat rows
	seedTip ui.Rect
	errMsg  string
	errRect ui.Rect
	dirty   bool   // the form changed: check it again
	labeled string // the language labels were made in; "" = make them again
}

// newSetup builds the setup screen for g.
func newSetup(app *App, g rules.Game) *setupScene {
	m := NewSetupModel(g, bot.Levels(g.ID), newSeed())
	s := &setupScene{app: app, model: m, dirty: true}
	s.players = ui.Stepper{ID: "players", Value: m.Players, Min: g.MinPlayers, Max: g.MaxPlayers}
	for i := range m.Seats {
		n := strconv.Itoa(i + 1)
		s.names = append(s.names, ui.TextField{ID: "seat:" + n + ":name", MaxLen: MaxNameLen})
		s.kinds = append(s.kinds, ui.Button{ID: "seat:" + n + ":kind", Kind: ui.ButtonSecondary})
	}
	s.variant = ui.Choice{ID: "variant", Value: ""}
	for _, o := range g.Options {
		s.options = append(s.options, ui.Toggle{ID: "option:" + o.ID, On: m.Options[o.ID]})
	}
	s.seed = ui.TextField{ID: "seed", Text: m.Seed, MaxLen: 20, Accept: func(r rune) bool { return r >= '0' && r <= '9' }}
	s.newSeed = ui.Button{ID: "seed:new", Icon: "dice", Kind: ui.ButtonSecondary}
	s.start = ui.Button{ID: "start", Icon: "play", Kind: ui.ButtonPrimary}
	s.scroll = ui.ScrollView{ID: "setup"}
	return s
}

func (s *setupScene) Name() string { return "setup" }

// label names the widgets in the current language; it runs again only
// when the language or a seat's kind changed, so idle frames allocate nothing.
func (s *setupScene) label(ctx *ui.Context) {
	if s.labeled == ctx.Lang {
		return
	}
	s.labeled = ctx.Lang
	m := s.model
	s.start.Label = i18n.T("setup.start")
	s.newSeed.Label = i18n.T("setup.new_seed")
	s.players.Label = i18n.T("setup.players")
	for i := range s.kinds {
		s.kinds[i].Label = table.KindLabel(m.Seats[i].Kind)
		s.kinds[i].Icon = "bot"
		if m.Seats[i].Kind == table.Human {
			s.kinds[i].Icon = "human"
		}
		s.names[i].Placeholder = m.DefaultName(i)
	}
	s.variant.Options = append(s.variant.Options[:0], ui.Option{Value: "", Label: table.VariantName(m.Game, rules.Variant{})})
	for _, v := range m.Game.Variants {
		s.variant.Options = append(s.variant.Options, ui.Option{Value: v.ID, Label: table.VariantName(m.Game, v)})
	}
	for i, o := range m.Game.Options {
		s.options[i].Label = table.OptionName(m.Game, o)
	}
}

func (s *setupScene) layout(ctx *ui.Context) {
	m := s.model
	s.label(ctx)
	s.place(ctx, 1, 1040)
	s.start.Rect = s.lay.Footer

	body := s.lay.Body
	if s.errMsg != "" {
		_, h := text.MeasureWrapped(s.errMsg, body.W-ctx.Px(16), text.Style{Size: ui.SizeBody})
		s.errRect, body = ui.CutBottom(body, h+ctx.Px(16))
		s.errRect.H -= ctx.Px(ui.Gap)
	}
	s.scroll.Rect = body
	pad := ctx.Px(16)
	inner := body.Inset(pad)
	// Landscape with room: seats on the left, the rest on the right.
	second := inner
	if !ctx.Portrait() && inner.W >= ctx.Px(680) {
		inner, second = ui.CutLeft(inner, (inner.W-ctx.Px(32))/2)
		_, second = ui.CutLeft(second, ctx.Px(32))
	} else if inner.W > ctx.Px(maxSheetW) {
		inner = ui.Rect{X: inner.X + (inner.W-ctx.Px(maxSheetW))/2, Y: inner.Y, W: ctx.Px(maxSheetW), H: inner.H}
		second = inner
	}
	y := inner.Y - s.scroll.Offset
	row := ctx.Px(ui.ButtonH)
	gap := ctx.Px(ui.Gap)
	head := ctx.Px(28)
	section := func(key string) {
		s.heads = append(s.heads, sectionHead{key, ui.Rect{X: inner.X, Y: y, W: inner.W, H: head}})
		y += head
	}

	if m.Game.MinPlayers == m.Game.MaxPlayers {
		section("setup.players")
	} else {
		s.players.Rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
		y += row + gap
	}
	s.crests = s.crests[:0]
	kindW := math.Min(ctx.Px(170), inner.W*0.42)
	for i := 0; i < m.Players; i++ {
		r := ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
		crest, rest := ui.CutLeft(r, row)
		s.crests = append(s.crests, crest)
		kind, rest := ui.CutRight(rest, kindW)
		s.kinds[i].Rect = kind
		s.names[i].Rect = ui.Rect{X: rest.X + gap, Y: rest.Y, W: rest.W - 2*gap, H: rest.H}
		y += row + gap
	}
	bottom := y
	if second != inner {
		inner, y = second, second.Y-s.scroll.Offset
	} else {
		y += gap
	}
	if len(m.Game.Variants) > 0 {
		section("setup.variant")
		s.variant.Value = m.Variant
		s.variant.Rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
		y += row + 2*gap
	}
	if len(s.options) > 0 {
		section("setup.options")
		for i := range s.options {
			s.options[i].Rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
			y += row + gap
		}
		y += gap
	}
	section("setup.seed")
	seedRow := ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
	s.newSeed.Rect, seedRow = ui.CutRight(seedRow, math.Min(ctx.Px(190), inner.W*0.45))
	s.seed.Rect = ui.Rect{X: seedRow.X, Y: seedRow.Y, W: seedRow.W - gap, H: row}
	y += row + gap
	_, tipH := text.MeasureWrapped(i18n.T("setup.seed_help"), inner.W, text.Style{Size: ui.SizeSmall})
	s.seedTip = ui.Rect{X: inner.X, Y: y, W: inner.W, H: tipH}
	y = math.Max(y+tipH, bottom)
	s.scroll.ContentH = y + s.scroll.Offset - body.Y + pad
}

func (s *setupScene) Update(ctx *ui.Context) error {
	m := s.model
	if s.update(ctx, s.layout) {
		return nil
	}
	vis := s.scroll.Visible
	if m.Game.MinPlayers != m.Game.MaxPlayers && vis(s.players.Rect) && s.players.Update(ctx) {
		m.SetPlayers(s.players.Value)
		s.players.Value = m.Players
		s.dirty = true
	}
	for i := 0; i < m.Players; i++ {
		if vis(s.names[i].Rect) && s.names[i].Update(ctx) {
			m.Seats[i].Name = s.names[i].Text
			s.dirty = true
		}
		if vis(s.kinds[i].Rect) && s.kinds[i].Update(ctx) {
			m.SetKind(i, nextKind(m.Kinds(), m.Seats[i].Kind))
			s.dirty, s.labeled = true, ""
		}
	}
	if len(m.Game.Variants) > 0 && vis(s.variant.Rect) && s.variant.Update(ctx) {
		m.Variant = s.variant.Value
		s.dirty = true
	}
	for i, o := range m.Game.Options {
		if vis(s.options[i].Rect) && s.options[i].Update(ctx) {
			m.Options[o.ID] = s.options[i].On
			s.dirty = true
		}
	}
	if vis(s.seed.Rect) && s.seed.Update(ctx) {
		m.Seed = s.seed.Text
		s.dirty = true
	}
	if vis(s.newSeed.Rect) && s.newSeed.Update(ctx) {
		m.Seed = strconv.FormatUint(newSeed(), 10)
		s.seed.Text = m.Seed
		s.dirty = true
	}
	if s.dirty {
		s.dirty = false
		s.errMsg = ""
		if _, _, err := m.Build(); err != nil {
			s.errMsg = err.Error()
		}
		s.start.Disabled = s.errMsg != ""
		ctx.Redraw()
	}
	if s.start.Update(ctx) {
		s.startGame(ctx)
	}
	return nil
}

// nextKind is the kind after cur in kinds, wrapping round.
func nextKind(kinds []string, cur string) string {
	for i, k := range kinds {
		if k == cur {
			return kinds[(i+1)%len(kinds)]
		}
	}
	return kinds[0]
}

// startGame makes the match and hands over to the game's table (which puts
// up the hand-off curtain first when several people share hidden hands).
func (s *setupScene) startGame(ctx *ui.Context) {
	cfg, seats, err := s.model.Build()
	if err != nil {
		s.errMsg = err.Error()
		return
	}
	m, err := game.New(s.model.Game.ID, cfg, seats)
	if err != nil {
		s.errMsg = i18n.T("setup.err.start", err)
		return
	}
	if ok, msg := s.app.openMatch(m); !ok {
		s.errMsg = msg
	}
}

func (s *setupScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	s.layout(ctx)
	m := s.model
	clip := s.draw(dst, ctx, table.GameName(m.Game))
	vis := s.scroll.Visible
	if m.Game.MinPlayers != m.Game.MaxPlayers && vis(s.players.Rect) {
		s.players.Draw(clip, ctx)
	}
	for i := 0; i < m.Players; i++ {
		c := s.crests[i]
		if !vis(c) {
			continue
		}
		cx, cy := c.Center()
		ui.DrawCrest(clip, ctx, i, cx, cy, c.H*0.36)
		s.names[i].Draw(clip, ctx)
		s.kinds[i].Draw(clip, ctx)
	}
	if len(m.Game.Variants) > 0 && vis(s.variant.Rect) {
		s.variant.Draw(clip, ctx)
	}
	for i := range s.options {
		if vis(s.options[i].Rect) {
			s.options[i].Draw(clip, ctx)
		}
	}
	if vis(s.seed.Rect) {
		s.seed.Draw(clip, ctx)
		s.newSeed.Draw(clip, ctx)
	}
	if vis(s.seedTip) {
		ui.DrawParagraph(clip, i18n.T("setup.seed_help"), s.seedTip, text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor})
	}
	s.scroll.DrawScrollbar(dst, ctx)
	if s.errMsg != "" {
		r := s.errRect
		sprites.PanelColored(dst, r, ctx.Px(ui.Radius), sprites.PanelColor, sprites.DangerColor)
		drawMessage(dst, ctx, s.errMsg, r.Inset(ctx.Px(8)), sprites.DangerColor)
	}
	s.start.Draw(dst, ctx)
}
