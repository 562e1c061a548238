package sprites

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Paper and wood grain are tileable noise textures, computed once on the CPU from a fixed
// hash: the same on every run and platform, and never random per frame.

const grainSize = 256

var paperGrainImg, woodGrainImg *ebiten.Image

// hash2 is a small integer hash of a lattice point, in [0, 1).
func hash2(x, y, seed int) float64 {
	h := uint32(x)*0x8da6b343 ^ uint32(y)*0xd8163841 ^ uint32(seed)*0xcb1ab31f
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	h *= 0x297a2d39
	h ^= h >> 15
	return float64(h) / (1 << 32)
}

// valueNoise is smooth noise with cells of the given size that tiles every period cells.
func valueNoise(x, y, cell float64, period, seed int) float64 {
	fx, fy := x/cell, y/cell
	ix, iy := int(math.Floor(fx)), int(math.Floor(fy))
	tx, ty := fx-float64(ix), fy-float64(iy)
	tx, ty = tx*tx*(3-2*tx), ty*ty*(3-2*ty)
	at := func(i, j int) float64 {
		return hash2(((i%period)+period)%period, ((j%period)+period)%period, seed)
	}
	a := at(ix, iy) + (at(ix+1, iy)-at(ix, iy))*tx
	b := at(ix, iy+1) + (at(ix+1, iy+1)-at(ix, iy+1))*tx
	return a + (b-a)*ty
}

// paperGrain is a faint mottling with fibres and specks, to lay over paper colours.
func paperGrain() *ebiten.Image {
	if paperGrainImg != nil {
		return paperGrainImg
	}
	img := image.NewRGBA(image.Rect(0, 0, grainSize, grainSize))
	for y := 0; y < grainSize; y++ {
		for x := 0; x < grainSize; x++ {
			fx, fy := float64(x), float64(y)
			blotch := valueNoise(fx, fy, 32, grainSize/32, 1)
			fibre := valueNoise(fx, fy*0.25, 4, grainSize/4, 2) // stretched across: fibres run sideways
			speck := hash2(x, y, 3)
			a := 0.05*blotch + 0.05*fibre
			if speck > 0.996 {
				a += 0.18
			}
			// Warm brown ink, premultiplied.
			o := 4 * (y*grainSize + x)
			img.Pix[o+0] = uint8(0x5a * a)
			img.Pix[o+1] = uint8(0x40 * a)
			img.Pix[o+2] = uint8(0x20 * a)
			img.Pix[o+3] = uint8(255 * a)
		}
	}
	paperGrainImg = ebiten.NewImageFromImage(img)
	return paperGrainImg
}

// woodGrain is light and dark streaks along x, for turned wood tops (used rotated).
func woodGrain() *ebiten.Image {
	if woodGrainImg != nil {
		return woodGrainImg
	}
	img := image.NewRGBA(image.Rect(0, 0, grainSize, grainSize))
	for y := 0; y < grainSize; y++ {
		for x := 0; x < grainSize; x++ {
			fx, fy := float64(x), float64(y)
			warp := valueNoise(fx, fy, 64, grainSize/64, 4) * 14
			rings := math.Sin((fy+warp)*0.55 + valueNoise(fx, fy, 16, grainSize/16, 5)*3)
			fine := valueNoise(fx*0.2, fy*2, 4, grainSize/4, 6)
			v := 0.5*rings + 0.5*(fine-0.5)
			o := 4 * (y*grainSize + x)
			if v >= 0 { // darker late wood
				a := 0.16 * v
				img.Pix[o+0], img.Pix[o+1], img.Pix[o+2] = uint8(0x30*a), uint8(0x18*a), 0
				img.Pix[o+3] = uint8(255 * a)
			} else { // lighter early wood
				a := 0.10 * -v
				img.Pix[o+0], img.Pix[o+1], img.Pix[o+2] = uint8(255*a), uint8(0xf0*a), uint8(0xd0*a)
				img.Pix[o+3] = uint8(255 * a)
			}
		}
	}
	woodGrainImg = ebiten.NewImageFromImage(img)
	return woodGrainImg
}

var (
	grainVertices [4]ebiten.Vertex
	grainIndices  = []uint16{0, 1, 2, 1, 3, 2}
	grainOptions  = ebiten.DrawTrianglesOptions{Address: ebiten.AddressRepeat, Filter: ebiten.FilterLinear, Blend: ebiten.BlendSourceAtop}
)

// overlayGrain tiles tex over r on dst, only where dst is already drawn (source-atop), so
// the grain follows whatever shape lies there. The texture turns by rot radians around r's
// centre and is scaled by zoom.
func overlayGrain(dst *ebiten.Image, tex *ebiten.Image, r Rect, rot, zoom float64) {
	cx, cy := r.Center()
	s, c := math.Sincos(rot)
	for i := range grainVertices {
		x := r.X + float64(i%2)*r.W
		y := r.Y + float64(i/2)*r.H
		// Texture coordinates: the point's offset from the centre, turned and scaled.
		dx, dy := (x-cx)/zoom, (y-cy)/zoom
		v := &grainVertices[i]
		v.DstX, v.DstY = float32(x), float32(y)
		v.SrcX, v.SrcY = float32(c*dx-s*dy+grainSize/2), float32(s*dx+c*dy+grainSize/2)
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = 1, 1, 1, 1
	}
	dst.DrawTriangles(grainVertices[:], grainIndices, tex, &grainOptions)
}
