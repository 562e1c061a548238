package gosu

import (
	"fmt"
	"strings"
	"testing"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/scenestest"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// longestGosuName is the longest card name (in bytes, in the current
// language).
func longestGosuName(t *testing.T) string {
	longest := ""
	for _, c := range gosuCardsByID(t) {
		if len(c.Name()) > len(longest) {
			longest = c.Name()
		}
	}
	return longest
}

// gosuCardsByID is one card of each of the 88 card ids.
func gosuCardsByID(t *testing.T) []gosu.Card {
	t.Helper()
	seen := map[string]bool{}
	var cards []gosu.Card
	for c := range gosu.Card(255) {
		if c.Known() && !seen[c.DefID()] {
			seen[c.DefID()] = true
			cards = append(cards, c)
		}
	}
	if len(cards) != len(gosu.CardIDs()) || len(cards) != 88 {
		t.Fatalf("%d cards for %d ids", len(cards), len(gosu.CardIDs()))
	}
	return cards
}

// fitsIn reports what is wrong with fit f of a text in box r, "" if nothing:
// cut short, or running out of the box.
func fitsIn(f ui.TextFit, r ui.Rect, maxLines int) string {
	switch {
	case f.Cut:
		return fmt.Sprintf("cut to %q", f.Lines)
	case len(f.Lines) > maxLines:
		return fmt.Sprintf("%d lines", len(f.Lines))
	case f.W > r.W+0.5 || f.H > r.H+0.5:
		return fmt.Sprintf("%.1fx%.1f in %.1fx%.1f", f.W, f.H, r.W, r.H)
	}
	return ""
}

var gosuPhones = [][2]float64{{390, 844}, {844, 390}}

// On a hand card at its narrowest on a phone a card's name is drawn at
// the text floor, whole or cut short, or not at all (its full text is a
// long press away), inside the card; on the close-up's card it fits
// whole; the level stays clear of the discs, and the keywords too where
// they are drawn; the close-up's header (name, clan, level) fits its two
// lines; in every language, measured as drawn.
func TestGosuCardNamesFitOnAPhone(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	defer text.SetScale(text.Scale())
	cards := gosuCardsByID(t)
	for _, sz := range gosuPhones {
		t.Run(fmt.Sprintf("%gx%g", sz[0], sz[1]), func(t *testing.T) {
			unit := ui.Zoom(sz[0], sz[1])
			text.SetScale(unit)
			area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
			var l gosuLayout
			layoutGosu(&l, area, unit)
			var fan table.HandFan
			gosuHandCards(&fan, l.hand, 24, unit) // a hand so large its cards are the narrowest
			handCard := fan.Rects[0]
			if handCard.W > gosuHandCardMin*unit+0.01 || !scenestest.Inside(handCard, l.hand) {
				t.Fatalf("%v: the narrowest hand card %+v in %+v", sz, handCard, l.hand)
			}
			closeUp, box := gosuDetailRects(ui.Rect{W: sz[0], H: sz[1]}.Inset(unit*ui.Margin), unit)
			head := gosuDetailHeadBox(box)
			for _, lang := range i18n.Langs() {
				i18n.SetLang(lang.Code)
				for _, c := range cards {
					for what, r := range map[string]ui.Rect{"hand card": handCard, "close-up": closeUp} {
						f := gosuCardFace(r, unit, c.Name(), gosuKeywordMarks(c.Keywords()))
						marks := f.marks
						if f.size < text.Floor || f.name.Size < text.Floor-0.01 || !scenestest.Inside(f.nameBox, r) {
							t.Errorf("%v %s: %q on a %s %.0fx%.0f at %.1f px (box %+v)", sz, lang.Code, c.Name(), what, r.W, r.H, f.name.Size, f.nameBox)
						}
						if bad := fitsIn(f.name, f.nameBox, 2); what == "close-up" && bad != "" {
							t.Errorf("%v %s: %q on the close-up: %s", sz, lang.Code, c.Name(), bad)
						}
						lh := text.LineHeight(text.Style{Size: f.size, Bold: true})
						if f.levelY+lh*0.4 > f.discY-f.disc || marks && (f.levelY+lh*0.4 > f.marksBox.Y || f.marksBox.Y+f.marksBox.H > f.discY-f.disc || f.marksFit.Cut || f.marksFit.Size < text.Floor) {
							t.Errorf("%v: %q on a %s: the level %.1f, the keywords %+v run into the discs at %.1f", sz, c.Name(), what, f.levelY, f.marksBox, f.discY-f.disc)
						}
					}
					s := gosuDetailHead(c)
					f := ui.FitText(s, text.Style{Size: ui.SizeSmall, Bold: true}, head.W, head.H, gosuDetailFit)
					if bad := fitsIn(f, head, 2); bad != "" {
						t.Errorf("%v %s: close-up header %q: %s", sz, lang.Code, s, bad)
					}
				}
			}
		})
	}
}

// The status at the top (the round and whose turn, the draft, the
// mulligan, each ending), each player's counters (name, hand, deck,
// discard, tokens, Supremacy, military, passed) and the facts beside the
// tiles (Wonder, Bounty on the longest card name, the last battle: as
// many of them as fit whole at the text floor, the first at least) fit
// their boxes whole at phone, tablet and desktop sizes both ways, in every
// language, in the usual layout and in table mode (but for the counters of
// a phone on its side there: one short line, which may end cut short).
func TestGosuStatusLinesFit(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	defer text.SetScale(text.Scale())
	longest := longestGosuName(t)
	sizes := [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}, {1280, 800}}
	for _, tableMode := range []bool{false, true} {
		for _, sz := range sizes {
			t.Run(fmt.Sprintf("%gx%g table %v", sz[0], sz[1], tableMode), func(t *testing.T) {
				unit := ui.Zoom(sz[0], sz[1])
				text.SetScale(unit)
				area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
				l := gosuLayout{table: tableMode}
				layoutGosu(&l, area, unit)
				menu := table.NewMenuButtons()
				table.PlaceMenu(&ui.Context{Unit: unit}, &menu, l.top)
				status, info := table.StatusBox(menu.Rect, l.top, l.top.X+l.top.W, unit), gosuInfoBox(&l, unit)
				if !tableMode && (!scenestest.Inside(status, l.top) || status.W < 100*unit) || !scenestest.Inside(info, l.middle) || info.W < 100*unit {
					t.Fatalf("%v: status %+v in %+v, facts %+v in %+v", sz, status, l.top, info, l.middle)
				}
				for _, lang := range i18n.Langs() {
					i18n.SetLang(lang.Code)
					names := []string{i18n.T("setup.default_player", 1), i18n.T("setup.default_bot", 2)}
					lines := []string{table.Status{Names: names, ToMove: 0, Turn: 1, Context: i18n.T("gosu.round", 3)}.Line(), i18n.T("gosu.status.draft"), i18n.T("gosu.status.mulligan")}
					for _, r := range gosu.Reasons() {
						lines = append(lines, gosuOutcome(rules.Outcome{Over: true, Winners: []rules.Player{1}, Reason: r}, names),
							gosuOutcome(rules.Outcome{Over: true, Winners: []rules.Player{0, 1}, Reason: r}, names))
					}
					for _, s := range lines {
						if tableMode { // in table mode each bar says what to do
							break
						}
						f := ui.FitText(s, table.StatusStyle, status.W, status.H, table.StatusFit)
						if bad := fitsIn(f, status, 2); bad != "" {
							t.Errorf("%v table %v %s: status %q: %s", sz, tableMode, lang.Code, s, bad)
						}
					}
					counters := i18n.T("gosu.passed") + " · " + i18n.T("gosu.head", 2, 99, i18n.T("gosu.tokens_of", 5, 5), 12, 45, 30)
					for _, name := range names {
						if tableMode && sz[1] < 500 { // a phone on its side in table mode: one short line, cut
							break
						}
						h := gosuHead(l.heads[1], unit, 3, name, counters)
						parts := []struct {
							s  string
							r  ui.Rect
							st text.Style
						}{{name, h.name, gosuHeadNameStyle}}
						var shown string
						if h.two && h.facts.H >= 2*text.LineHeight(text.Style{Size: gosuHeadFloor, Bold: true}) {
							first, second := gosuFactLines(counters, h.facts.W, gosuHeadFactsStyle)
							second = gosuWholeFacts(second, h.facts.W, gosuHeadFactsStyle)
							top, bottom := ui.CutTop(h.facts, h.facts.H/2)
							shown = first + " · " + second
							parts = append(parts, struct {
								s  string
								r  ui.Rect
								st text.Style
							}{first, top, gosuHeadFactsStyle}, struct {
								s  string
								r  ui.Rect
								st text.Style
							}{second, bottom, gosuHeadFactsStyle})
						} else {
							shown = gosuWholeFacts(counters, h.facts.W, gosuHeadFactsStyle)
							parts = append(parts, struct {
								s  string
								r  ui.Rect
								st text.Style
							}{shown, h.facts, gosuHeadFactsStyle})
						}
						if !strings.HasPrefix(counters, shown) || !strings.Contains(shown, i18n.T("gosu.passed")) {
							t.Errorf("%v table %v %s: of %q the counters show %q", sz, tableMode, lang.Code, counters, shown)
						}
						for _, part := range parts {
							f := ui.FitText(part.s, part.st, part.r.W, part.r.H, gosuHeadFit)
							if bad := fitsIn(f, part.r, 1); bad != "" || !scenestest.Inside(part.r, l.heads[1]) {
								t.Errorf("%v table %v %s: counters %q: %s (%+v in %+v)", sz, tableMode, lang.Code, part.s, bad, part.r, l.heads[1])
							}
						}
					}
					wonder := i18n.T("gosu.wonder", names[1])
					facts := wonder + " · " + i18n.T("gosu.bounty", longest) + " · " + i18n.T("gosu.battle", names[1], 23, 19)
					shown := gosuInfoFacts(facts, info)
					f := ui.FitText(shown, gosuInfoStyle, info.W, info.H, gosuInfoFit)
					if bad := fitsIn(f, info, 3); bad != "" || f.Size < text.Floor || !strings.HasPrefix(facts, shown) || !strings.HasPrefix(facts[len(shown):]+" · ", " · ") || !strings.HasPrefix(shown, wonder) {
						t.Errorf("%v table %v %s: of the facts %q, %q shown: %s at %.1f px", sz, tableMode, lang.Code, facts, shown, bad, f.Size)
					}
					for _, battle := range []string{i18n.T("gosu.battle", names[1], 23, 19), i18n.T("gosu.battle.tie", 23)} {
						// the first fact, when no one holds the Wonder token
						if f := ui.FitText(battle, gosuInfoStyle, info.W, info.H, gosuInfoFit); fitsIn(f, info, 3) != "" {
							t.Errorf("%v table %v %s: the fact %q alone: %s", sz, tableMode, lang.Code, battle, fitsIn(f, info, 3))
						}
					}
				}
			})
		}
	}
}

