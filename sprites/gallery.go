package sprites

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/sprites/text"
)

// The gallery is a sample sheet of everything this package draws. The screenshot test
// renders it and checks its pixels; it is also the quickest way to see a change.

// GallerySize is the size DrawGallery lays its sheet out for.
const (
	GalleryWidth  = 1600
	GalleryHeight = 1340
)

// galleryCell is the box of one icon in the gallery, and the square it is drawn in.
type galleryCell struct {
	name      string
	cell, box Rect
}

// galleryCard is one card of the gallery at rest.
type galleryCard struct {
	rect Rect
	face CardFace
}

// galleryPiece is one piece or pawn of the gallery.
type galleryPiece struct {
	cx, cy, r float64
	piece     Piece
	pawn      bool
	label     string
}

// gallerySheet is the gallery's layout, shared by DrawGallery and its test.
type gallerySheet struct {
	swatches []Rect
	icons    []galleryCell
	cards    []galleryCard
	backs    []Rect
	flips    []Transform
	pieces   []galleryPiece
	sections []Rect // paper panels behind each section
	titles   []string
}

// cardAspect is height over width of a playing card (63 × 88 mm).
const cardAspect = 88.0 / 63.0

func gallery() gallerySheet {
	var g gallerySheet
	const m = 24.0
	// Section 1: palette and icons side by side.
	top := 70.0
	g.sections = append(g.sections, Rect{m, top, 520, 300}, Rect{m + 540, top, GalleryWidth - 2*m - 540, 300})
	g.titles = append(g.titles, "Palette", "Icons — game-icons.net, CC BY 3.0")
	for i := range galleryColors() {
		col, row := i%7, i/7
		g.swatches = append(g.swatches, Rect{m + 20 + float64(col)*70, top + 56 + float64(row)*76, 58, 58})
	}
	names := IconNames()
	const cell = 66.0
	const perRow = 15
	for i, name := range names {
		x := m + 540 + 16 + float64(i%perRow)*cell
		y := top + 52 + float64(i/perRow)*cell
		c := Rect{x, y, cell - 6, cell - 6}
		g.icons = append(g.icons, galleryCell{name: name, cell: c, box: c.Inset(6)})
	}

	// Section 2: card faces in every player colour at three sizes.
	top += 320
	g.sections = append(g.sections, Rect{m, top, GalleryWidth - 2*m, 520})
	g.titles = append(g.titles, "Cards: every player colour at 150, 100 and 64 px wide")
	titles := []string{"Daimyo", "Ninja", "Village", "Mace", "Lotus", "Crane", "Mountain", "Moonlight"}
	footers := []string{"Mana", "Shinobi", "Le Dernier Peuple", "Gosu X", "Shinobi", "Mana", "Gosu X", "Le Dernier Peuple"}
	crestsOf := []string{"crown", "ninja", "village", "mace", "lotus", "crane", "mountain", "moon"}
	x := m + 16
	for i := 0; i < PlayerCount; i++ {
		face := CardFace{Title: titles[i], Corner: fmt.Sprint(i + 2), Color: PlayerColor(i), Crest: crestsOf[i], Footer: footers[i]}
		if i == 0 {
			face.Crest = PlayerCrest(0)
		}
		face.Highlight = i == 2
		g.cards = append(g.cards, galleryCard{Rect{x + float64(i)*186, top + 50, 150, 150 * cardAspect}, face})
	}
	for i := 0; i < PlayerCount; i++ {
		face := CardFace{Title: titles[i], Corner: fmt.Sprint(10 - i), Color: PlayerColor(i), Crest: PlayerCrest(i), Footer: footers[i], Dim: i == 5}
		g.cards = append(g.cards, galleryCard{Rect{x + float64(i)*112, top + 280, 100, 100 * cardAspect}, face})
	}
	for i := 0; i < PlayerCount; i++ {
		face := CardFace{Title: titles[i], Corner: fmt.Sprint(i + 1), Color: PlayerColor(i), Crest: PlayerCrest(i)}
		g.cards = append(g.cards, galleryCard{Rect{x + 900 + float64(i)*76, top + 280, 64, 64 * cardAspect}, face})
	}
	// Flipping card frames, a turned and a fading card, at the end of the second row.
	for i, p := range []float64{0, 0.3, 0.45, 0.6, 1} {
		t := Transform{X: x + 935 + float64(i)*96, Y: top + 450, W: 70, H: 70 * cardAspect, Scale: 1, Alpha: 1, FlipProgress: p, Back: 1}
		g.flips = append(g.flips, t)
	}

	// Section 3: backs, pieces and pawns.
	top += 540
	g.sections = append(g.sections, Rect{m, top, 520, 350}, Rect{m + 540, top, GalleryWidth - 2*m - 540, 350})
	g.titles = append(g.titles, "Backs", "Pieces and pawns")
	for i := range backStyles {
		g.backs = append(g.backs, Rect{m + 20 + float64(i)*122, top + 60, 108, 108 * cardAspect})
	}
	px := m + 540 + 70
	py := top + 110
	add := func(col, row int, p Piece, pawn bool, label string) {
		g.pieces = append(g.pieces, galleryPiece{px + float64(col)*120, py + float64(row)*150, 40, p, pawn, label})
	}
	add(0, 0, Piece{Color: WoodWhite, Symbol: "ninja", Alpha: 1}, false, "Ronin")
	add(1, 0, Piece{Color: WoodWhite, Symbol: "crown", Crown: true, Alpha: 1}, false, "Daimyo")
	add(2, 0, Piece{Color: WoodBlack, Symbol: "ninja", Alpha: 1}, false, "Ronin")
	add(3, 0, Piece{Color: WoodBlack, Symbol: "crown", Crown: true, Alpha: 1}, false, "Daimyo")
	add(4, 0, Piece{Color: WoodWhite, Symbol: "ninja", Selected: true, Alpha: 1}, false, "selected")
	add(5, 0, Piece{Color: WoodBlack, Symbol: "bird", Alpha: 0.5}, false, "alpha 0.5")
	add(6, 0, Piece{Color: PlayerColor(1), Symbol: PlayerCrest(1), Alpha: 1}, false, "player")
	for i := 0; i < 6; i++ {
		add(i, 1, Piece{Color: PlayerColor(i), Crown: i == 4, Selected: i == 5, Alpha: 1}, true, "")
	}
	add(6, 1, Piece{Color: WoodWhite, Alpha: 1}, true, "pawn")
	return g
}

