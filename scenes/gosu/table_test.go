package gosu

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// Both armies, the tiles, the counters, the prompt with its buttons, the
// hand and the log fit phones both ways, tablets and desktops without
// overlapping; every place of both grids stays inside its army and apart
// from the others. Phones show one army at a time under two tabs side by
// side, wider than a finger, and the army's Troops at the bottom; larger
// screens both armies, the near one building upwards and the far one
// facing it. An upright phone's draft gives its list of tiles the room
// of the hand to come.
func TestGosuLayoutFitsEverySize(t *testing.T) {
	for _, s := range scenestest.Screens {
		name := fmt.Sprintf("%gx%g", s.W, s.H)
		t.Run(name, func(t *testing.T) {
			unit := ui.Zoom(s.W, s.H)
			area := ui.Rect{W: s.W, H: s.H}.Inset(unit * (ui.Margin + ui.RimW))
			var l gosuLayout
			layoutGosu(&l, area, unit)
			if phone := s.Scale > 1; l.one != phone {
				t.Fatalf("%s: one army at a time %v", name, l.one)
			}
			blocks := []ui.Rect{l.top, l.heads[0], l.heads[1], l.armies[0], l.armies[1], l.middle, l.bar, l.hand}
			if l.one {
				blocks = []ui.Rect{l.top, l.tabs[0], l.tabs[1], l.heads[0], l.armies[0], l.middle, l.bar, l.hand}
				if l.heads[1] != l.heads[0] || l.armies[1] != l.armies[0] || l.tabs[0].Y != l.tabs[1].Y || l.tabs[0].W < unit*120 || l.tabs[0].H < unit*40 {
					t.Errorf("%s: tabs %+v, heads %+v, armies %+v", name, l.tabs, l.heads, l.armies)
				}
			}
			if l.log.H > 0 {
				blocks = append(blocks, l.log)
			}
			for i, a := range blocks {
				if a.W <= 0 || a.H <= 0 || !scenestest.Inside(a, area) {
					t.Errorf("%s: block %d %+v empty or off the screen %+v", name, i, a, area)
				}
				for _, b := range blocks[i+1:] {
					if scenestest.Overlaps(a, b) {
						t.Errorf("%s: blocks %+v and %+v overlap", name, a, b)
					}
				}
			}
			if l.hand.H < unit*70 || l.bar.W < unit*300 {
				t.Errorf("%s: hand %+v or bar %+v too small to use", name, l.hand, l.bar)
			}
			for a := range 2 {
				for r := range 3 {
					for i := range 5 {
						s := l.slot(a, r, i)
						if !scenestest.Inside(s, l.armies[a]) {
							t.Errorf("%s: army %d row %d place %d %+v leaves %+v", name, a, r, i, s, l.armies[a])
						}
						if i > 0 && scenestest.Overlaps(s, l.slot(a, r, i-1)) || r > 0 && scenestest.Overlaps(s, l.slot(a, r-1, i)) {
							t.Errorf("%s: army %d row %d place %d overlaps a neighbour", name, a, r, i)
						}
					}
				}
			}
			if up := l.slot(0, 0, 0).Y > l.slot(0, 2, 0).Y; l.slot(1, 0, 0).Y <= l.slot(1, 2, 0).Y || up != l.one {
				t.Errorf("%s: rows run the wrong way", name)
			}
			// Upright, the draft (no hand yet) gives the list of tiles the
			// board down to the bar, which stands at the foot.
			d := gosuLayout{draft: true}
			layoutGosu(&d, area, unit)
			if d.one && s.H > s.W && (d.hand.H > 0 || d.board.H < area.H*0.6 || scenestest.Overlaps(d.board, d.bar) || d.bar.Y+d.bar.H < area.Y+area.H-1) {
				t.Errorf("%s: the draft's list %+v, bar %+v, hand %+v", name, d.board, d.bar, d.hand)
			}
		})
	}
}

// TestGosuEmptyRowsFoldOnAPhone: on a phone held upright, where one army
// shows at a time, the army shows the rows with cards and the one above
// them, as many as the fuller army needs, so that a tap on a tab moves
// nothing; the room of the rows folded away goes to the hand, whose cards
// grow, and the army's cards keep their size; the rows shown stay in the
// army, Troops at the bottom. Landscape and table mode keep all three.
func TestGosuEmptyRowsFoldOnAPhone(t *testing.T) {
	row := func(n int) []gosu.Slot { return make([]gosu.Slot, n) }
	for _, c := range []struct {
		rows [3][]gosu.Slot
		want int
	}{{[3][]gosu.Slot{}, 1}, {[3][]gosu.Slot{row(2)}, 2}, {[3][]gosu.Slot{row(3), row(1)}, 3}, {[3][]gosu.Slot{row(5), row(2), row(1)}, 3}} {
		if got := gosuRowsShown(c.rows); got != c.want {
			t.Errorf("rows of %d, %d, %d cards: %d shown, want %d", len(c.rows[0]), len(c.rows[1]), len(c.rows[2]), got, c.want)
		}
	}
	unit := ui.Zoom(390, 844)
	area := ui.Rect{W: 390, H: 844}.Inset(unit * (ui.Margin + ui.RimW))
	var full, folded, mixed gosuLayout
	layoutGosu(&full, area, unit)
	folded.rows = [2]int{1, 1}
	layoutGosu(&folded, area, unit)
	mixed.rows = [2]int{1, 2}
	layoutGosu(&mixed, area, unit)
	if !full.one || !folded.one {
		t.Fatal("a phone upright shows both armies at once")
	}
	if mixed.shown(0) != 2 || mixed.shown(1) != 2 {
		t.Errorf("armies needing 1 and 2 rows show %d and %d", mixed.shown(0), mixed.shown(1))
	}
	if folded.cardW != full.cardW || folded.cardH != full.cardH || folded.armies[1].H >= full.armies[1].H*0.5 {
		t.Errorf("folded army %+v (cards %.0fx%.0f), all rows %+v (cards %.0fx%.0f)", folded.armies[1], folded.cardW, folded.cardH, full.armies[1], full.cardW, full.cardH)
	}
	if folded.hand.H < math.Min(full.hand.H+2*full.cardH, gosuHandNeed(folded.hand.W, 7, unit)) { // up to what the cards use
		t.Errorf("the hand %+v did not take the folded rows' room (all rows: %+v)", folded.hand, full.hand)
	}
	var small, large table.HandFan
	gosuHandCards(&small, full.hand, 7, unit)
	gosuHandCards(&large, folded.hand, 7, unit)
	if large.Rects[0].W < unit*80 || large.Rects[0].W < small.Rects[0].W*1.3 {
		t.Errorf("hand cards %.0f px wide with rows folded, %.0f without", large.Rects[0].W/unit, small.Rects[0].W/unit)
	}
	for r := range 2 {
		if s := mixed.slot(0, r, 0); !scenestest.Inside(s, mixed.armies[0]) {
			t.Errorf("row %d %+v leaves its army %+v", r, s, mixed.armies[0])
		}
	}
	if mixed.slot(0, 0, 0).Y <= mixed.slot(0, 1, 0).Y || mixed.slot(1, 0, 0) != mixed.slot(0, 0, 0) {
		t.Error("the Troops are not at the bottom of either army")
	}
	for _, c := range []struct {
		w, h  float64
		table bool
	}{{844, 390, false}, {390, 844, true}} {
		unit := ui.Zoom(c.w, c.h)
		area := ui.Rect{W: c.w, H: c.h}.Inset(unit * (ui.Margin + ui.RimW))
		l := gosuLayout{table: c.table, rows: [2]int{1, 1}}
		layoutGosu(&l, area, unit)
		if l.shown(0) != 3 || l.shown(1) != 3 {
			t.Errorf("%gx%g table %v: rows folded", c.w, c.h, c.table)
		}
	}
}