// What a person is asked to decide fits the prompt above the buttons at
// every size, in every language, with the longest names in it.
func TestGosuPromptsFit(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	defer text.SetScale(text.Scale())
	longest := longestGosuName(t)
	var kinds []string
	for _, k := range i18n.Keys() {
		if strings.HasPrefix(k, "gosu.decision.") && k != "gosu.decision.source" {
			kinds = append(kinds, k)
		}
	}
	if len(kinds) < 20 {
		t.Fatalf("%d decision prompts", len(kinds))
	}
	for _, tableMode := range []bool{false, true} {
		for _, sz := range [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}, {1280, 800}} {
			t.Run(fmt.Sprintf("%gx%g table %v", sz[0], sz[1], tableMode), func(t *testing.T) {
				unit := ui.Zoom(sz[0], sz[1])
				text.SetScale(unit)
				area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
				l := gosuLayout{table: tableMode}
				layoutGosu(&l, area, unit)
				for _, lang := range i18n.Langs() {
					i18n.SetLang(lang.Code)
					name := i18n.T("setup.default_player", 1)
					for _, k := range kinds {
						s := i18n.T("gosu.decision.source", longest, i18n.T(k, name, 5, longest))
						box := gosuPromptBox(&l, unit, s)
						f := ui.FitText(s, gosuPromptStyle, box.W, box.H, gosuPromptFit)
						if bad := fitsIn(f, box, 4); bad != "" {
							t.Errorf("%v table %v %s: %s %q: %s", sz, tableMode, lang.Code, k, s, bad)
						}
					}
				}
			})
		}
	}
}