// galleryColors are the swatches: table tones, interface colours, then the players'.
func galleryColors() []color.RGBA {
	cs := []color.RGBA{Felt, Wood, WoodLight, Paper, PaperEdge, Ink, ButtonColor, ButtonPressedColor, AccentColor, DangerColor, TextMutedColor, PanelColor}
	for i := 0; i < PlayerCount; i++ {
		cs = append(cs, PlayerColor(i))
	}
	return cs
}

// DrawGallery draws the sample sheet onto dst, laid out for GalleryWidth × GalleryHeight.
func DrawGallery(dst *ebiten.Image) {
	g := gallery()
	b := dst.Bounds()
	GradientRoundRect(dst, Rect{float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy())}, 0, FeltLight, FeltDark)
	heading := text.Style{Size: textSize(30), Bold: true, Color: Paper}
	text.Draw(dst, "Kamon — how things look", 24, 20, heading)

	label := text.Style{Size: textSize(17), Bold: true, Color: Ink}
	for i, s := range g.sections {
		Panel(dst, s, 14)
		text.Draw(dst, g.titles[i], s.X+18, s.Y+14, label)
	}

	small := text.Style{Size: textSize(12), Color: TextMutedColor, Align: text.HCenter | text.Top}
	for i, c := range galleryColors() {
		r := g.swatches[i]
		FillRoundRect(dst, r, 10, c)
		StrokeRoundRect(dst, r, 10, 1, Fade(Ink, 0.25))
		if i >= len(galleryColors())-PlayerCount {
			p := i - (len(galleryColors()) - PlayerCount)
			DrawIcon(dst, PlayerCrest(p), r.X+13, r.Y+13, r.W-26, OnColor(c))
		}
	}
	for _, ic := range g.icons {
		FillRoundRect(dst, ic.cell, 0, ButtonColor)
		DrawIcon(dst, ic.name, ic.box.X, ic.box.Y, ic.box.W, Paper)
	}
	for _, c := range g.cards {
		DrawCardFace(dst, c.rect, c.face)
	}
	flipFace := CardFace{Title: "Flip", Corner: "A", Color: PlayerColor(3), Crest: PlayerCrest(3)}
	for _, t := range g.flips {
		DrawCard(dst, &flipFace, t)
	}
	// One card in flight: turned, enlarged and half faded.
	DrawCard(dst, &flipFace, Transform{X: 1500, Y: 840, W: 70, H: 70 * cardAspect, Rot: -0.35, Scale: 1.1, Alpha: 0.6, FlipProgress: 1})
	for i, r := range g.backs {
		DrawCardBack(dst, r, i)
		text.Draw(dst, fmt.Sprintf("style %d", i), r.X+r.W/2, r.Y+r.H+10, small)
	}
	for _, p := range g.pieces {
		if p.pawn {
			DrawPawn(dst, p.cx, p.cy, p.r, p.piece)
		} else {
			DrawPiece(dst, p.cx, p.cy, p.r, p.piece)
		}
		if p.label != "" {
			text.Draw(dst, p.label, p.cx, p.cy+p.r*1.45, small)
		}
	}
	credits := text.Style{Size: textSize(12), Color: Fade(Paper, 0.8)}
	text.Draw(dst, fmt.Sprintf("%d icons · cache %d images", len(g.icons), len(sprites.entries)), 24, GalleryHeight-26, credits)
}