// In table mode the two halves face their players: laid out alike, the
// far one is the near one turned half round about the screen's centre. At
// phone, tablet and desktop sizes both ways every block of both halves and
// the middle strip lies on the screen apart from the others, the cards
// stay readable, the bar keeps room for buttons, and each army builds up
// from its own player's edge.
func TestGosuTableModeLayoutFits(t *testing.T) {
	sizes := [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}, {1280, 800}, {800, 1280}, {1920, 1080}}
	for _, sz := range sizes {
		name := fmt.Sprintf("%gx%g", sz[0], sz[1])
		t.Run(name, func(t *testing.T) {
			unit := ui.Zoom(sz[0], sz[1])
			area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
			turn := func(r ui.Rect) ui.Rect { return ui.Rect{X: sz[0] - r.X - r.W, Y: sz[1] - r.Y - r.H, W: r.W, H: r.H} }
			l := gosuLayout{table: true}
			layoutGosu(&l, area, unit)
			if l.heads[0] != l.heads[1] || l.armies[0] != l.armies[1] {
				t.Fatalf("%s: the halves differ: %+v %+v", name, l.heads, l.armies)
			}
			own := []ui.Rect{l.heads[1], l.armies[1], l.bar, l.hand}
			if l.log.H > 0 {
				own = append(own, l.log)
			}
			blocks := []ui.Rect{l.top, l.middle}
			for _, r := range own {
				blocks = append(blocks, r, turn(r))
			}
			for i, a := range blocks {
				if a.W <= 0 || a.H <= 0 || !scenestest.Inside(a, area) {
					t.Errorf("%s: block %d %+v empty or off the screen %+v", name, i, a, area)
				}
				for _, b := range blocks[i+1:] {
					if scenestest.Overlaps(a, b) {
						t.Errorf("%s: blocks %+v and %+v overlap", name, a, b)
					}
				}
			}
			if l.hand.H < unit*70 || l.bar.W < unit*150 || l.bar.H < unit*gosuBarOneH {
				t.Errorf("%s: hand %+v or bar %+v too small to use", name, l.hand, l.bar)
			}
			if l.cardW < unit*30 {
				t.Errorf("%s: army cards %.0f px wide, too small to read", name, l.cardW/unit)
			}
			for a := range 2 {
				for r := range 3 {
					for i := range 5 {
						if s := l.slot(a, r, i); !scenestest.Inside(s, l.armies[a]) {
							t.Errorf("%s: army %d row %d place %d %+v leaves %+v", name, a, r, i, s, l.armies[a])
						}
					}
				}
				if l.slot(a, 0, 0).Y <= l.slot(a, 2, 0).Y {
					t.Errorf("%s: army %d does not build up from its own edge", name, a)
				}
			}
			// Off phones the player deciding reads what happened in their
			// own half.
			if math.Min(sz[0], sz[1]) >= 700 && l.log.H < unit*table.LogStripH {
				t.Errorf("%s: no log beside the bar %+v and the hand %+v", name, l.bar, l.hand)
			}
			t.Logf("%s: cards %.0f×%.0f, bar %.0f×%.0f, hand %.0f×%.0f, log %v", name, l.cardW, l.cardH, l.bar.W, l.bar.H, l.hand.W, l.hand.H, l.log.H > 0)
		})
	}
}

// The hand takes the free height of its column: its cards are as large as
// fit, in two rows where one is too narrow, and grow over the row of
// buttons the bar keeps for a second row when one does. Measured before
// this (one row of cards at most 78 px high, the spare row of buttons
// left empty): 7 cards 47 px wide at 1024x768 with 170 px free between the
// bar and the log, 6 cards 42 px at 390x844 with 42 px free over the hand.
// Now, in logical px: at 1024x768 seven cards are the widest (85, two
// rows) and ten at least 60; at 390x844 six cards under one row of
// buttons at least 52, seven under two rows no less than before (42).
// The cards stay inside the hand's room, under its label, apart (or, too
// many, overlapping in a row no narrower than 40), clear of the buttons
// used, and the log keeps its three lines, or on a phone its strip.
func TestGosuHandCardsTakeTheFreeRoom(t *testing.T) {
	for _, c := range []struct {
		w, h        float64
		cards, used int
		least       float64
	}{
		{1024, 768, 7, 2, gosuHandCardMax}, {1024, 768, 7, 1, gosuHandCardMax}, {1024, 768, 10, 2, 60},
		{1280, 800, 7, 2, 62}, {1280, 800, 7, 1, 80},
		{390, 844, 6, 1, 52}, {390, 844, 7, 1, 44}, {390, 844, 12, 1, 44},
	} {
		t.Run(fmt.Sprintf("%gx%g/%d cards/%d used", c.w, c.h, c.cards, c.used), func(t *testing.T) {
			name := fmt.Sprintf("%gx%g, %d cards, %d rows of buttons", c.w, c.h, c.cards, c.used)
			unit := ui.Zoom(c.w, c.h)
			area := ui.Rect{W: c.w, H: c.h}.Inset(unit * (ui.Margin + ui.RimW))
			var l gosuLayout
			layoutGosu(&l, area, unit)
			buttonsY, rowH := l.bar.Y+(gosuPromptH+4)*unit, (gosuButtonH+ui.Gap)*unit
			room := gosuHandRoom(&l, unit, buttonsY, rowH, c.used)
			var fan table.HandFan
			gosuHandCards(&fan, room, c.cards, unit)
			if len(fan.Rects) != c.cards {
				t.Fatalf("%s: %d places", name, len(fan.Rects))
			}
			if w := fan.Rects[0].W / unit; w < c.least-0.01 {
				t.Errorf("%s: hand cards %.1f px wide, want at least %g (room %+v)", name, w, c.least, room)
			}
			if room.Y < buttonsY+float64(c.used)*rowH-0.01 || room.Y+room.H != l.hand.Y+l.hand.H {
				t.Errorf("%s: the hand's room %+v runs into the buttons or leaves the hand %+v", name, room, l.hand)
			}
			least, what := gosuLogMin*unit, "its three lines"
			if c.w < 600 {
				least, what = table.LogStripH*unit, "its strip"
			}
			if l.log.H < least-0.01 {
				t.Errorf("%s: the log %+v is under %s", name, l.log, what)
			}
			for i, r := range fan.Rects {
				if !scenestest.Inside(r, room) || r.Y < room.Y+gosuHandLabelH*unit-0.01 {
					t.Errorf("%s: card %d %+v leaves the room %+v or covers its label", name, i, r, room)
				}
				for _, o := range fan.Rects[:i] {
					if scenestest.Overlaps(r, o) && r.W > gosuHandCardMin*unit+0.01 {
						t.Errorf("%s: cards %+v and %+v overlap, %.0f px wide", name, o, r, r.W/unit)
					}
				}
			}
		})
	}
}

// In table mode on a phone both ways, and on a tablet, the buttons of a
// decision stay listed and in sight whether or not the hand grows over
// rows of buttons left unused (the bar beside the hand on a phone on its
// side keeps its buttons), through the draft to the first decisions with
// a hand of both players.
func TestGosuTableModeKeepsTheButtons(t *testing.T) {
	for _, size := range [][2]float64{{844, 390}, {390, 844}, {1024, 768}} {
		name := fmt.Sprintf("%gx%g", size[0], size[1])
		t.Run(name, func(t *testing.T) {
			f, _ := startAnaAndBo(t, size[0], size[1], true, settings.AnimOff)
			f.Run("wait 5")
			seen := 0
			for step := 0; step < 80 && seen < 4; step++ {
				if f.passCurtain() {
					continue
				}
				tbl := f.gosuTable()
				if tbl == nil || len(tbl.buttons) == 0 {
					break
				}
				listed := map[string]bool{}
				for _, w := range f.A.Widgets() {
					listed[w.ID] = true
				}
				b := tbl.buttons[0]
				if !listed[b.id] || !scenestest.Inside(b.rect, tbl.btnView.Rect) || tbl.btnView.Rect.H < tbl.lay.buttonH {
					t.Fatalf("%s: step %d: the first button %q at %+v is not in sight in %+v", name, step, b.id, b.rect, tbl.btnView.Rect)
				}
				if len(tbl.hand) > 0 {
					seen++
				}
				f.Run("tap " + b.id + "\nwait 1")
			}
			if seen == 0 {
				t.Errorf("%s: no decision with buttons and a hand", name)
			}
		})
	}
}

// TestGosuDraftButtonsInSight: the first pick of the draft offers all
// eight clans as buttons, and where the table has room for them every
// button is whole in its place, clear of the log panel (in table mode at
// 768x1024 four of them used to lie under it), at every size both ways,
// each label in the set's one size, on a tablet or larger not under the
// small size.
func TestGosuDraftButtonsInSight(t *testing.T) {
	for _, c := range []struct {
		w, h  float64
		table bool
		all   bool // every button in sight without scrolling
	}{
		{768, 1024, true, true}, {1024, 768, true, true}, {1280, 800, true, true}, {1920, 1080, true, true}, {390, 844, true, true},
		{844, 390, true, false},
		{768, 1024, false, true}, {1024, 768, false, true}, {1280, 800, false, true}, {1920, 1080, false, true}, {390, 844, false, true},
		{844, 390, false, false},
	} {
		name := fmt.Sprintf("%gx%g table %v", c.w, c.h, c.table)
		t.Run(name, func(t *testing.T) {
			f, _ := startAnaAndBo(t, c.w, c.h, c.table, settings.AnimOff)
			f.Run("wait 5")
			f.passCurtain()
			tbl := f.gosuTable()
			if tbl == nil || len(tbl.buttons) != gosu.NumClans {
				t.Fatalf("the draft's first pick: %v", tbl)
			}
			log := tbl.lay.log
			in := 0
			for _, b := range tbl.buttons {
				if log.H > 0 && gosuMeets(b.rect, log) {
					t.Errorf("button %q at %+v lies under the log panel %+v", b.id, b.rect, log)
				}
				if scenestest.Inside(b.rect, tbl.btnView.Rect) {
					in++
				}
			}
			if c.all && in != len(tbl.buttons) || in == 0 {
				t.Errorf("%d of %d draft buttons in sight in %+v", in, len(tbl.buttons), tbl.btnView.Rect)
			}
			// One size for the set's labels, however long each name.
			sizes := map[float64][]string{}
			for _, d := range f.DrawnTexts(scenestest.Screen{W: c.w, H: c.h, Scale: 1}).Texts {
				for _, b := range tbl.buttons {
					if scenestest.Inside(d.Rect, b.rect) && scenestest.Inside(b.rect, tbl.btnView.Rect) {
						sizes[d.Size] = append(sizes[d.Size], d.Text)
					}
				}
			}
			if len(sizes) != 1 {
				t.Errorf("the draft buttons' labels are drawn in %d sizes: %v", len(sizes), sizes)
			}
			for size := range sizes { // a tablet or larger has room for the small size
				if c.w >= 768 && c.h >= 768 && size < ui.SizeSmall {
					t.Errorf("the draft buttons' labels are drawn at %.1f CSS px, under %d", size, ui.SizeSmall)
				}
			}
		})
	}
}