// Every card's name shows whole (no ellipsis, no letter left out) at the
// text floor or above, with the level clear of the discs, on an army card
// with all three rows shown (on a phone, one army at a time; elsewhere
// both) at the six sizes, and on a hand card of a hand of seven at all
// but a phone on its side, in every language; in table mode at the
// tablet, laptop and desktop sizes the army's cards too, and the hand on
// an upright tablet (on a landscape screen a half's hand holds seven
// cards too narrow for it).
func TestGosuCardNamesWhole(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	defer text.SetScale(text.Scale())
	cards := gosuCardsByID(t)
	for _, s := range scenestest.Screens {
		for _, tableMode := range []bool{false, true} {
			if tableMode && s.Scale > 1 { // a phone's half: TestGosuCardNamesFitOnAPhone
				continue
			}
			t.Run(fmt.Sprintf("%s table %v", s, tableMode), func(t *testing.T) {
				unit := ui.Zoom(s.W, s.H)
				text.SetScale(unit)
				area := ui.Rect{W: s.W, H: s.H}.Inset(unit * (ui.Margin + ui.RimW))
				l := gosuLayout{table: tableMode}
				layoutGosu(&l, area, unit)
				rects := map[string]ui.Rect{"army card": l.slot(1, 2, 0)}
				// A phone on its side gives its hand the least room (under
				// the bar, over the log's strip): names there may be cut
				// short, and read whole in the close-up.
				if (!tableMode || s.W < s.H) && !(s.Scale > 1 && s.W > s.H) {
					var fan table.HandFan
					gosuHandCards(&fan, l.hand, 7, unit)
					rects["hand card"] = fan.Rects[0]
					if fan.Rects[1].X < fan.Rects[0].X+fan.Rects[0].W {
						t.Errorf("the hand's cards overlap: %+v", fan.Rects[:2])
					}
				}
				if !scenestest.Inside(l.armies[1], area) || !scenestest.Inside(l.armies[0], area) {
					t.Errorf("the armies %+v run out of %+v", l.armies, area)
				}
				for _, lang := range i18n.Langs() {
					i18n.SetLang(lang.Code)
					for _, c := range cards {
						for what, r := range rects {
							f := gosuCardFace(r, unit, c.Name(), gosuKeywordMarks(c.Keywords()))
							joined := strings.ReplaceAll(strings.Join(f.name.Lines, " "), "- ", "")
							if !f.whole || f.name.Size < text.Floor || !scenestest.Inside(f.nameBox, r) ||
								strings.ReplaceAll(joined, " ", "") != strings.ReplaceAll(c.Name(), " ", "") {
								t.Errorf("%s %s: %q on a %s %.0fx%.0f: %q at %.1f px, whole %v", s, lang.Code, c.Name(), what, r.W/unit, r.H/unit, f.name.Lines, f.name.Size, f.whole)
							}
						}
					}
				}
			})
		}
	}
}

