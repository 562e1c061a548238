package gosu

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// A card's face at every size the table draws it: what fits at the text floor
// shows, a name too long for its lines broken with a hyphen, its keywords in
// full words where they fit whole, the rest left to the close-up.

// drawGosuCard draws a card: its clan's colour and crest, the name, the
// level, the shift cost (left) and military (right), its slots and
// keywords. s, for an army card, adds its tokens and state now; a
// captured card lies face down.
func drawGosuCard(dst *ebiten.Image, ctx *ui.Context, r ui.Rect, c gosu.Card, s *gosu.Slot) {
	if !c.Known() || s != nil && s.Down {
		sprites.DrawCardBack(dst, r, 1)
		return
	}
	rad := r.W * 0.08
	face, ink := sprites.Readable(gosuClanColor(c.Clan()))
	sprites.FillRoundRect(dst, r.Offset(0, ctx.Px(1.5)), rad, sprites.ShadowColor)
	// Lit from above; the shading runs away from the ink's tone, so that
	// the words read on all of the face as well as on its clan's colour.
	if ink == sprites.Ink {
		sprites.GradientRoundRect(dst, r, rad, sprites.Mix(face, sprites.Paper, 0.3), face)
	} else {
		sprites.GradientRoundRect(dst, r, rad, face, sprites.Mix(face, sprites.Ink, 0.3))
	}
	border := sprites.Mix(face, sprites.Ink, 0.5)
	if s != nil && s.Exposed {
		border = sprites.Paper
	}
	sprites.StrokeRoundRect(dst, r, rad, math.Max(1, ctx.Px(1.2)), border)
	kw := c.Keywords()
	if s != nil {
		kw = s.Keywords
	}
	marks := gosuKeywordMarksOf(kw)
	if r.H < ctx.Px(56) {
		marks = ""
	}
	// Every text on the face is at the text floor or above: what does not
	// fit there is left to the close-up (a long press, or a mouse resting).
	parts := gosuCardFace(r, ctx.Unit, c.Name(), marks)
	small := parts.size
	name := text.Style{Size: small, Bold: true, Color: ink, Align: text.HCenter | text.Top}
	if gosuNameReads(parts.name) {
		ui.DrawFit(dst, parts.name, parts.nameBox, name)
	}
	if parts.crest > 0 {
		ui.DrawIconCentered(dst, gosuClanCrest(c.Clan()), r.X+r.W/2, parts.crestY, parts.crest, sprites.Fade(ink, 0.55))
	}
	lv := text.Style{Size: math.Max(small, text.Floor), Bold: true, Color: ink, Align: text.Center}
	text.Draw(dst, gosuRoman(c.Level()), r.X+r.W/2, parts.levelY, lv)
	// Shift cost left, military right, in discs at the foot.
	br, by := parts.disc, parts.discY
	num := text.Style{Size: table.PhysSize(br * 1.3), Bold: true, Color: sprites.Paper, Align: text.Center}
	if sc := c.ShiftCost(); sc > 0 && 4.4*br <= r.W { // a narrow card keeps only its military
		sprites.FillCircle(dst, r.X+br*1.1, by, br, sprites.Fade(sprites.Ink, 0.75))
		text.Draw(dst, strconv.Itoa(sc), r.X+br*1.1, by, num)
	}
	mil := c.Military()
	if s != nil {
		mil = s.Military
	}
	sprites.FillCircle(dst, r.X+r.W-br*1.1, by, br, sprites.DangerColor)
	text.Draw(dst, strconv.Itoa(mil), r.X+r.W-br*1.1, by, num)
	// Slots as rings, filled by tokens: in an army the slots it has now
	// (Aat takes its mirror's), elsewhere the printed ones (Aat none: its
	// close-up says whose it takes).
	tokens, slots := 0, gosuRings(c, s)
	if s != nil {
		tokens = s.Tokens
	}
	dot := math.Max(r.W*0.06, ctx.Px(2.5))
	for i := range slots {
		x := r.X + r.W/2 + (float64(i)-float64(slots-1)/2)*dot*2.6
		y := by
		if i < tokens {
			sprites.FillCircle(dst, x, y, dot, sprites.AccentColor)
		}
		sprites.StrokeCircle(dst, x, y, dot, math.Max(1, ctx.Px(1)), sprites.Paper)
	}
	if parts.marks {
		ui.DrawFit(dst, parts.marksFit, parts.marksBox, text.Style{Bold: true, Color: ink, Align: text.HCenter | text.Top})
	}
}