// A long list of choices on a phone, both ways and in both modes,
// scrolls, and its scrollbar (in the last 6 px of the list's view) lies
// beside the buttons, over none of them.
func TestGosuChoicesScrollbarBesideTheButtons(t *testing.T) {
	for _, c := range []struct {
		w, h  float64
		table bool
	}{{390, 844, false}, {844, 390, false}, {390, 844, true}, {844, 390, true}} {
		name := fmt.Sprintf("%gx%g table %v", c.w, c.h, c.table)
		t.Run(name, func(t *testing.T) {
			f, _ := startAnaAndBo(t, c.w, c.h, c.table, settings.AnimOff)
			f.Run("wait 5")
			f.passCurtain()
			tbl := f.gosuTable()
			if tbl == nil || len(tbl.buttons) == 0 {
				t.Fatalf("the draft's first pick: %v", tbl)
			}
			for i := range 30 { // a list as long as naming a card makes
				b := tbl.buttons[i%len(tbl.buttons)]
				b.id = fmt.Sprintf("%s-%d", b.id, i)
				tbl.buttons = append(tbl.buttons, b)
			}
			tbl.Relayout()
			f.Run("wait 1")
			v := tbl.btnView
			if v.ContentH <= v.Rect.H {
				t.Fatalf("%d buttons, %.0f px high, fit %+v", len(tbl.buttons), v.ContentH, v.Rect)
			}
			bar := v.Rect.X + v.Rect.W - 6 // ui.ScrollView.DrawScrollbar: 4 px wide, 2 px from the edge
			for _, b := range tbl.buttons {
				if b.rect.X+b.rect.W > bar || b.rect.X < v.Rect.X {
					t.Errorf("button %q at %+v runs under the scrollbar at x %.0f of %+v", b.id, b.rect, bar, v.Rect)
				}
			}
		})
	}
}

// In table mode the name plate of the player who does not decide stands
// in their half where their bar, hand and log would be, clear of their
// army and counters, at phone, tablet and desktop sizes both ways, and
// their name and the wait for the other ("Player 2", and a 12-letter
// name) fit it unshrunk in every language.
func TestGosuPlateFitsItsHalf(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	defer text.SetScale(text.Scale())
	for _, sz := range [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}, {1280, 800}, {800, 1280}} {
		name := fmt.Sprintf("%gx%g", sz[0], sz[1])
		t.Run(name, func(t *testing.T) {
			unit := ui.Zoom(sz[0], sz[1])
			text.SetScale(unit)
			area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
			l := gosuLayout{table: true}
			layoutGosu(&l, area, unit)
			p := table.LogPlateRect(gosuPlateRoom(&l, unit), unit, 1, 0)
			half := ui.Rect{X: area.X, Y: l.middle.Y + l.middle.H, W: area.W, H: area.Y + area.H - l.middle.Y - l.middle.H}
			if !scenestest.Inside(p, half) || p.W < 150*unit || p.H < 60*unit {
				t.Errorf("%s: the plate %+v leaves the half %+v or is too small", name, p, half)
			}
			if _, story := table.LogPlateParts(p, unit); story.H == 0 && math.Min(sz[0], sz[1]) >= 700 {
				t.Errorf("%s: the plate %+v has no room for the story", name, p)
			}
			for _, r := range []ui.Rect{l.armies[1], l.heads[1]} {
				if scenestest.Overlaps(p, r) {
					t.Errorf("%s: the plate %+v runs into %+v", name, p, r)
				}
			}
			_, nameR, waitR := table.PlateParts(p, unit)
			for _, lang := range i18n.Langs() {
				i18n.SetLang(lang.Code)
				for _, who := range []string{"Player 2", "Wilhelmina K"} {
					if w, _ := text.Measure(who, text.Style{Size: ui.SizeHeading, Bold: true}); w > nameR.W {
						t.Errorf("%s: the name %q is %.0f px wide in %.0f", name, who, w, nameR.W)
					}
					wait := i18n.T("table.waiting", who)
					if w, _ := text.Measure(wait, text.Style{Size: ui.SizeBody}); w > waitR.W {
						t.Errorf("%s %s: %q is %.0f px wide in %.0f", name, lang.Code, wait, w, waitR.W)
					}
				}
			}
		})
	}
}

// startGosu starts a game with seed 7 (Player 1 against a bot) at the
// menu, animations off.
func startGosu(t *testing.T, f *flow, extra string) {
	t.Helper()
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:gosu\nexpect-scene setup\ntap shared-deal\ntap seed\n" +
		strings.Repeat("key Backspace\n", 20) + "type 7\n" + extra + "tap start\nwait 5")
}

// flow drives the real app, this game's table registered (scenestest.Flow).
type flow struct {
	*scenestest.Flow[scenes.Testing]
}

func newFlow(t *testing.T, st storage.Store) *flow {
	return &flow{scenestest.New(t, scenes.Testing{App: scenes.NewApp(scenes.Options{Store: st, Home: scenes.NewMenu, Log: t.Logf})})}
}

// passCurtain lifts the hand-off curtain when it is up, and reports
// whether it was.
func (f *flow) passCurtain() bool {
	if f.A.Top().Name() != "curtain" {
		return false
	}
	f.Run("tap curtain\nwait 30")
	return true
}

// tapArmy taps army card c, first the tab of its army where one army
// shows at a time and c's is not in sight.
func (f *flow) tapArmy(tbl *tableScene, c gosu.Card) {
	for a := range 2 {
		if _, _, ok := tbl.placeOf(tbl.armyOf(a), c); ok && !tbl.visible(a) {
			f.Run("tap " + gosuTabIDs[a] + "\nwait 1")
		}
	}
	f.Run("tap army:" + c.String() + "\nwait 1")
}

func (f *flow) gosuTable() *tableScene {
	tbl, _ := f.A.Top().(*tableScene)
	return tbl
}

// A human drafts three clans by tapping their tiles, keeps or changes
// the hand, then plays cards from the hand onto lit rows (a tap on the
// card, then on the free place of the row), pays by tapping lit hand
// cards, and answers everything else with buttons, for 40 decisions
// against a bot. Each tap the table lights is accepted, only legal
// choices are lit, and the hand shown is always the viewer's own.
func TestGosuTablePlaysByTaps(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	startGosu(t, f, "")
	f.Run("wait 60")
	tbl := f.gosuTable()
	if tbl == nil {
		t.Fatalf("scene %q is not the Gosu table", f.A.Top().Name())
	}
	played, drafted := 0, 0
	for step := 0; step < 40 && !tbl.Outcome().Over; step++ {
		f.Run("wait 30")
		if len(tbl.Legal()) == 0 {
			continue
		}
		if tbl.Viewer() != 0 {
			t.Fatalf("viewer %d", tbl.Viewer())
		}
		for _, c := range tbl.hand {
			if _, _, _, ok := tbl.view.Where(c); ok || !c.Known() {
				t.Fatalf("hand card %s is not in the viewer's hand", c)
			}
		}
		tbl.checkLit(t)
		tbl.checkReachable(t)
		n := len(tbl.Match().History())
		d, _ := tbl.view.Decision()
		switch {
		case d.Kind == gosu.DecisionTurn && tbl.playable() != gosu.Unknown:
			c := tbl.playable()
			f.Run("tap hand:" + c.String() + "\nwait 1")
			if tbl.sel != c {
				t.Fatalf("tapping %s did not select it: %q", c, tbl.Msg())
			}
			tbl.checkLit(t)
			row := -1
			for r, lit := range tbl.litRow {
				if lit && row < 0 {
					row = r
				}
			}
			if row < 0 || !strings.Contains(tbl.prompt, c.Name()) {
				t.Fatalf("%s selected: no lit row %v, prompt %q", c, tbl.litRow, tbl.prompt)
			}
			// The free place of the row: a tap on a card there would shift.
			x, y := tbl.lay.slot(1, row, len(tbl.view.Army(0)[row])).Center()
			f.Run(fmt.Sprintf("tap %g %g\nwait 1", x, y))
			if h := tbl.Match().History(); len(h) == n || !strings.HasPrefix(h[n].Action, "play "+c.String()) {
				t.Fatalf("tapping row %d after %s: %v, message %q", row+1, c, h[n:], tbl.Msg())
			}
			played++
		case tbl.litHandCard() != gosu.Unknown && d.Kind != "turn":
			f.Run("tap hand:" + tbl.litHandCard().String() + "\nwait 1")
		case d.Kind == gosu.DecisionDraft: // by a tile in sight
			drafted++
			f.Run("tap tile:" + f.scrollToDraft(t, tbl).ID() + "\nwait 1")
		case len(tbl.buttons) > 0:
			f.Run("tap " + tbl.buttons[0].id + "\nwait 1")
		default:
			for c, lit := range tbl.litSlot {
				if lit {
					f.tapArmy(tbl, c)
					break
				}
			}
		}
		if len(tbl.Match().History()) == n {
			t.Fatalf("decision %q: nothing was played (message %q, buttons %d)", d.Kind, tbl.Msg(), len(tbl.buttons))
		}
	}
	if drafted != 3 || played == 0 {
		t.Errorf("drafted %d clans, played %d cards", drafted, played)
	}
	if s := tbl.view.Seat(0); len(s.Clans) != 3 {
		t.Errorf("clans %v", s.Clans)
	}
}

