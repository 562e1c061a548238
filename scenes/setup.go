package scenes

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

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

// newSeed is a fresh seed for a new deal. A seed made from the clock could
// be found again by trying the times around the game's start, and with it
// every hidden card. math/rand/v2's top-level source is ChaCha8Rand, a
// cryptographic generator that the runtime seeds from the system's entropy
// (the browser's crypto.getRandomValues in js/wasm), so its seeds cannot be
// guessed either; crypto/rand would add its FIPS machinery (AES, SHA-3,
// HMAC: 21 KB of the browser bundle) for the same 8 bytes.
func newSeed() uint64 { return rand.Uint64() }

// dealCodeRune reports a character a deal code may hold, as typed.
func dealCodeRune(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-'
}

// setupScene is the new-game screen of one game: seats (human or bot level,
// names), variant, options and the seed, then Start.
type setupScene struct {
	app   *App
	model *SetupModel
	sheetScreen

	players ui.Stepper
	names   []ui.TextField // one per possible seat; ids "seat:<n>:name", n from 1
	kinds   []ui.Button    // "seat:<n>:kind": a tap lists the kinds to choose from
	// variants are the rules to choose from, one row each ("variant:<id>",
	// "variant:" the standard rules): a variant's name may be a sentence.
	variants []ui.Button
	options  []ui.Toggle // "option:<id>"
	shuffle  ui.Toggle   // "shuffle": draw the order of play
	shared   ui.Toggle   // "shared-deal": unfolds the seed
	seed     ui.TextField
	newSeed  ui.Button
	start    ui.Button
	rules    ui.Button // "rules", in the header
	// offer is the tutorial's card ("tutorial"), shown above the form
	// (offering) until a game of this one was finished on this device.
	offer      ui.Button
	offering   bool
	offerCard  ui.Rect
	offerWords ui.Rect // the offer's text in the card
	offerText  string

	crests  []ui.Rect // crest spots of the seat rows
	seedTip ui.Rect
	warn    ui.Rect // the warning that a seed tells the deal
	reveal  bool    // scroll the unfolded seed into view at the next layout
	errMsg  string
	errRect ui.Rect
	dirty   bool   // the form changed: check it again
	labeled string // the language labels were made in; "" = make them again

	online *onlineCreate // a game to play online, on a server; nil: on this device
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
	s.variants = append(s.variants, ui.Button{ID: "variant:"})
	for _, v := range g.Variants {
		s.variants = append(s.variants, ui.Button{ID: "variant:" + v.ID})
	}
	for _, o := range g.Options {
		s.options = append(s.options, ui.Toggle{ID: "option:" + o.ID, On: m.Options[o.ID]})
	}
	s.shuffle = ui.Toggle{ID: "shuffle", On: m.Shuffle}
	s.shared = ui.Toggle{ID: "shared-deal", On: m.SharedDeal}
	s.seed = ui.TextField{ID: "seed", Text: m.Seed, MaxLen: 20, Accept: dealCodeRune}
	s.newSeed = ui.Button{ID: "seed:new", Icon: "dice", Kind: ui.ButtonSecondary}
	s.start = ui.Button{ID: "start", Icon: "play", Kind: ui.ButtonPrimary}
	s.rules = ui.Button{ID: "rules", Icon: "rules", Kind: ui.ButtonSecondary}
	s.offer = ui.Button{ID: "tutorial", Icon: "play", Kind: ui.ButtonPrimary}
	s.scroll = ui.ScrollView{ID: "setup"}
	// Once a game was finished here, How to play still has the tutorial.
	// Without an app (its widgets alone, in a test) nothing is offered.
	if app != nil {
		stats, _, err := game.LoadStats(app.Store())
		s.offering = err == nil && stats.Game(g.ID).Played == 0 && table.TutorialOf(g.ID) != nil
	}
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
	s.rules.Label = i18n.T("ingame.rules")
	s.offer.Label = i18n.T("tutorial.start")
	s.offerText = i18n.T("tutorial.offer", table.GameName(m.Game))
	s.newSeed.Label = i18n.T("setup.new_seed")
	s.players.Label = i18n.T("setup.players")
	for i := range s.kinds {
		s.kinds[i].Label = s.kindLabel(i)
		s.kinds[i].Icon = "bot"
		if m.Seats[i].Kind == table.Human {
			s.kinds[i].Icon = "human"
		}
		s.names[i].Placeholder = m.DefaultName(i)
	}
	s.variants[0].Label = table.VariantName(m.Game, rules.Variant{})
	for i, v := range m.Game.Variants {
		s.variants[i+1].Label = table.VariantName(m.Game, v)
	}
	for i, o := range m.Game.Options {
		s.options[i].Label = table.OptionName(m.Game, o)
	}
	s.shuffle.Label = table.GameText(m.Game.ID, "shuffle", "", i18n.T("setup.shuffle"))
	s.shared.Label = i18n.T("setup.shared_deal")
	s.seed.Placeholder = i18n.T("setup.seed")
}