// gosuRings is how many slot rings card c shows: in an army (s not nil)
// the slots it has now, elsewhere the printed ones.
func gosuRings(c gosu.Card, s *gosu.Slot) int {
	if s != nil {
		return s.Slots
	}
	return c.Slots()
}

// gosuNameFit: a card's name takes two lines rather than shrink much, down
// to the text floor; a name that still does not fit takes the lines it
// needs at the floor (gosuNameLines).
var gosuNameFit = ui.Fit{Floor: text.Floor, Lines: 2}

// gosuNameReads reports whether a card's name fitted to its face reads:
// whole, or cut short (on a card too small for it: a preview) with at
// least four letters left; else the face shows none, the close-up the whole.
func gosuNameReads(f ui.TextFit) bool {
	if len(f.Lines) == 0 {
		return false
	}
	return !f.Cut || utf8.RuneCountInString(strings.Join(f.Lines, "")) >= 4
}

// gosuFace is where the parts of a card's face go in card rect r: the
// name at the top in its box (on as many lines as it needs), the level
// under it, the keywords above the discs at the foot when they fit whole,
// and the crest in the room left between.
type gosuFace struct {
	size           float64 // of the name and level, logical px
	nameBox        ui.Rect
	name           ui.TextFit
	levelY, crestY float64 // centres
	marks          bool    // the keywords show, whole
	marksBox       ui.Rect
	marksFit       ui.TextFit
	crest          float64 // the crest's size; 0: no room for it
	disc, discY    float64 // the foot discs' radius and centre
	whole          bool    // the name is whole and the level clear of the discs
}

// gosuCardFace lays out the face of a card named name in r, unit
// physical px per logical px, with its keywords marks (words, "" for
// none) where they fit whole.
func gosuCardFace(r ui.Rect, unit float64, name, marks string) gosuFace {
	size := math.Max(table.PhysSize(r.H*0.13), text.Floor)
	f := gosuFace{size: size}
	f.nameBox = ui.Rect{X: r.X + r.W*0.04, Y: r.Y + r.H*0.035, W: r.W * 0.92, H: r.H * 0.3}
	fit := gosuNameFit
	fit.Shrink = size * 0.8 // a name a little too long stays on one line
	f.name = ui.FitText(name, text.Style{Size: size, Bold: true}, f.nameBox.W, f.nameBox.H, fit)
	cut := f.name
	if f.name.Cut {
		f.name = gosuNameLines(name, f.nameBox.W)
	}
	f.place(r, unit, marks)
	if !f.whole && cut.Cut { // no room for the whole name: it is cut short on its two lines
		f.name = cut
		f.place(r, unit, marks)
		f.whole = false
	}
	return f
}

// place puts the level, the discs, the keywords and the crest under the
// name fitted in f: the keywords right above the discs, on a line or two
// at the text floor or above, when they fit there whole (else the
// close-up says them); the crest in the room left, if it is enough to
// tell the clan by (a name on three or four lines takes it; the card's
// colour and name still tell). A card squatter than the cards' aspect
// sizes its discs and crest as an upright card of its height would.
func (f *gosuFace) place(r ui.Rect, unit float64, marks string) {
	f.nameBox.H = f.name.H
	lh := text.LineHeight(text.Style{Size: f.size, Bold: true})
	face := math.Min(r.W, r.H*gosuAspect)
	f.levelY = math.Max(r.Y+r.H*0.28, f.nameBox.Y+f.nameBox.H+lh*0.5)
	f.disc = math.Max(face*0.16, text.Floor/1.3*unit) // its number at the text floor
	f.discY = r.Y + r.H - f.disc*1.15
	top, bottom := f.levelY+lh*0.5, f.discY-f.disc
	least := face * 0.2 // the smallest crest that tells the clan at a glance
	f.whole = !f.name.Cut && f.levelY+lh*0.4 <= bottom
	f.marks = false
	if marks != "" {
		mf := gosuMarksLines(marks, r.W*0.92, math.Max(f.size*0.7, text.Floor))
		if y := bottom - mf.H - unit; !mf.Cut && y >= top {
			f.marks, f.marksFit = true, mf
			f.marksBox = ui.Rect{X: r.X + r.W*0.04, Y: y, W: r.W * 0.92, H: mf.H}
			bottom = y
		}
	}
	f.crest = math.Min(face*0.42, bottom-top)
	if f.crest < least {
		f.crest = 0
	}
	f.crestY = (top + bottom) / 2
}

// gosuNameKey is what a name's lines at the floor depend on.
type gosuNameKey struct {
	name     string
	w, scale float64
}