// On a phone the clan list is taller than its place: the last tiles are
// out of sight (and out of reach) until a drag up the list scrolls them in;
// the drag drafts nothing, and a tap on a tile brought into sight drafts it.
func TestGosuTileListScrollsOnAPhone(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	startGosu(t, f, "")
	f.Run("wait 60")
	tbl := f.gosuTable()
	if tbl == nil || !tbl.drafting() || len(tbl.Legal()) == 0 {
		t.Fatal("not the human's draft on the Gosu table")
	}
	v := tbl.lay.list.view
	last := gosu.Clan(gosu.NumClans - 1) // the last clan the human may still draft
	for last > 0 && !tileMovable(tbl, last) {
		last--
	}
	if v.ContentH <= v.Rect.H || tbl.tileRow(last).H > 0 {
		t.Fatalf("the list %.0f px in %.0f: %s in sight already", v.ContentH, v.Rect.H, last.Name())
	}
	for k := range gosu.Clan(gosu.NumClans) { // every ability at body size, none cut
		words := tileWords(f.A.Context(), tbl.lay.list.rows[k])
		_, hh := text.MeasureWrapped(tbl.tileHead(k), words.W, gosuTileHead)
		_, bh := text.MeasureWrapped(gosuTileText(k), words.W, gosuTileBody)
		if hh+bh > words.H+0.5 {
			t.Errorf("%s: %.0f px of words in a %.0f px row", k.Name(), hh+bh, words.H)
		}
	}
	n := len(tbl.Match().History())
	for i := 0; i < 12 && tbl.tileRow(last).H == 0; i++ { // drags up the list, as long as it takes
		f.dragTiles(tbl)
		if len(tbl.Match().History()) != n {
			t.Fatalf("the drag drafted: %v", tbl.Match().History()[n:])
		}
	}
	if tbl.lay.list.view.Offset <= 0 || tbl.tileRow(last).H == 0 {
		t.Fatalf("the drag did not bring %s into sight (offset %.0f)", last.Name(), tbl.lay.list.view.Offset)
	}
	if !tileMovable(tbl, last) {
		t.Fatalf("%s may not be drafted after the drag", last.Name())
	}
	f.Run("tap tile:" + last.ID() + "\nwait 1")
	if h := tbl.Match().History(); len(h) == n || h[n].Action != "draft "+last.ID() {
		t.Fatalf("tapping %s in sight: %v", last.Name(), h[n:])
	}
}

// scrollToDraft drags the list of tiles up, as its reader would, until
// a clan they may draft is in sight, and gives the last such.
func (f *flow) scrollToDraft(t *testing.T, tbl *tableScene) gosu.Clan {
	t.Helper()
	for range 12 {
		if k := tbl.draftInSight(); k >= 0 {
			return k
		}
		f.dragTiles(tbl)
	}
	t.Fatal("no clan the person may draft in sight, the list scrolled to its end")
	return -1
}

// dragTiles drags the list of tiles up by most of its height, in its
// reader's frame (turned for the player at the top in table mode).
func (f *flow) dragTiles(tbl *tableScene) {
	v := tbl.lay.list.view.Rect
	x, top, bottom := v.X+v.W/2, v.Y+5, v.Y+v.H-5
	at := func(y float64) (float64, float64) { r := tbl.mine(ui.Rect{X: x, Y: y}); return r.X, r.Y }
	x0, y0 := at(bottom)
	x1, y1 := at(bottom - 20)
	x2, y2 := at((top + bottom) / 2)
	x3, y3 := at(top)
	f.Run(fmt.Sprintf("press %g %g\nmove %g %g\nmove %g %g\nmove %g %g\nrelease\nwait 2", x0, y0, x1, y1, x2, y2, x3, y3))
}

// draftInSight is the last clan a tap on its tile in sight drafts.
func (t *tableScene) draftInSight() gosu.Clan {
	k := gosu.Clan(-1)
	for _, m := range t.moves {
		if m.Kind == gosu.MoveDraft && t.tileTap(m.Clan).H > 0 {
			k = m.Clan
		}
	}
	return k
}

// In table mode two people play across the device, Ana at the bottom and
// Bo at the top whoever's turn it is. When Bo decides, his prompt, buttons,
// hand and the draft list face him: they are drawn in the turned frame, so
// they show on the screen where his own places are, turned half round
// about the centre (the prompt and hand in the top half), and taps there
// reach them: he drafts by a tile, plays from his hand onto a row of his
// army at the top. Ana's work as before. Tablet both ways.
func TestGosuTableModeTurnsTheTopHalf(t *testing.T) {
	for _, size := range [][2]float64{{1024, 768}, {768, 1024}} {
		name := fmt.Sprintf("%gx%g", size[0], size[1])
		t.Run(name, func(t *testing.T) {
			f, m := startAnaAndBo(t, size[0], size[1], true, settings.AnimOff)
			f.Run("wait 5")
			turn := func(r ui.Rect) ui.Rect {
				return ui.Rect{X: size[0] - r.X - r.W, Y: size[1] - r.Y - r.H, W: r.W, H: r.H}
			}
			at := func(id string) ui.Rect {
				for _, w := range f.A.Widgets() {
					if w.ID == id {
						return w.Rect
					}
				}
				t.Fatalf("%s: no widget %q", name, id)
				return ui.Rect{}
			}
			played, drafted := [2]int{}, [2]int{}
			for step := 0; step < 60 && (played[0] == 0 || played[1] == 0); step++ {
				if f.passCurtain() {
					continue
				}
				tbl := f.gosuTable()
				if tbl == nil || len(tbl.Legal()) == 0 {
					t.Fatalf("%s: step %d: no decision on the table (%s)", name, step, f.A.Top().Name())
				}
				p := tbl.Viewer()
				if want := 1 - int(p); tbl.own() != want || tbl.near() != 0 {
					t.Fatalf("%s: viewer %d drawn on side %d (near %d)", name, p, tbl.own(), tbl.near())
				}
				if p == 1 { // Bo's things face him: turned, in the top half
					if got, want := at("prompt"), turn(tbl.promptBox); !scenestest.SameRect(got, want) {
						t.Fatalf("%s: Bo's prompt at %+v, want %+v", name, got, want)
					}
					for i, c := range tbl.hand {
						if r := at("hand:" + c.String()); !scenestest.SameRect(r, turn(tbl.fan.Rects[i])) || r.Y+r.H > size[1]/2 {
							t.Fatalf("%s: Bo's card %s at %+v, not his hand's place turned", name, c, r)
						}
					}
				}
				tbl.checkLit(t)
				checkGosuPlate(t, name, f, tbl, size)
				n := len(tbl.Match().History())
				d, _ := tbl.view.Decision()
				switch {
				case d.Kind == gosu.DecisionDraft:
					k := f.scrollToDraft(t, tbl)
					if r := at("tile:" + k.ID()); !scenestest.SameRect(r, tbl.mine(tbl.tileTap(k))) || p == 1 && !scenestest.SameRect(r, turn(tbl.tileTap(k))) {
						t.Fatalf("%s: tile %s at %+v for viewer %d", name, k.ID(), r, p)
					}
					f.Run("tap tile:" + k.ID() + "\nwait 1")
					drafted[p]++
				case d.Kind == gosu.DecisionTurn && tbl.playable() != gosu.Unknown:
					if p == 1 && played[1] == 0 { // an idle frame in the turned frame allocates nothing
						for range 3 {
							_ = f.A.Update()
						}
						if n := testing.AllocsPerRun(20, func() { _ = f.A.Update() }); n != 0 {
							t.Errorf("%s: an idle frame of Bo's turn allocates %v times", name, n)
						}
						// A long press on his card shows it in full; a tap closes it.
						c := tbl.hand[0]
						f.Run("longpress hand:" + c.String() + "\nwait 1")
						if tbl.detail != c {
							t.Fatalf("%s: a long press on Bo's %s shows %s", name, c, tbl.detail)
						}
						f.Run("tap 10 10\nwait 1")
						if tbl.detail != gosu.Unknown || len(tbl.Match().History()) != n {
							t.Fatalf("%s: the tap did not just close the close-up", name)
						}
					}
					c := tbl.playable()
					f.Run("tap hand:" + c.String() + "\nwait 1")
					row := -1
					for r, lit := range tbl.litRow {
						if lit && row < 0 {
							row = r
						}
					}
					if tbl.sel != c || row < 0 {
						t.Fatalf("%s: %s not selected (%q) or no row lit %v", name, c, tbl.Msg(), tbl.litRow)
					}
					own := tbl.own()
					free := tbl.onScreen(own, tbl.lay.slot(own, row, len(tbl.view.Army(p)[row])))
					if p == 1 && free.Y+free.H > size[1]/2 {
						t.Fatalf("%s: Bo's free place %+v is not in the top half", name, free)
					}
					x, y := free.Center()
					f.Run(fmt.Sprintf("tap %g %g\nwait 1", x, y))
					if h := tbl.Match().History(); len(h) == n || !strings.HasPrefix(h[n].Action, "play "+c.String()) {
						t.Fatalf("%s: viewer %d tapping row %d after %s: %v, message %q", name, p, row+1, c, h[n:], tbl.Msg())
					}
					played[p]++
				case tbl.litHandCard() != gosu.Unknown && d.Kind != "turn":
					f.Run("tap hand:" + tbl.litHandCard().String() + "\nwait 1")
				case len(tbl.buttons) > 0:
					f.Run("tap " + tbl.buttons[0].id + "\nwait 1")
				default:
					for c, lit := range tbl.litSlot {
						if lit {
							f.tapArmy(tbl, c)
							break
						}
					}
				}
				if len(tbl.Match().History()) == n {
					t.Fatalf("%s: viewer %d, decision %q: nothing was played (message %q)", name, p, d.Kind, tbl.Msg())
				}
				f.Run("wait 5")
			}
			t.Logf("%s: drafted %v, played %v, %d actions", name, drafted, played, len(m.History()))
			if drafted != [2]int{3, 3} || played[0] == 0 || played[1] == 0 {
				t.Errorf("%s: drafted %v, played %v", name, drafted, played)
			}
		})
	}
}