func (s *setupScene) layout(ctx *ui.Context) {
	m := s.model
	s.label(ctx)
	s.place(ctx, 1, 1040)
	s.start.Rect = s.lay.Footer
	s.placeRules(ctx)

	body := s.lay.Body
	if s.errMsg != "" {
		_, h := text.MeasureWrapped(s.errMsg, body.W-ctx.Px(16), text.Style{Size: ui.SizeBody})
		s.errRect, body = ui.CutBottom(body, h+ctx.Px(16))
		s.errRect.H -= ctx.Px(ui.Gap)
	}
	s.scroll.Rect = body
	pad := ctx.Px(16)
	inner := body.Inset(pad)
	s.offerCard = ui.Rect{}
	if s.offering && s.online == nil {
		s.layoutOffer(ctx, inner, pad)
		_, inner = ui.CutTop(inner, s.offerCard.H+ctx.Px(ui.Margin))
	}
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
	// The draw of the seats goes with them: under them, or at the top of
	// the second column, where it shows without scrolling.
	bottom := y
	twoColumns := second != inner
	if twoColumns {
		inner, y = second, second.Y-s.scroll.Offset
	}
	if s.online == nil { // online, the server deals: no order drawn here
		s.shuffle.Rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
		y += row + 2*gap
	} else {
		s.online.layout(ctx, inner, &y, section)
	}
	if !twoColumns {
		bottom = y
	}
	if len(m.Game.Variants) > 0 {
		section("setup.variant")
		for i := range s.variants {
			s.variants[i].Rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
			s.variants[i].Kind = ui.ButtonSecondary
			if s.variantID(i) == m.Variant {
				s.variants[i].Kind = ui.ButtonPrimary
			}
			y += row + gap
		}
		y += gap
	}
	if len(s.options) > 0 {
		section("setup.options")
		for i := range s.options {
			s.options[i].Rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
			y += row + gap
		}
		y += gap
	}
	// The deal code shows only for a shared deal (whoever knows it knows
	// every hidden card), and only where there is a hidden deal to share.
	s.shared.Rect = ui.Rect{}
	if m.Game.Hidden && s.online == nil {
		s.shared.Rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
		y += row + gap
	}
	if m.SharedDeal && m.Game.Hidden {
		seedRow := ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
		s.newSeed.Rect, seedRow = ui.CutRight(seedRow, math.Min(ctx.Px(190), inner.W*0.45))
		s.seed.Rect = ui.Rect{X: seedRow.X, Y: seedRow.Y, W: seedRow.W - gap, H: row}
		y += row + gap
		_, tipH := text.MeasureWrapped(i18n.T("setup.seed_help"), inner.W, text.Style{Size: ui.SizeSmall})
		s.seedTip = ui.Rect{X: inner.X, Y: y, W: inner.W, H: tipH}
		y += tipH + gap
		_, warnH := text.MeasureWrapped(i18n.T("setup.seed_warning"), inner.W, text.Style{Size: ui.SizeSmall})
		s.warn = ui.Rect{X: inner.X, Y: y, W: inner.W, H: warnH}
		y += warnH
	}
	y = math.Max(y, bottom)
	s.scroll.ContentH = y + s.scroll.Offset - body.Y + pad
}

