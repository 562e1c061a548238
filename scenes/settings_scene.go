package scenes

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/scenes/settings"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// settingsScene edits the settings; every change applies and is saved at
// once (a language switch relabels everything on the next frame).
type settingsScene struct {
	sheetScreen
	langs []ui.Button // "lang:<code>"
	codes []string
	anim  ui.Choice // "anim:<speed>"
	sound ui.Toggle
	vol   ui.Choice // "volume:<percent>"
	buzz  ui.Toggle
	table ui.Toggle
	coord ui.Toggle
	hints ui.Toggle

	volHead ui.Rect    // "Volume", over its levels
	helps   [3]ui.Rect // under haptics, table mode and hints
	lang    string     // the language the labels are in
}

// helpKeys are the notes under some settings, in the order of helps.
var helpKeys = [3]string{"settings.haptics_help", "settings.table_mode_help", "settings.hints_help"}

// newSettingsScene builds the settings screen.
func newSettingsScene() *settingsScene {
	s := &settingsScene{sheetScreen: sheetScreen{scroll: ui.ScrollView{ID: "settings"}}}
	for _, l := range i18n.Langs() {
		s.langs = append(s.langs, ui.Button{ID: "lang:" + l.Code, Label: l.Name})
		s.codes = append(s.codes, l.Code)
	}
	s.anim = ui.Choice{ID: "anim"}
	for _, a := range settings.AnimSpeeds() {
		s.anim.Options = append(s.anim.Options, ui.Option{Value: string(a)})
	}
	s.sound = ui.Toggle{ID: "sound"}
	s.vol = ui.Choice{ID: "volume"}
	for _, v := range settings.Volumes() {
		s.vol.Options = append(s.vol.Options, ui.Option{Value: strconv.Itoa(v)})
	}
	s.buzz = ui.Toggle{ID: "haptics"}
	s.table = ui.Toggle{ID: "table_mode"}
	s.coord = ui.Toggle{ID: "coords"}
	s.hints = ui.Toggle{ID: "hints"}
	return s
}

func (s *settingsScene) Name() string { return "settings" }

func (s *settingsScene) layout(ctx *ui.Context) {
	set := ctx.App.Settings()
	s.place(ctx, 0, maxSheetW)
	pad := ctx.Px(16)
	inner := s.lay.Body.Inset(pad)
	y := inner.Y - s.scroll.Offset
	row, gap, head := ctx.Px(ui.ButtonH), ctx.Px(ui.Gap), ctx.Px(28)
	section := func(key string) {
		s.heads = append(s.heads, sectionHead{key, ui.Rect{X: inner.X, Y: y, W: inner.W, H: head}})
		y += head
	}

	section("settings.language")
	grid := ui.NewGrid(ui.Rect{X: inner.X, Y: y, W: inner.W}, len(s.langs), ctx.Px(150), 0, row, gap)
	for i := range s.langs {
		s.langs[i].Rect = grid.Cell(i)
		s.langs[i].Kind = ui.ButtonSecondary
		if s.codes[i] == set.Lang {
			s.langs[i].Kind = ui.ButtonPrimary
		}
	}
	y += grid.Height() + 2*gap

	section("settings.animation")
	if s.lang != ctx.Lang {
		s.lang = ctx.Lang
		for i, a := range settings.AnimSpeeds() {
			s.anim.Options[i].Label = a.Label()
		}
		for i, v := range settings.Volumes() {
			s.vol.Options[i].Label = i18n.T("settings.volume_level", v)
		}
	}
	s.anim.Value = string(set.Anim)
	s.anim.Rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
	y += row + 2*gap

	help := text.Style{Size: ui.SizeSmall}
	toggle := func(t *ui.Toggle, key string, on bool) {
		t.Label, t.On = i18n.T(key), on
		t.Rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
		y += row
	}
	note := func(i int) {
		_, h := text.MeasureWrapped(i18n.T(helpKeys[i]), inner.W, help)
		s.helps[i] = ui.Rect{X: inner.X, Y: y, W: inner.W, H: h}
		y += h + 2*gap
	}
	// Table mode first: on a tablet laid flat it is the setting that
	// matters, and it stays in sight on a phone on its side.
	toggle(&s.table, "settings.table_mode", set.TableMode)
	note(1)
	toggle(&s.sound, "settings.sound", set.Sound)
	_, h := text.MeasureWrapped(i18n.T("settings.volume"), inner.W, help)
	s.volHead = ui.Rect{X: inner.X, Y: y, W: inner.W, H: h}
	y += h
	s.vol.Value = strconv.Itoa(nearestVolume(set.Volume))
	s.vol.Rect = ui.Rect{X: inner.X, Y: y, W: inner.W, H: row}
	y += row + gap
	toggle(&s.buzz, "settings.haptics", set.Haptics)
	note(0)
	toggle(&s.coord, "settings.coords", set.Coords)
	y += gap
	toggle(&s.hints, "settings.hints", set.Hints)
	note(2)
	s.scroll.ContentH = y + s.scroll.Offset - s.lay.Body.Y + pad
}