// sameRect reports whether a and b are the same place to within a pixel.
// checkGosuPlate checks, in table mode while person p decides, the name
// plate of the other in their half: listed as "plate:N" with their name
// and whom the table waits for, on the screen in their half, clear of
// their army and counters and of the middle strip; none for p, and none
// during the draft, whose list of tiles covers both halves.
func checkGosuPlate(t *testing.T, name string, f *flow, tbl *tableScene, size [2]float64) {
	t.Helper()
	p := tbl.Viewer()
	o := 1 - p
	var plate ui.Rect
	for _, w := range f.A.Widgets() {
		switch w.ID {
		case fmt.Sprintf("plate:%d", p+1):
			t.Errorf("%s: a plate for %s, who decides", name, tbl.Names()[p])
		case fmt.Sprintf("plate:%d", o+1):
			plate = w.Rect
			if want := tbl.Names()[o] + " · " + i18n.T("table.waiting", tbl.Names()[p]); w.Label != want {
				t.Errorf("%s: plate label %q, want %q", name, w.Label, want)
			}
		}
	}
	if tbl.drafting() { // the list of tiles covers both halves
		if plate.W > 0 {
			t.Errorf("%s: %s's plate %+v under the draft's list", name, tbl.Names()[o], plate)
		}
		return
	}
	if plate.W <= 0 {
		t.Fatalf("%s: no plate for %s while %s decides", name, tbl.Names()[o], tbl.Names()[p])
	}
	half := ui.Rect{W: size[0], H: size[1] / 2}
	if o == 0 {
		half.Y = size[1] / 2
	}
	a := 1 - tbl.own()
	for _, r := range []ui.Rect{tbl.onScreen(a, tbl.lay.armies[a]), tbl.onScreen(a, tbl.lay.heads[a]), tbl.lay.middle, tbl.lay.top} {
		if scenestest.Overlaps(plate, r) {
			t.Errorf("%s: %s's plate %+v runs into %+v", name, tbl.Names()[o], plate, r)
		}
	}
	if !scenestest.Inside(plate, half) || plate.W < 150 || plate.H < 40 {
		t.Errorf("%s: %s's plate %+v is not in their half %+v, or too small", name, tbl.Names()[o], plate, half)
	}
}

// playable is a hand card some legal move plays, Unknown if none.
func (t *tableScene) playable() gosu.Card {
	for _, m := range t.moves {
		if m.Kind == gosu.MovePlay && slices.Contains(t.hand, m.Card) {
			return m.Card
		}
	}
	return gosu.Unknown
}

// litHandCard is a lit card of the hand, Unknown if none.
func (t *tableScene) litHandCard() gosu.Card {
	for i, c := range t.hand {
		if i < len(t.litHand) && t.litHand[i] {
			return c
		}
	}
	return gosu.Unknown
}

// checkLit fails unless exactly the legal choices are lit: rows the
// selected card may be played in, army cards some move taps, hand cards
// some move uses.
func (tbl *tableScene) checkLit(t *testing.T) {
	t.Helper()
	legal := map[string]bool{}
	for _, a := range tbl.view.Legal(nil) {
		legal[tbl.view.FormatAction(a)] = true
	}
	for r, lit := range tbl.litRow {
		if want := tbl.sel != gosu.Unknown && tbl.playsInRow(tbl.sel, r); lit != want {
			t.Fatalf("row %d lit %v, legal %v (selected %s)", r+1, lit, want, tbl.sel)
		}
	}
	for c, lit := range tbl.litSlot {
		ok := legal["pick "+c.String()] || legal["activate "+c.String()] || tbl.sel != gosu.Unknown && legal["shift "+c.String()+" "+tbl.sel.String()]
		if lit && !ok {
			t.Fatalf("army card %s lit with no legal move", c)
		}
	}
	for i, c := range tbl.hand {
		if i >= len(tbl.litHand) || !tbl.litHand[i] {
			continue
		}
		used := legal["pick "+c.String()]
		for a := range legal {
			used = used || strings.HasPrefix(a, "play "+c.String()) || strings.HasPrefix(a, "shift ") && strings.HasSuffix(a, " "+c.String())
		}
		if !used {
			t.Fatalf("hand card %s lit with no legal move", c)
		}
	}
}

// checkReachable fails unless every legal action of the person's decision
// can be made from the table with nothing selected: a button, a lit card
// of the hand (to play it, or to shift it in), or a lit card of the army.
func (tbl *tableScene) checkReachable(t *testing.T) {
	t.Helper()
	if tbl.sel != gosu.Unknown {
		return
	}
	lit := map[gosu.Card]bool{}
	for i, c := range tbl.hand {
		lit[c] = i < len(tbl.litHand) && tbl.litHand[i]
	}
	for i, a := range tbl.Legal() {
		m := tbl.moves[i]
		reached := slices.ContainsFunc(tbl.buttons, func(b gosuButton) bool { return !b.cancel && !b.results && b.act == a })
		switch m.Kind {
		case gosu.MovePlay, gosu.MovePick:
			reached = reached || lit[m.Card] || tbl.litSlot[m.Card]
		case gosu.MoveShift:
			reached = reached || lit[m.In]
		case gosu.MoveActivate:
			reached = reached || tbl.litSlot[m.Card]
		case gosu.MoveDraft:
			reached = true // a tile, or its button (TestGosuDraftButtonsInSight)
		}
		if !reached {
			t.Fatalf("%q is legal but nothing on the table makes it (hand %v)", tbl.view.FormatAction(a), tbl.hand)
		}
	}
}

// playsInRow reports whether the rules list playing c into row r.
func (tbl *tableScene) playsInRow(c gosu.Card, r int) bool {
	a, err := tbl.view.ParseAction(fmt.Sprintf("play %s@%d", c, r+1))
	return err == nil && slices.Contains(tbl.view.Legal(nil), a)
}