func (s *setupScene) Update(ctx *ui.Context) error {
	m := s.model
	if s.update(ctx, s.layout) {
		return nil
	}
	if s.rules.Update(ctx) {
		s.app.ShowRules(m.Game)
		return nil
	}
	if s.offerCard.W > 0 && s.inView(&s.offer.Rect, s.offer.Update, ctx) {
		s.app.openTutorial(m.Game, true)
		return nil
	}
	vis := s.scroll.Visible
	if m.Game.MinPlayers != m.Game.MaxPlayers && vis(s.players.Rect) && s.players.Update(ctx) {
		m.SetPlayers(s.players.Value)
		s.players.Value = m.Players
		s.dirty = true
	}
	for i := 0; i < m.Players; i++ {
		if s.inView(&s.names[i].Rect, s.names[i].Update, ctx) {
			m.Seats[i].Name = s.names[i].Text
			s.dirty = true
		}
		if s.inView(&s.kinds[i].Rect, s.kinds[i].Update, ctx) {
			s.askKind(ctx, i)
			return nil
		}
	}
	if s.online == nil && s.inView(&s.shuffle.Rect, s.shuffle.Update, ctx) {
		m.SetShuffle(s.shuffle.On)
	}
	s.shuffle.On = m.Shuffle
	for i := range s.variants {
		if len(m.Game.Variants) == 0 || !s.inView(&s.variants[i].Rect, s.variants[i].Update, ctx) || s.variantID(i) == m.Variant {
			continue
		}
		m.Variant = s.variantID(i)
		s.dirty = true
	}
	for i, o := range m.Game.Options {
		if s.inView(&s.options[i].Rect, s.options[i].Update, ctx) {
			m.Options[o.ID] = s.options[i].On
			s.dirty = true
		}
	}
	if s.online != nil {
		return s.online.update(ctx, s)
	}
	if s.inView(&s.shared.Rect, s.shared.Update, ctx) {
		m.SharedDeal = s.shared.On
		s.dirty, s.reveal = true, m.SharedDeal
		s.layout(ctx)
	}
	if s.reveal {
		s.reveal = false
		if over := s.warn.Y + s.warn.H - (s.scroll.Rect.Y + s.scroll.Rect.H); over > 0 {
			s.scroll.Offset = math.Min(s.scroll.Offset+over, math.Max(0, s.scroll.ContentH-s.scroll.Rect.H))
			s.layout(ctx)
		}
	}
	if !m.SharedDeal {
		return s.check(ctx)
	}
	if s.inView(&s.seed.Rect, s.seed.Update, ctx) {
		m.Seed = s.seed.Text
		s.dirty = true
	}
	if s.inView(&s.newSeed.Rect, s.newSeed.Update, ctx) {
		m.Seed = game.DealCode(newSeed())
		s.seed.Text = m.Seed
		s.dirty = true
	}
	return s.check(ctx)
}