var gosuNameCache = map[gosuNameKey]ui.TextFit{}

// gosuNameLines is a card's name at the text floor in width w, on the
// lines it needs: broken at spaces, and a word wider than w broken with a
// hyphen, two letters at least on either side. A word too wide even so
// leaves it cut short. Kept, as every frame draws the same names.
func gosuNameLines(name string, w float64) ui.TextFit {
	key := gosuNameKey{name, w, text.Scale()}
	if f, ok := gosuNameCache[key]; ok {
		return f
	}
	st := text.Style{Size: text.Floor, Bold: true}
	lh := text.LineHeight(st)
	f := ui.TextFit{Size: text.Floor}
	line := ""
	push := func(l string) {
		lw, _ := text.Measure(l, st)
		f.W = math.Max(f.W, lw)
		f.Lines = append(f.Lines, l)
	}
	for _, word := range strings.Fields(name) {
		if line != "" {
			if tw, _ := text.Measure(line+" "+word, st); tw <= w {
				line += " " + word
				continue
			}
			push(line)
		}
		line = word
		for {
			if tw, _ := text.Measure(line, st); tw <= w {
				break
			}
			head := gosuHyphenHead(line, st, w)
			if head == "" {
				return ui.FitText(name, st, w, lh*float64(len(f.Lines)+2), ui.Fit{Floor: text.Floor, Lines: len(f.Lines) + 2})
			}
			push(head + "-")
			line = line[len(head):]
		}
	}
	push(line)
	f.H = lh * float64(len(f.Lines))
	if len(gosuNameCache) > 1024 {
		clear(gosuNameCache)
	}
	gosuNameCache[key] = f
	return f
}

// gosuHyphenHead is the start of word that goes before a hyphen in width
// w: the longest that fits and leaves a syllable after it (a consonant
// then a vowel, three letters at least: Bombard-ment, Nitya-nanda), else
// the longest that fits, two letters at least on either side; "" if none.
func gosuHyphenHead(word string, st text.Style, w float64) string {
	runes := []rune(word)
	fallback := ""
	for k := len(runes) - 2; k >= 2; k-- {
		head := string(runes[:k])
		if tw, _ := text.Measure(head+"-", st); tw > w {
			continue
		}
		if len(runes)-k >= 3 && !gosuVowel(runes[k]) && gosuVowel(runes[k+1]) {
			return head
		}
		if fallback == "" {
			fallback = head
		}
	}
	return fallback
}

// gosuVowel reports whether r is a vowel, for breaking a name.
func gosuVowel(r rune) bool {
	return strings.ContainsRune("aeiouyAEIOUYàâäéèêëîïôöùûüаеёиоуыэюяАЕЁИОУЫЭЮЯ", r)
}

type gosuMarksKey struct {
	lang string
	kw   gosu.Keyword
}

var gosuMarks = map[gosuMarksKey]string{}

// gosuKeywordMarksOf is gosuKeywordMarks, kept: every frame draws the
// keywords of every card shown.
func gosuKeywordMarksOf(kw gosu.Keyword) string {
	key := gosuMarksKey{i18n.Lang(), kw}
	s, ok := gosuMarks[key]
	if !ok {
		s = gosuKeywordMarks(kw)
		gosuMarks[key] = s
	}
	return s
}

// gosuKeywordMarks is a card's keywords in words, as its face shows
// them: never shortened, so that each reads as the close-up names it.
func gosuKeywordMarks(k gosu.Keyword) string {
	return strings.Join(gosuKeywordNames(k), ", ")
}

// gosuMarksLinesKey is what the keywords' lines on a face depend on.
type gosuMarksLinesKey struct {
	marks          string
	w, size, scale float64
}

var gosuMarksCache = map[gosuMarksLinesKey]ui.TextFit{}

// gosuMarksLines are the keywords marks fitted to width w at size: on
// one line shrunk down to the text floor, else on two; cut when they do
// not fit so. Kept, as every frame draws the same marks.
func gosuMarksLines(marks string, w, size float64) ui.TextFit {
	key := gosuMarksLinesKey{marks, w, size, text.Scale()}
	if f, ok := gosuMarksCache[key]; ok {
		return f
	}
	st := text.Style{Size: size, Bold: true}
	f := ui.FitText(marks, st, w, 2*text.LineHeight(st)+1, ui.Fit{Floor: text.Floor, Lines: 2, Shrink: text.Floor})
	if len(gosuMarksCache) > 1024 {
		clear(gosuMarksCache)
	}
	gosuMarksCache[key] = f
	return f
}