// With animations on, the cards played and discarded fly to their places
// (sacrifices too), a Great Battle counts up, and every animation settles:
// nothing left in the air, every card drawn, the battle gone.
func TestGosuAnimationsSettle(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:gosu\nexpect-scene setup\ntap shared-deal\ntap seed\n" + strings.Repeat("key Backspace\n", 20) + "type 7\ntap start\nwait 120")
	tbl := f.gosuTable()
	if tbl == nil {
		t.Fatalf("scene %q is not the Gosu table", f.A.Top().Name())
	}
	// While the battle is counted, the log keeps its result back.
	counted := 0
	f.Check = func() {
		if !tbl.battle.on {
			return
		}
		counted++
		log := tbl.Match().Log()
		for i := len(log) - 1; i >= 0; i-- {
			if e := log[i].Event; e.Kind == gosu.EventBattle {
				if shown := tbl.log[:len(tbl.log)-tbl.logHeld]; slices.Contains(shown, gosuLine(e, tbl.Names(), tbl.Viewer())) {
					t.Fatalf("the battle's result is in the log during its count: %q", shown)
				}
				return
			}
		}
	}
	battles, sacrifices := 0, 0
	for step := 0; step < 400 && !tbl.Outcome().Over && battles == 0; step++ {
		f.Run("wait 600")
		battles, sacrifices = 0, 0
		for _, r := range tbl.Match().History() {
			for _, e := range r.Events {
				if e.Kind == gosu.EventBattle {
					battles++
				}
				if e.Kind == gosu.EventSacrifice {
					sacrifices++
				}
			}
		}
		if !tbl.Anim().Done() {
			t.Fatalf("step %d: an animation is still running after 10 s", step)
		}
		n := 0
		tbl.flights.Each(func(*table.CardFlight[gosu.Card]) { n++ })
		if n != 0 || len(tbl.inAir) != 0 || tbl.battle.on {
			t.Fatalf("step %d: %d cards in the air, %d kept from their places", step, n, len(tbl.inAir))
		}
		if len(tbl.Legal()) > 0 {
			if _, err := tbl.Match().Apply(tbl.Legal()[len(tbl.Legal())-1]); err != nil {
				t.Fatal(err)
			}
			tbl.Reread()
		}
	}
	t.Logf("%d actions, %d flights, %d battles (%d frames counted), %d sacrifices", len(tbl.Match().History()), tbl.flights.Flown, battles, counted, sacrifices)
	if tbl.flights.Flown == 0 || battles == 0 || counted == 0 {
		t.Errorf("%d cards flew, %d Great Battles shown over %d frames", tbl.flights.Flown, battles, counted)
	}
}

// An idle frame of the table allocates nothing.
func TestGosuTableIdleFrameAllocatesNothing(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	startGosu(t, f, "")
	f.Run("wait 300")
	if tbl := f.gosuTable(); tbl == nil || len(tbl.Legal()) == 0 {
		t.Fatal("not the human's decision on the Gosu table")
	}
	f.CheckIdle("the Gosu table")
	t.Run("mid-game", func(t *testing.T) { kit.CheckIdleInMidGame(t, gosu.ID, 2, 40) })
}

// The Great Battle's banner reads from both edges in table mode: its
// words twice, the upper line turned half round for the player at the top
// (Bo) and the lower one upright for the one at the bottom (Ana), each in
// its half of the banner over the middle strip, and neither over a
// badge. Each badge faces its army's player: Bo's army and badge lie in
// the top half, drawn in the turned frame, Ana's in the bottom half,
// upright. Outside table mode one line across the banner faces the
// viewer. Both while the armies are counted and once the winner is named,
// at a tablet's size and a phone's.
func TestGosuBattleBannerFacesBothPlayers(t *testing.T) {
	for _, c := range []struct {
		w, h  float64
		table bool
	}{{1024, 768, true}, {390, 844, true}, {844, 390, true}, {1024, 768, false}} {
		name := fmt.Sprintf("%gx%g table %v", c.w, c.h, c.table)
		t.Run(name, func(t *testing.T) {
			f, _ := startAnaAndBo(t, c.w, c.h, c.table, settings.AnimNormal)
			f.Run("wait 60") // the way in, animated
			counting, named := 0, 0
			f.Check = func() {
				tbl := f.gosuTable()
				if tbl == nil || !tbl.battle.on {
					return
				}
				if tbl.battle.done {
					named++
				} else {
					counting++
				}
				ctx := f.A.Context()
				banner := tbl.mine(tbl.battleBanner(ctx))
				lines, n := tbl.battleLines(ctx)
				if !c.table {
					if n != 1 || lines[0].side != table.SideBottom || lines[0].r != banner {
						t.Fatalf("%s: banner lines %v (%d), want one across %+v facing the bottom", name, lines, n, banner)
					}
					return
				}
				if n != 2 {
					t.Fatalf("%s: %d lines on the banner, want one for each player", name, n)
				}
				if tbl.frame.Side() != table.SideTop || tbl.armyOf(0) != 1 || tbl.armyOf(1) != 0 {
					t.Fatalf("%s: the far army is %s's, drawn facing %v", name, tbl.Names()[tbl.armyOf(0)], tbl.frame.Side())
				}
				mid := c.h / 2
				for i, l := range lines[:n] {
					want, upper := table.SideTop, true
					if i == 1 {
						want, upper = table.SideBottom, false
					}
					if l.side != want || !scenestest.Inside(l.r, banner) || l.r.H < ctx.Px(ui.SizeBody) || upper && l.r.Y+l.r.H > mid+0.5 || !upper && l.r.Y < mid-0.5 {
						t.Fatalf("%s: line %d %+v facing %v, banner %+v", name, i, l.r, l.side, banner)
					}
				}
				for a := range 2 {
					badge := tbl.onScreen(a, tbl.battleBadge(ctx, a))
					army := tbl.onScreen(a, tbl.lay.armies[a])
					top := a == 0 // Bo's, in the upper half
					if !scenestest.Inside(badge, army) || scenestest.Overlaps(badge, banner) || top && badge.Y+badge.H > mid || !top && badge.Y < mid {
						t.Fatalf("%s: %s's badge %+v (army %+v) under the banner %+v or in the wrong half", name, tbl.Names()[tbl.armyOf(a)], badge, army, banner)
					}
				}
			}
			for step := 0; step < 400 && (named == 0 || f.gosuTable() != nil && f.gosuTable().battle.on); step++ {
				if f.passCurtain() {
					continue
				}
				tbl := f.gosuTable()
				if tbl == nil {
					t.Fatalf("%s: scene %q is not the Gosu table", name, f.A.Top().Name())
				}
				if len(tbl.Legal()) > 0 && tbl.Anim().Done() {
					if _, err := tbl.Match().Apply(tbl.Legal()[len(tbl.Legal())-1]); err != nil {
						t.Fatal(err)
					}
					tbl.Reread()
				}
				f.Run("wait 10")
			}
			if counting == 0 || named == 0 {
				t.Fatalf("%s: the battle shown %d frames counting and %d named", name, counting, named)
			}
			t.Logf("%s: banner checked over %d frames counting, %d named", name, counting, named)
		})
	}
}

// startAnaAndBo opens a new Gosu table of seed 7, Ana against Bo (two
// people), at w×h with table mode and the animations as given.
func startAnaAndBo(t *testing.T, w, h float64, tableMode bool, anim settings.AnimSpeed) (*flow, *game.Match) {
	t.Helper()
	m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Ana"}, {Name: "Bo"}})
	if err != nil {
		t.Fatal(err)
	}
	f := newFlow(t, storage.NewMemory())
	f.A.SetScreen(w, h, 1, 1)
	f.Set(func(s *settings.Settings) { s.TableMode, s.Anim = tableMode, anim })
	f.A.Go(newTableScene(f.A, table.Local(m)))
	return f, m
}

// Where the Gosu table shows its log panel, the panel's heading is listed
// as "log" at the top of the panel as drawn (a tap on the panel opens the
// game log); where it does not show, nothing is listed. Some size of a
// few must show it.
func TestGosuLogPanelIsListedWhereDrawn(t *testing.T) {
	shown := 0
	for _, size := range [][2]float64{{768, 1024}, {800, 1280}, {1024, 768}, {1280, 800}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%gx%g", size[0], size[1]), func(t *testing.T) {
			m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}})
			if err != nil {
				t.Fatal(err)
			}
			rng := rules.NewRNG(4)
			for i := 0; i < 30 || !m.Seats[m.ToMove()].Human(); i++ { // past the draft
				scenestest.RandomMove(t, m, &rng)
			}
			f := newFlow(t, storage.NewMemory())
			f.A.SetScreen(size[0], size[1], 1, 1)
			f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
			f.A.Go(newTableScene(f.A, table.Local(m)))
			f.Run("wait 20")
			tbl := f.gosuTable()
			if tbl == nil {
				t.Fatal("the Gosu table is not up")
			}
			w, listed := f.A.Widget("log")
			if tbl.lay.log.H <= 0 {
				if listed {
					t.Fatal("the log panel is listed but not shown")
				}
				return
			}
			shown++
			head, _ := table.LogHead(f.A.Context(), tbl.mine(tbl.lay.log))
			if !listed || !scenestest.SameRect(w.Rect, head) || !scenestest.Inside(head, tbl.mine(tbl.lay.log)) {
				t.Fatalf("the panel's heading is listed at %+v (%v), drawn at %+v in the panel %+v", w.Rect, listed, head, tbl.mine(tbl.lay.log))
			}
		})
	}
	if shown == 0 {
		t.Fatal("no size tried shows the Gosu log panel")
	}
}

