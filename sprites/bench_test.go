package sprites

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// benchHand is a table's worth of cards: 60 cards of 8 colours, 100 px wide.
func benchHand() ([]CardFace, []Transform) {
	faces := make([]CardFace, 60)
	ts := make([]Transform, 60)
	for i := range faces {
		faces[i] = CardFace{Title: "Card", Corner: "7", Color: PlayerColor(i), Crest: PlayerCrest(i), Footer: "Bench"}
		ts[i] = TransformAt(Rect{float64(i%12) * 105, float64(i/12) * 145, 100, 140})
	}
	return faces, ts
}

var (
	flushSink = ebiten.NewImage(1, 1)
	flushPix  [4]byte
)

// flush makes the GPU work queued by the draws happen inside the measured time: reading a
// pixel that depends on img waits for everything drawn to it.
func flush(img *ebiten.Image) {
	flushSink.DrawImage(img, nil)
	flushSink.ReadPixels(flushPix[:])
}

func BenchmarkDraw60CardsAtRest(b *testing.B) {
	faces, ts := benchHand()
	benchDrawCards(b, faces, ts)
}

func BenchmarkDraw60CardsInFlight(b *testing.B) {
	faces, ts := benchHand()
	for i := range ts {
		ts[i].Rot, ts[i].Scale, ts[i].Alpha, ts[i].FlipProgress = 0.2, 1.1, 0.9, 0.8
	}
	benchDrawCards(b, faces, ts)
}

// benchDrawCards times drawing faces[i] at ts[i], all of them, per loop.
func benchDrawCards(b *testing.B, faces []CardFace, ts []Transform) {
	needGPU(b)
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	for i := range faces { // render the cached images before timing
		DrawCard(img, &faces[i], ts[i])
	}
	b.ReportAllocs()
	for b.Loop() {
		for i := range faces {
			DrawCard(img, &faces[i], ts[i])
		}
		flush(img)
	}
}

func BenchmarkRenderCardFace(b *testing.B) {
	needGPU(b)
	img := ebiten.NewImage(200, 200)
	defer img.Deallocate()
	face := CardFace{Title: "Render", Corner: "9", Color: PlayerColor(2), Crest: "pine", Footer: "Bench"}
	for b.Loop() {
		ClearCache()
		DrawCardFace(img, Rect{10, 10, 120, 168}, face)
		flush(img)
	}
}

func BenchmarkDraw40Pieces(b *testing.B) {
	needGPU(b)
	img := ebiten.NewImage(800, 400)
	defer img.Deallocate()
	draw := func() {
		for i := 0; i < 40; i++ {
			DrawPiece(img, float64(20+i%10*70), float64(30+i/10*80), 28, Piece{Color: WoodWhite, Symbol: "ninja", Crown: i%10 == 0, Alpha: 1})
		}
	}
	draw() // render the cached images before timing
	b.ReportAllocs()
	for b.Loop() {
		draw()
		flush(img)
	}
}