// check checks the form again when it changed, and follows Start.
func (s *setupScene) check(ctx *ui.Context) error {
	m := s.model
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

// variantID is the id of the rules of row i: "" for the standard rules.
func (s *setupScene) variantID(i int) string {
	if i == 0 {
		return ""
	}
	return s.model.Game.Variants[i-1].ID
}

// inView updates a widget of the sheet as the part of it in view: a row
// scrolled half under the header or the footer is listed, and takes taps,
// only where it shows, so that a tap on Start never reaches a row under it.
func (s *setupScene) inView(r *ui.Rect, update func(*ui.Context) bool, ctx *ui.Context) bool {
	full, v := *r, s.scroll.Rect
	top, bottom := math.Max(full.Y, v.Y), math.Min(full.Y+full.H, v.Y+v.H)
	if bottom <= top {
		return false
	}
	*r = ui.Rect{X: full.X, Y: top, W: full.W, H: bottom - top}
	changed := update(ctx)
	*r = full
	return changed
}

// askKind lists who may play seat i, a person or each bot level, and
// seats the one tapped.
func (s *setupScene) askKind(ctx *ui.Context, i int) {
	m := s.model
	ask := newAsk(i18n.T("setup.kind_ask", i+1))
	ask.detail = levelsAbout(m.Levels)
	for _, k := range m.Kinds() {
		kind := ui.ButtonSecondary
		if k == m.Seats[i].Kind {
			kind = ui.ButtonPrimary
		}
		ask.answer("kind:"+k, table.KindLabel(k), kind, func(*ui.Context) {
			m.SetKind(i, k)
			s.dirty, s.labeled = true, ""
		})
	}
	ctx.App.Go(ask)
}

// levelsAbout says in one sentence each what the bot levels offered are, so
// that a level's name is not all a player has to choose by.
func levelsAbout(levels []string) string {
	var lines []string
	for _, l := range levels {
		if i18n.Has(i18n.Fallback, "kind."+l+"_about") {
			lines = append(lines, i18n.T("setup.kind_about", table.KindLabel(l), i18n.T("kind."+l+"_about")))
		}
	}
	return strings.Join(lines, "\n")
}

// startGame makes the match and hands over to the game's table (which puts
// up the hand-off curtain first when several people share hidden hands).
func (s *setupScene) startGame(ctx *ui.Context) {
	if s.online != nil {
		s.online.create(s)
		return
	}
	m, err := s.model.Start()
	if err != nil {
		s.errMsg = err.Error()
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
	s.rules.Draw(dst, ctx)
	vis := s.scroll.Visible
	if s.offerCard.W > 0 && vis(s.offerCard) {
		sprites.PanelColored(clip, s.offerCard, ctx.Px(ui.Radius), sprites.PanelColor, sprites.AccentColor)
		ui.DrawParagraph(clip, s.offerText, s.offerWords, text.Style{Size: ui.SizeBody, Bold: true, Color: sprites.TextColor})
		s.offer.Draw(clip, ctx)
	}
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
	if s.online != nil {
		s.online.draw(clip, ctx, vis)
	} else if vis(s.shuffle.Rect) {
		s.shuffle.Draw(clip, ctx)
	}
	for i := range s.variants {
		if len(m.Game.Variants) > 0 && vis(s.variants[i].Rect) {
			s.variants[i].Draw(clip, ctx)
		}
	}
	for i := range s.options {
		if vis(s.options[i].Rect) {
			s.options[i].Draw(clip, ctx)
		}
	}
	if vis(s.shared.Rect) {
		s.shared.Draw(clip, ctx)
	}
	if m.SharedDeal {
		if vis(s.seed.Rect) {
			s.seed.Draw(clip, ctx)
			s.newSeed.Draw(clip, ctx)
		}
		if vis(s.seedTip) {
			ui.DrawParagraph(clip, i18n.T("setup.seed_help"), s.seedTip, text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor})
		}
		if vis(s.warn) {
			ui.DrawParagraph(clip, i18n.T("setup.seed_warning"), s.warn, text.Style{Size: ui.SizeSmall, Bold: true, Color: sprites.DangerColor})
		}
	}
	s.scroll.DrawScrollbar(dst, ctx)
	if s.errMsg != "" {
		r := s.errRect
		sprites.PanelColored(dst, r, ctx.Px(ui.Radius), sprites.PanelColor, sprites.DangerColor)
		drawMessage(dst, ctx, s.errMsg, r.Inset(ctx.Px(8)), sprites.DangerColor)
	}
	s.start.Draw(dst, ctx)
}

// placeRules puts the rules at the header's right: the book alone on a
// phone, as the tables' menu button does.
func (s *setupScene) placeRules(ctx *ui.Context) {
	s.rules.HideLabel = s.lay.Header.W < ctx.Px(560)
	w := ctx.Px(140)
	if s.rules.HideLabel {
		w = ctx.Px(ui.ButtonH)
	}
	s.rules.Rect, s.lay.Header = ui.CutRight(s.lay.Header, w)
	s.lay.Header.W -= ctx.Px(ui.Gap)
}

// layoutOffer places the tutorial's card at the top of inner, pad inside
// it: its button beside the text where the card is wide, so that a short
// screen (a phone on its side) still shows the form under it; under the
// text elsewhere.
func (s *setupScene) layoutOffer(ctx *ui.Context, inner ui.Rect, pad float64) {
	cw := math.Min(inner.W, ctx.Px(maxSheetW))
	row, st := ctx.Px(ui.ButtonH), text.Style{Size: ui.SizeBody, Bold: true}
	s.offerCard = ui.Rect{X: inner.X + (inner.W-cw)/2, Y: inner.Y - s.scroll.Offset, W: cw}
	if cw >= ctx.Px(560) {
		bw := math.Min(ctx.Px(280), cw*0.4)
		_, th := text.MeasureWrapped(s.offerText, cw-3*pad-bw, st)
		s.offerCard.H = math.Max(th, row) + 2*pad
		s.offer.Rect = ui.Rect{X: s.offerCard.X + cw - pad - bw, Y: s.offerCard.Y + (s.offerCard.H-row)/2, W: bw, H: row}
		s.offerWords = ui.Rect{X: s.offerCard.X + pad, Y: s.offerCard.Y + (s.offerCard.H-th)/2, W: cw - 3*pad - bw, H: th}
		return
	}
	_, th := text.MeasureWrapped(s.offerText, cw-2*pad, st)
	s.offerCard.H = th + row + 3*pad
	s.offer.Rect = ui.Rect{X: s.offerCard.X + pad, Y: s.offerCard.Y + th + 2*pad, W: math.Min(cw-2*pad, ctx.Px(320)), H: row}
	s.offerWords = ui.Rect{X: s.offerCard.X + pad, Y: s.offerCard.Y + pad, W: cw - 2*pad, H: th}
}