// The ids the package comment names for scripts are those the table
// lists, and it lists no others: games explored by random taps
// (scenestest.Explorations).
func TestGosuScriptIDsMatchTheDoc(t *testing.T) {
	kit.CheckScriptIDs(t, scenestest.Explorations(t, gosu.ID, 2))
}

// kit is this table for the tests every table shares (scenestest.Table).
var kit = scenestest.Table[scenes.Testing]{
	New:   func(t *testing.T) *scenestest.Flow[scenes.Testing] { return newFlow(t, storage.NewMemory()).Flow },
	Open:  func(f *scenestest.Flow[scenes.Testing], m *game.Match) { f.A.Go(newTableScene(f.A, table.Local(m))) },
	Stale: func(f *scenestest.Flow[scenes.Testing]) { f.A.Top().(*tableScene).Reread() },
}

// TestGosuMouseRestShowsTheCardText: a mouse resting on a card of the
// hand shows its full text beside it after a moment, on the screen and
// clear of the card; moving off the card hides it; a long press still
// opens the close-up. Table mode has no hover.
func TestGosuMouseRestShowsTheCardText(t *testing.T) {
	for _, tableMode := range []bool{false, true} {
		m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}})
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(4)
		for i := 0; i < 30 || !m.Seats[m.ToMove()].Human(); i++ { // past the draft
			scenestest.RandomMove(t, m, &rng)
		}
		f := newFlow(t, storage.NewMemory())
		f.A.SetScreen(1280, 800, 1, 1)
		f.Set(func(s *settings.Settings) { s.Anim, s.TableMode = settings.AnimOff, tableMode })
		f.A.Go(newTableScene(f.A, table.Local(m)))
		f.Run("wait 20")
		tbl := f.gosuTable()
		if tbl == nil || len(tbl.hand) == 0 {
			t.Fatal("no hand on the Gosu table")
		}
		card := tbl.hand[0]
		r := tbl.mine(tbl.fan.Rects[0])
		x, y := r.Center()
		f.Run(fmt.Sprintf("move %g %g\nwait 10", x, y))
		if tbl.hovered() {
			t.Fatal("the text shows before the mouse has rested")
		}
		f.Run("wait 40")
		if tbl.hovered() == tableMode || !tableMode && tbl.hover != card {
			t.Fatalf("table mode %v: after resting on %s, hover %v shown %v", tableMode, card.Name(), tbl.hover, tbl.hovered())
		}
		if !tableMode {
			panel := gosuHoverRect(r, 320, 200, f.A.Context().Safe(), 8)
			if !scenestest.Inside(panel, f.A.Context().Safe()) || scenestest.Overlaps(panel, r) {
				t.Errorf("the text's panel %+v leaves the screen or covers the card %+v", panel, r)
			}
		}
		f.Run("move 2 2\nwait 2")
		if tbl.hovered() {
			t.Fatal("the text stays once the mouse has left the card")
		}
		f.Run(fmt.Sprintf("longpress hand:%s\nwait 2", card))
		if tbl.detail != card {
			t.Fatalf("a long press on %s opens %v", card.Name(), tbl.detail)
		}
	}
}

// TestGosuDraftPreviewsAClansCards: in the draft a long press on a clan's
// tile shows the 15 cards it would bring, every one whole on the screen,
// and drafts nothing; a tap closes it, and a tap on the tile still drafts.
func TestGosuDraftPreviewsAClansCards(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	startGosu(t, f, "")
	f.Run("wait 60")
	tbl := f.gosuTable()
	if tbl == nil || !tbl.drafting() || len(tbl.Legal()) == 0 {
		t.Fatal("not the human's draft on the Gosu table")
	}
	k := f.scrollToDraft(t, tbl)
	n := len(tbl.Match().History())
	f.Run("longpress tile:" + k.ID() + "\nwait 2")
	if tbl.preview != k || len(tbl.Match().History()) != n {
		t.Fatalf("a long press on %s: preview %v, actions %v", k.Name(), tbl.preview, tbl.Match().History()[n:])
	}
	cards := gosuClanCards(k)
	scr := f.A.Context().Safe()
	rects := gosuGrid(scr.Inset(40), len(cards), gosuAspect, 6)
	if len(cards) != 15 || len(rects) != 15 {
		t.Fatalf("%s brings %d cards, %d placed", k.Name(), len(cards), len(rects))
	}
	for i, r := range rects {
		if cards[i].Clan() != k || !scenestest.Inside(r, scr) || r.W < 40 {
			t.Errorf("card %d (%s) at %+v", i, cards[i].Name(), r)
		}
		for _, o := range rects[:i] {
			if scenestest.Overlaps(r, o) {
				t.Errorf("cards at %+v and %+v overlap", o, r)
			}
		}
	}
	f.Run("tap 5 5\nwait 2")
	if tbl.preview >= 0 || len(tbl.Match().History()) != n {
		t.Fatalf("a tap leaves the preview %v, actions %v", tbl.preview, tbl.Match().History()[n:])
	}
	f.Run("tap tile:" + k.ID() + "\nwait 2")
	if h := tbl.Match().History(); len(h) == n || h[n].Action != "draft "+k.ID() {
		t.Fatalf("a tap on %s after the preview: %v", k.Name(), h[n:])
	}
}

// tileMovable reports whether a tap on clan k's tile does something now.
func tileMovable(tbl *tableScene, k gosu.Clan) bool {
	_, ok := tbl.tileMove(k)
	return ok
}

// What a drawn frame writes (the counters and their lines, the line
// beside the tiles, the cards' keywords, a card's words on hover) is made
// once and kept while it stays the same: a mid-game frame's Update and
// its texts allocate nothing (the draw calls themselves are measured by
// make bench-tables).
func TestGosuFrameTextsAllocateNothing(t *testing.T) {
	m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Ana"}, {Name: "Bo", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(3)
	scenestest.PlayToPerson(t, m, &rng, 50)
	f := newFlow(t, storage.NewMemory())
	f.SetScreen(scenestest.Screen{W: 390, H: 844, Scale: 3})
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 30")
	tbl := f.gosuTable()
	if tbl == nil || len(tbl.Legal()) == 0 {
		t.Fatalf("the table does not wait for Ana: %q, %v", f.A.Top().Name(), tbl)
	}
	var cards []gosu.Slot
	for a := range 2 {
		for _, row := range tbl.army[a] {
			cards = append(cards, row...)
		}
	}
	if len(cards) < 4 {
		t.Fatalf("%d cards in the armies", len(cards))
	}
	texts := func() {
		for a := range 2 {
			tbl.headLinesOf(a, tbl.headFactsOf(a), tbl.lay.heads[a], gosuHeadFactsStyle)
		}
		tbl.middleLine()
		for _, s := range cards {
			gosuKeywordMarksOf(s.Keywords)
		}
		tbl.cardLinesOf(cards[0].Card) // the card the mouse rests on
	}
	texts()
	if n := testing.AllocsPerRun(20, func() { f.A.Context().Redraw(); f.A.Update(); texts() }); n != 0 {
		t.Errorf("%.1f allocations a frame", n)
	}
}

// On Nityananda's extra turn a card of the discard may be played: the
// table offers each such play as a button, names the card and the row,
// and a tap on it plays it.
func TestGosuPlaysFromTheDiscardAreButtons(t *testing.T) {
	m := matchWithADiscardPlay(t)
	f := newFlow(t, storage.NewMemory())
	f.A.SetScreen(1280, 800, 1, 1)
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 30")
	f.passCurtain()
	tbl := f.gosuTable()
	if tbl == nil {
		t.Fatalf("scene %q is not the Gosu table", f.A.Top().Name())
	}
	tbl.checkReachable(t)
	for i, a := range tbl.Legal() {
		mv := tbl.moves[i]
		if mv.Kind != gosu.MovePlay || slices.Contains(tbl.hand, mv.Card) {
			continue
		}
		want := i18n.T("gosu.move.play_discard", mv.Card.Name(), gosuRoman(mv.Row+1))
		k := slices.IndexFunc(tbl.buttons, func(b gosuButton) bool { return b.act == a })
		if k < 0 || tbl.buttons[k].title != want {
			t.Fatalf("no button %q for %q: %+v", want, tbl.view.FormatAction(a), tbl.buttons)
		}
		n := len(m.History())
		f.Run("tap " + tbl.buttons[k].id + "\nwait 5")
		if h := m.History(); len(h) <= n || h[n].Action != tbl.view.FormatAction(a) {
			t.Fatalf("tapping %q played %v", want, h[n:])
		}
		return
	}
	t.Fatal("the position offers no play from the discard")
}

