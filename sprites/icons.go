package sprites

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kamon/sprites/svgpath"
)

//go:generate go run ../tools/icons -src ../tools/icons/node_modules/@iconify-json/game-icons/icons.json -list ../tools/icons/icons.txt -out icons_gen.go

// iconSource is one extracted game-icons.net icon: its outline in a Width×Height view box.
type iconSource struct {
	Source, Author string
	Width, Height  int
	Path           string
}

var (
	iconPaths   = map[string]*vector.Path{} // parsed outlines, in view box units
	iconScratch vector.Path                 // the outline placed for one draw
	iconAddOp   vector.AddPathOptions
	iconFillOp  = vector.DrawPathOptions{AntiAlias: true}
)

// iconPath returns the parsed outline of an icon, parsing it on first use.
func iconPath(name string) (*vector.Path, iconSource, error) {
	src, ok := iconData[name]
	if !ok {
		return nil, src, fmt.Errorf("sprites: unknown icon %q", name)
	}
	if p, ok := iconPaths[name]; ok {
		return p, src, nil
	}
	p := &vector.Path{}
	if err := svgpath.Parse(src.Path, p); err != nil {
		return nil, src, fmt.Errorf("sprites: icon %q: %w", name, err)
	}
	iconPaths[name] = p
	return p, src, nil
}

// HasIcon reports whether name is one of IconNames.
func HasIcon(name string) bool {
	_, ok := iconData[name]
	return ok
}

// DrawIcon draws the icon called name in the size×size square whose top-left corner is
// (x, y), keeping its proportions. An unknown name draws nothing and returns an error.
// The outline is rasterised once per size and then drawn tinted, so frames allocate nothing.
func DrawIcon[C color.Color](dst *ebiten.Image, name string, x, y, size float64, clr C) error {
	return DrawIconRotated(dst, name, x+size/2, y+size/2, size, 0, clr)
}

// DrawIconRotated draws the icon centred on (cx, cy) in a size×size square turned by rot
// radians (clockwise on screen), for animated symbols.
func DrawIconRotated[C color.Color](dst *ebiten.Image, name string, cx, cy, size, rot float64, clr C) error {
	if _, _, err := iconPath(name); err != nil {
		return err
	}
	side := int(math.Round(size))
	if dst == nil || side < 1 || !finite(cx, cy, rot) {
		return nil
	}
	// A white raster with a pixel of margin for the anti-aliased edge, tinted when drawn.
	key := spriteKey{kind: kindIcon, icon: name, w: side, h: side}
	img := sprites.get(key, side+2, side+2, func(img *ebiten.Image) {
		c := float64(side+2) / 2
		fillIcon(img, name, c, c, float64(side), 0, color.White)
	})
	c := premul(clr)
	op := &iconDrawOp
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.ColorScale.Scale(c[0], c[1], c[2], c[3])
	half := float64(side+2) / 2
	if rot == 0 {
		op.Filter = ebiten.FilterNearest
		op.GeoM.Translate(math.Round(cx-half), math.Round(cy-half))
	} else {
		op.Filter = ebiten.FilterLinear
		op.GeoM.Translate(-half, -half)
		op.GeoM.Rotate(rot)
		op.GeoM.Translate(cx, cy)
	}
	dst.DrawImage(img, op)
	return nil
}

var iconDrawOp ebiten.DrawImageOptions

// fillIcon fills the icon's outline as a vector path centred on (cx, cy): sharp at any
// size, used when rendering cached sprites.
func fillIcon(dst *ebiten.Image, name string, cx, cy, size, rot float64, clr color.Color) {
	p, src, err := iconPath(name)
	if err != nil || dst == nil || !(size > 0) || math.IsInf(size, 0) {
		return
	}
	s := size / float64(max(src.Width, src.Height))
	g := &iconAddOp.GeoM
	g.Reset()
	g.Translate(-float64(src.Width)/2, -float64(src.Height)/2)
	g.Scale(s, s)
	g.Rotate(rot)
	g.Translate(cx, cy)
	iconScratch.Reset()
	iconScratch.AddPath(p, &iconAddOp)
	iconFillOp.ColorScale.Reset()
	iconFillOp.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &iconScratch, nil, &iconFillOp)
}

// IconOutline is an icon's SVG path data (for svgpath.Parse) in its width×height view box, for
// tools that draw it without Ebitengine (the web app's icons, tools/appicons).
func IconOutline(name string) (path string, width, height int, ok bool) {
	src, ok := iconData[name]
	return src.Path, src.Width, src.Height, ok
}

// IconNames lists every icon DrawIcon knows, sorted.
func IconNames() []string {
	names := make([]string, 0, len(iconData))
	for name := range iconData {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// IconCredits is the attribution the icons' licence asks for, for the About screen and the
// README: the set, its licence, and which author drew which icon.
func IconCredits() string {
	byAuthor := map[string][]string{}
	for _, src := range iconData {
		byAuthor[src.Author] = append(byAuthor[src.Author], src.Source)
	}
	authors := make([]string, 0, len(byAuthor))
	for a := range byAuthor {
		authors = append(authors, a)
	}
	sort.Strings(authors)
	var b strings.Builder
	b.WriteString("Icons from game-icons.net, licensed CC BY 3.0 (creativecommons.org/licenses/by/3.0), by ")
	b.WriteString(strings.Join(authors, ", "))
	b.WriteString(".\n")
	for _, a := range authors {
		icons := byAuthor[a]
		sort.Strings(icons)
		icons = slices.Compact(icons)
		fmt.Fprintf(&b, "%s: %s\n", a, strings.Join(icons, ", "))
	}
	return b.String()
}
