// Command icons extracts the game-icons.net icons Kamon uses into an embedded Go file, so that
// builds need neither npm nor network.
//
// The icons come from the npm package @iconify-json/game-icons, pinned in package.json here.
// The list of icons, with Kamon's name for each and its author, is icons.txt. To add an icon,
// add a line there and regenerate, from the repository root:
//
//	(cd tools/icons && npm ci)   # installs the pinned icon set into tools/icons/node_modules
//	go generate ./sprites        # or: go run ./tools/icons
//
// The outlines are written with their points on a grid of tenths of a unit (roundPath): game-
// icons' three decimals are far below a pixel and cost a quarter of the icons' bytes.
//
// The generated file is committed, so building Kamon needs neither npm nor this tool.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"io"
	"os"
	"regexp"
	"sort"
	"strings"

	"kamon/sprites/svgpath"
)

func main() {
	src := flag.String("src", "tools/icons/node_modules/@iconify-json/game-icons/icons.json", "icons.json of @iconify-json/game-icons")
	list := flag.String("list", "tools/icons/icons.txt", "list of icons: kamon-name game-icons-name author")
	out := flag.String("out", "sprites/icons_gen.go", "Go file to write")
	pkg := flag.String("pkg", "sprites", "package name of the generated file")
	flag.Parse()
	if err := run(*src, *list, *out, *pkg); err != nil {
		fmt.Fprintln(os.Stderr, "icons:", err)
		os.Exit(1)
	}
}

func run(srcPath, listPath, outPath, pkg string) error {
	set, err := readSet(srcPath)
	if err != nil {
		return fmt.Errorf("%w (run `npm ci` in tools/icons first)", err)
	}
	lf, err := os.Open(listPath)
	if err != nil {
		return err
	}
	defer lf.Close()
	entries, err := readList(lf)
	if err != nil {
		return fmt.Errorf("%s: %w", listPath, err)
	}
	code, err := generate(set, entries, pkg)
	if err != nil {
		return err
	}
	return os.WriteFile(outPath, code, 0o644)
}

// iconSet is the part of an Iconify JSON file that matters here.
type iconSet struct {
	Prefix string `json:"prefix"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Icons  map[string]struct {
		Body   string `json:"body"`
		Width  int    `json:"width"`
		Height int    `json:"height"`
	} `json:"icons"`
	Aliases map[string]struct {
		Parent string `json:"parent"`
	} `json:"aliases"`
}

func readSet(path string) (*iconSet, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var set iconSet
	if err := json.Unmarshal(data, &set); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(set.Icons) == 0 {
		return nil, fmt.Errorf("%s: no icons", path)
	}
	return &set, nil
}

// entry is one line of icons.txt.
type entry struct {
	Name   string // Kamon's name, what sprites.DrawIcon takes
	Source string // the game-icons.net name
	Author string
}

var namePattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// readList parses lines of "name source author..." with # comments and blank lines.
func readList(r io.Reader) ([]entry, error) {
	var entries []entry
	seen := map[string]bool{}
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		fields := strings.Fields(text)
		if len(fields) == 0 {
			continue
		}
		if len(fields) < 3 {
			return nil, fmt.Errorf("line %d: want `name game-icons-name author`, got %q", line, text)
		}
		e := entry{Name: fields[0], Source: fields[1], Author: strings.Join(fields[2:], " ")}
		if !namePattern.MatchString(e.Name) || !namePattern.MatchString(e.Source) {
			return nil, fmt.Errorf("line %d: names are lower-case words joined by hyphens", line)
		}
		if seen[e.Name] {
			return nil, fmt.Errorf("line %d: %q listed twice", line, e.Name)
		}
		seen[e.Name] = true
		entries = append(entries, e)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(entries) == 0 {
		return nil, errors.New("no icons listed")
	}
	return entries, nil
}

var pathPattern = regexp.MustCompile(`<path\b([^>]*)/?>`)
var dPattern = regexp.MustCompile(`\bd="([^"]*)"`)
var tagPattern = regexp.MustCompile(`<([a-zA-Z]+)`)

// pathData pulls the outline out of an icon body. Game-icons bodies are plain filled paths;
// anything else (groups, transforms, other shapes) is refused rather than drawn wrong.
func pathData(body string) (string, error) {
	for _, m := range tagPattern.FindAllStringSubmatch(body, -1) {
		if m[1] != "path" {
			return "", fmt.Errorf("unsupported element <%s>", m[1])
		}
	}
	var parts []string
	for _, m := range pathPattern.FindAllStringSubmatch(body, -1) {
		attrs := m[1]
		if strings.Contains(attrs, "transform") || strings.Contains(attrs, "fill-rule") {
			return "", errors.New("unsupported path attribute")
		}
		d := dPattern.FindStringSubmatch(attrs)
		if d == nil {
			return "", errors.New("path without d")
		}
		parts = append(parts, strings.TrimSpace(d[1]))
	}
	if len(parts) == 0 {
		return "", errors.New("no path")
	}
	return strings.Join(parts, " "), nil
}

// discard accepts parsed commands; generation only checks that the data parses.
type discard struct{}

func (discard) MoveTo(x, y float32)                    {}
func (discard) LineTo(x, y float32)                    {}
func (discard) QuadTo(x1, y1, x2, y2 float32)          {}
func (discard) CubicTo(x1, y1, x2, y2, x3, y3 float32) {}
func (discard) Close()                                 {}

func generate(set *iconSet, entries []entry, pkg string) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by tools/icons from @iconify-json/game-icons; DO NOT EDIT.\n\n")
	fmt.Fprintf(&b, "package %s\n\n", pkg)
	b.WriteString("// iconData holds the outline of every icon Kamon uses, by Kamon's name.\n")
	b.WriteString("// Icons from game-icons.net, licensed CC BY 3.0.\n")
	b.WriteString("var iconData = map[string]iconSource{\n")
	sorted := append([]entry(nil), entries...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Name < sorted[j].Name })
	for _, e := range sorted {
		source := e.Source
		if alias, ok := set.Aliases[source]; ok {
			source = alias.Parent
		}
		icon, ok := set.Icons[source]
		if !ok {
			return nil, fmt.Errorf("icon %q: %q is not in the %s set", e.Name, e.Source, set.Prefix)
		}
		d, err := pathData(icon.Body)
		if err != nil {
			return nil, fmt.Errorf("icon %q (%s): %w", e.Name, e.Source, err)
		}
		if err := svgpath.Parse(d, discard{}); err != nil {
			return nil, fmt.Errorf("icon %q (%s): %w", e.Name, e.Source, err)
		}
		if d, err = roundPath(d); err != nil {
			return nil, fmt.Errorf("icon %q (%s): %w", e.Name, e.Source, err)
		}
		w, h := icon.Width, icon.Height
		if w == 0 {
			w = set.Width
		}
		if h == 0 {
			h = set.Height
		}
		if w <= 0 || h <= 0 {
			return nil, fmt.Errorf("icon %q: no view box size", e.Name)
		}
		fmt.Fprintf(&b, "\t%q: {Source: %q, Author: %q, Width: %d, Height: %d,\n\t\tPath: %q},\n",
			e.Name, e.Source, e.Author, w, h, d)
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}