// matchWithADiscardPlay plays random games of two people until the one to
// move may play a card from the discard, and returns that match.
func matchWithADiscardPlay(t *testing.T) *game.Match {
	t.Helper()
	for seed := uint64(1); seed <= 400; seed++ {
		m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: seed}, []game.Seat{{Name: "Ana"}, {Name: "Bo"}})
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(seed)
		for ply := 0; ply < 3000 && !m.State().Outcome().Over; ply++ {
			st := m.State().(*gosu.State)
			legal := st.Legal(nil)
			if p := st.ToMove(); p != rules.NoPlayer && st.Seat(p).FromDiscard {
				for _, a := range legal {
					if mv, ok := gosu.Decode(a); ok && mv.Kind == gosu.MovePlay && !slices.Contains(st.Seat(p).Hand, mv.Card) {
						return m
					}
				}
			}
			if _, err := m.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no random game of seeds 1-400 reached a play from the discard")
	return nil
}

// During the draft a tap on a clan already taken drafts nothing and says
// what is asked, as any refused tap does.
func TestGosuDraftTapOnATakenClanSaysThePrompt(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	startGosu(t, f, "")
	f.Run("wait 60")
	tbl := f.gosuTable()
	if tbl == nil || !tbl.drafting() || len(tbl.Legal()) == 0 {
		t.Fatal("not the human's draft on the Gosu table")
	}
	k := f.scrollToDraft(t, tbl)
	f.Run("tap tile:" + k.ID() + "\nwait 120")
	if !tbl.drafting() || len(tbl.Legal()) == 0 || tileMovable(tbl, k) || tbl.tileRow(k).H == 0 {
		t.Fatalf("not the human's draft again with %s taken and in sight", k.Name())
	}
	n := len(tbl.Match().History())
	f.Run("tap tile:" + k.ID() + "\nwait 1")
	if h := tbl.Match().History(); len(h) != n {
		t.Fatalf("a tap on %s, taken, played %v", k.Name(), h[n:])
	}
	if tbl.prompt == "" || tbl.Msg() != tbl.prompt {
		t.Errorf("a tap on %s, taken, says %q, not the prompt %q", k.Name(), tbl.Msg(), tbl.prompt)
	}
}

// In table mode the plate of the player who waits faces them while the
// other decides: its lines tell only what everyone may know. A twin of
// the match, the same to the public but dealt other hidden cards, shows
// the same plate, though the decider's own log differs.
func TestGosuTableModePlateTellsOnlyThePublic(t *testing.T) {
	m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Ana"}, {Name: "Bo"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(7)
	for ply := 0; ply < 40 && !m.Outcome().Over; ply++ {
		if d, ok := m.State().(*gosu.State).Decision(); ok && d.Kind == gosu.DecisionTurn && ply > 10 {
			break
		}
		scenestest.RandomMove(t, m, &rng)
	}
	world := m.State().View(rules.NoPlayer).(rules.Determinizer).Determinize(&rng)
	twin := m.Twin(world)
	var plates, logs [2][]string
	for i, mm := range []*game.Match{m, twin} {
		f := newFlow(t, storage.NewMemory())
		f.A.SetScreen(1024, 768, 1, 1)
		f.Set(func(s *settings.Settings) { s.TableMode, s.Anim = true, settings.AnimOff })
		f.A.Go(newTableScene(f.A, table.Local(mm)))
		f.Run("wait 5")
		f.passCurtain()
		f.Run("wait 5")
		tbl := f.gosuTable()
		if tbl == nil || tbl.plate.W <= 0 {
			t.Fatalf("world %d: no plate shows in table mode", i)
		}
		plates[i], logs[i] = slices.Clone(tbl.plateLog), slices.Clone(tbl.log)
	}
	if len(plates[0]) == 0 {
		t.Fatal("the plate tells nothing")
	}
	if slices.Equal(logs[0], logs[1]) {
		t.Fatalf("the twin's own log is the match's: the twin hides nothing to compare (%q)", logs[0])
	}
	if !slices.Equal(plates[0], plates[1]) {
		t.Errorf("the plate differs with what is hidden:\n%q\n%q", plates[0], plates[1])
	}
}

// In table mode the plate of the player who waits faces them when a
// person sits there, and faces the person to play when a bot does: nobody
// reads from a bot's edge. Either way it stands in the waiting player's
// half, and it is listed where it is drawn.
func TestGosuTableModePlateFacesWhoReadsIt(t *testing.T) {
	for _, bo := range []string{"", "random"} {
		m := anasTurn(t, 7, bo, 10, 60)
		f := newFlow(t, storage.NewMemory())
		f.A.SetScreen(1024, 768, 1, 1)
		f.Set(func(s *settings.Settings) { s.TableMode, s.Anim = true, settings.AnimOff })
		f.A.Go(newTableScene(f.A, table.Local(m)))
		f.Run("wait 5")
		f.passCurtain()
		f.Run("wait 5")
		tbl := f.gosuTable()
		if tbl == nil || tbl.Viewer() != 0 || tbl.plate.W <= 0 || tbl.plateSeat != 1 {
			t.Fatalf("Bo %q: not Ana's turn with Bo's plate up", bo)
		}
		want := tbl.frame.Side() // Bo's half's
		if bo != "" {
			want = (want + 2) % 4
		}
		if got := tbl.plateFrame.Side(); got != want {
			t.Errorf("Bo %q: his plate faces side %d, want %d", bo, got, want)
		}
		on := tbl.plateFrame.RectToScreen(tbl.plate)
		if half := tbl.frame.RectToScreen(tbl.lay.armies[1]); (on.Y < 768/2) != (half.Y < 768/2) {
			t.Errorf("Bo %q: his plate %+v is not in his half, by his army %+v", bo, on, half)
		}
		if w, ok := f.A.Widget("plate:2"); !ok || !scenestest.SameRect(w.Rect, on) {
			t.Errorf("Bo %q: the plate is listed at %+v, drawn at %+v", bo, w.Rect, on)
		}
	}
}

// However long the prompt runs in a language, a card selected at a turn
// leaves Cancel a whole button in sight, at phone sizes both ways: in
// French a three-line prompt used to leave the buttons a 28 px window on
// an upright phone, and Cancel was neither drawn nor listed.
func TestGosuCancelStaysInReachInEveryLanguage(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	m := anasTurn(t, 880, "random", 6, 80)
	data, err := m.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	selected := 0
	for _, lang := range i18n.Langs() {
		for _, sz := range [][2]float64{{390, 844}, {844, 390}} {
			i18n.SetLang(lang.Code)
			mm, err := game.Load(data)
			if err != nil {
				t.Fatal(err)
			}
			f := newFlow(t, storage.NewMemory())
			f.A.SetScreen(sz[0], sz[1], 1, ui.Zoom(sz[0], sz[1]))
			f.Set(func(s *settings.Settings) { s.Anim, s.Lang = settings.AnimOff, lang.Code })
			f.A.Go(newTableScene(f.A, table.Local(mm)))
			f.Run("wait 5")
			tbl := f.gosuTable()
			for _, c := range slices.Clone(tbl.hand) {
				if !tbl.selectable(c) {
					continue
				}
				f.Run("tap hand:" + c.String() + "\nwait 1")
				if tbl.sel != c {
					continue
				}
				selected++
				w, ok := f.A.Widget("cancel")
				if !ok || w.Rect.H < tbl.lay.buttonH-0.5 || !scenestest.Inside(w.Rect, tbl.btnView.Rect) {
					t.Errorf("%s %gx%g, %s selected (prompt %q): Cancel listed %v at %+v, the buttons' view %+v",
						lang.Code, sz[0], sz[1], c.Name(), tbl.prompt, ok, w.Rect, tbl.btnView.Rect)
				}
				f.Run("tap cancel\nwait 1")
			}
		}
	}
	if selected < 8 {
		t.Fatalf("only %d cards selected in all", selected)
	}
}

// anasTurn is a game of Ana against Bo (a bot of kind bo, or a person for
// ""), seed seed, played at random past after actions on to a turn of
// Ana's, or up to most actions.
func anasTurn(t *testing.T, seed uint64, bo string, after, most int) *game.Match {
	t.Helper()
	m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: seed}, []game.Seat{{Name: "Ana"}, {Name: "Bo", Bot: bo}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(seed)
	for ply := 0; ply < most && !m.Outcome().Over; ply++ {
		if d, ok := m.State().(*gosu.State).Decision(); ok && d.Kind == gosu.DecisionTurn && d.Player == 0 && ply > after {
			break
		}
		scenestest.RandomMove(t, m, &rng)
	}
	return m
}