func (s *settingsScene) Update(ctx *ui.Context) error {
	if s.update(ctx, s.layout) {
		return nil
	}
	set := ctx.App.Settings()
	changed := false
	vis := s.scroll.Visible
	for i := range s.langs {
		// The language chosen may not show yet (its texts could not be had):
		// a tap on it asks for them again.
		if vis(s.langs[i].Rect) && s.langs[i].Update(ctx) && (set.Lang != s.codes[i] || ctx.Lang != s.codes[i]) {
			set.Lang, changed = s.codes[i], true
		}
	}
	if vis(s.anim.Rect) && s.anim.Update(ctx) {
		set.Anim, changed = settings.AnimSpeed(s.anim.Value), true
	}
	if vis(s.sound.Rect) && s.sound.Update(ctx) {
		set.Sound, changed = s.sound.On, true
	}
	if vis(s.vol.Rect) && s.vol.Update(ctx) {
		set.Volume, _ = strconv.Atoi(s.vol.Value)
		changed = true
	}
	if vis(s.buzz.Rect) && s.buzz.Update(ctx) {
		set.Haptics, changed = s.buzz.On, true
	}
	if vis(s.table.Rect) && s.table.Update(ctx) {
		set.TableMode, changed = s.table.On, true
	}
	if vis(s.coord.Rect) && s.coord.Update(ctx) {
		set.Coords, changed = s.coord.On, true
	}
	if vis(s.hints.Rect) && s.hints.Update(ctx) {
		set.Hints, changed = s.hints.On, true
	}
	if changed {
		ctx.App.SetSettings(set)
	}
	return nil
}

func (s *settingsScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	s.layout(ctx)
	clip := s.draw(dst, ctx, i18n.T("settings.title"))
	vis := s.scroll.Visible
	for i := range s.langs {
		if vis(s.langs[i].Rect) {
			s.langs[i].Draw(clip, ctx)
		}
	}
	for _, c := range [...]*ui.Choice{&s.anim, &s.vol} {
		if vis(c.Rect) {
			c.Draw(clip, ctx)
		}
	}
	for _, t := range [...]*ui.Toggle{&s.sound, &s.buzz, &s.table, &s.coord, &s.hints} {
		if vis(t.Rect) {
			t.Draw(clip, ctx)
		}
	}
	st := text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor}
	if vis(s.volHead) {
		ui.DrawParagraph(clip, i18n.T("settings.volume"), s.volHead, st)
	}
	for i, key := range helpKeys {
		if vis(s.helps[i]) {
			ui.DrawParagraph(clip, i18n.T(key), s.helps[i], st)
		}
	}
	s.scroll.DrawScrollbar(dst, ctx)
}

// nearestVolume is the level offered nearest to v (a volume set
// elsewhere, or from an older build).
func nearestVolume(v int) int {
	best := settings.Volumes()[0]
	for _, l := range settings.Volumes() {
		if abs(l-v) < abs(best-v) {
			best = l
		}
	}
	return best
}

func abs(n int) int { return max(n, -n) }
