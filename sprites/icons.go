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
	iconDrawOp  = vector.DrawPathOptions{AntiAlias: true}
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

// DrawIcon fills the icon called name into the size×size square whose top-left corner is
// (x, y), keeping its proportions. An unknown name draws nothing and returns an error.
func DrawIcon(dst *ebiten.Image, name string, x, y, size float64, clr color.Color) error {
	return DrawIconRotated(dst, name, x+size/2, y+size/2, size, 0, clr)
}

// DrawIconRotated fills the icon centred on (cx, cy) in a size×size square turned by rot
// radians (clockwise on screen), for value corners and animated symbols.
func DrawIconRotated(dst *ebiten.Image, name string, cx, cy, size, rot float64, clr color.Color) error {
	p, src, err := iconPath(name)
	if err != nil {
		return err
	}
	if dst == nil || !(size > 0) || math.IsInf(size, 0) {
		return nil
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
	iconDrawOp.ColorScale.Reset()
	iconDrawOp.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &iconScratch, nil, &iconDrawOp)
	return nil
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