// A word too wide for its card breaks with a hyphen before a syllable
// (a consonant then a vowel), never in the middle of a name that fits.
func TestGosuNameLinesBreakBeforeASyllable(t *testing.T) {
	defer text.SetScale(text.Scale())
	text.SetScale(1)
	for _, c := range []struct {
		name string
		want []string
	}{
		{"Bombardment Units", []string{"Bombard-", "ment", "Units"}},
		{"Nityananda", []string{"Nitya-", "nanda"}},
		{"Lava Goddesses", []string{"Lava", "Goddes-", "ses"}},
		{"Kaez", []string{"Kaez"}},
	} {
		f := gosuNameLines(c.name, 55)
		if f.Cut || f.Size != text.Floor || strings.Join(f.Lines, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q: %q at %.1f px (cut %v), want %q", c.name, f.Lines, f.Size, f.Cut, c.want)
		}
	}
}

// On a phone on its side the hand's row is low: its cards grow wider than
// the cards' aspect, up to square, so that a hand of up to six cards
// shows every card's name whole, in every language.
func TestGosuLowHandRowWidensForTheNames(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	defer text.SetScale(text.Scale())
	unit := ui.Zoom(844, 390)
	text.SetScale(unit)
	area := ui.Rect{W: 844, H: 390}.Inset(unit * (ui.Margin + ui.RimW))
	var l gosuLayout
	layoutGosu(&l, area, unit)
	cards := gosuCardsByID(t)
	for n := 1; n <= 6; n++ {
		var fan table.HandFan
		gosuHandCards(&fan, l.hand, n, unit)
		r := fan.Rects[0]
		if r.W <= r.H*gosuAspect+0.5 || r.W > r.H+0.01 {
			t.Errorf("%d cards: a card %.1fx%.1f, want wider than the aspect, at most square", n, r.W, r.H)
		}
		for _, lang := range i18n.Langs() {
			i18n.SetLang(lang.Code)
			for _, c := range cards {
				if f := gosuCardFace(r, unit, c.Name(), ""); !f.whole {
					t.Errorf("%d cards %s: %q is cut on a %.0fx%.0f card", n, lang.Code, c.Name(), r.W, r.H)
				}
			}
		}
	}
}
