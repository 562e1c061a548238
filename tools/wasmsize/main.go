// Command wasmsize shows what takes room in a WebAssembly bundle built by Go: the size of each
// section, then the code of each Go package (raw, and deflated on its own as a hint of what it
// adds to the served gzip), then the largest functions.
//
// Function names come from the wasm "name" section, which `-ldflags=-s` strips, so profile a
// build without it: the bundle's own command (`make -n wasm` prints it, after the overlay
// tools/wasmoverlay writes) less `-ldflags="-s -w"`, or for a rough look
//
//	GOOS=js GOARCH=wasm go build -trimpath -o /tmp/kamon.wasm ./cmd/kamon
//	go run ./tools/wasmsize /tmp/kamon.wasm
//
// Data (fonts, tables) is one data section in Go's wasm and has no names; `go tool nm -size
// -sort size` on a native build names the large variables.
package main

import (
	"bytes"
	"compress/flate"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 25, "how many packages and functions to list")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] file.wasm")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	bin, err := os.ReadFile(flag.Arg(0))
	if err == nil {
		var m *module
		if m, err = parse(bin); err == nil {
			report(os.Stdout, m, *top)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

// module is what the report needs from a wasm binary.
type module struct {
	sections []section
	imported int      // imported functions come first in the function index space
	bodies   [][]byte // code section bodies, in order of definition
	names    map[int]string
}

type section struct {
	name  string
	bytes []byte // with its header
}

var sectionNames = []string{"custom", "type", "import", "function", "table", "memory", "global",
	"export", "start", "element", "code", "data", "datacount"}

const (
	sectionImport = 2
	sectionCode   = 10
)

var errTruncated = errors.New("truncated wasm file")

// reader decodes the LEB128 integers and length-prefixed parts of the binary format.
type reader struct {
	b   []byte
	err error
}

func (r *reader) uleb() int {
	var v uint64
	for shift := 0; ; shift += 7 {
		if len(r.b) == 0 || shift > 63 {
			r.fail()
			return 0
		}
		c := r.b[0]
		r.b = r.b[1:]
		v |= uint64(c&0x7f) << shift
		if c&0x80 == 0 {
			break
		}
	}
	if v > uint64(len(r.b))+1<<32 {
		r.fail()
		return 0
	}
	return int(v)
}

func (r *reader) bytes(n int) []byte {
	if n < 0 || n > len(r.b) {
		r.fail()
		return nil
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

func (r *reader) name() string { return string(r.bytes(r.uleb())) }

func (r *reader) fail() {
	if r.err == nil {
		r.err = errTruncated
	}
	r.b = nil
}

func parse(bin []byte) (*module, error) {
	if len(bin) < 8 || string(bin[:4]) != "\x00asm" {
		return nil, errors.New("not a wasm binary")
	}
	m := &module{names: map[int]string{}}
	r := &reader{b: bin[8:]}
	for len(r.b) > 0 && r.err == nil {
		left := len(r.b)
		id := int(r.bytes(1)[0])
		body := &reader{b: r.bytes(r.uleb())}
		name := fmt.Sprintf("unknown(%d)", id)
		if id < len(sectionNames) {
			name = sectionNames[id]
		}
		switch id {
		case 0:
			custom := body.name()
			name = "custom " + custom
			if custom == "name" {
				m.readNames(body)
			}
		case sectionImport:
			m.readImports(body)
		case sectionCode:
			for n := body.uleb(); n > 0 && body.err == nil; n-- {
				m.bodies = append(m.bodies, body.bytes(body.uleb()))
			}
		}
		if body.err != nil {
			return nil, fmt.Errorf("%s section: %w", name, body.err)
		}
		m.sections = append(m.sections, section{name, bin[len(bin)-left : len(bin)-len(r.b)]})
	}
	return m, r.err
}

func sumSizes(s []section) int {
	n := 0
	for _, x := range s {
		n += len(x.bytes)
	}
	return n
}

// readImports counts imported functions, which take the first function indices.
func (m *module) readImports(r *reader) {
	for n := r.uleb(); n > 0 && r.err == nil; n-- {
		r.name()
		r.name()
		switch kind := r.bytes(1); {
		case kind == nil:
		case kind[0] == 0: // function: type index
			r.uleb()
			m.imported++
		case kind[0] == 1: // table: element type, limits
			r.bytes(1)
			r.limits()
		case kind[0] == 2: // memory: limits
			r.limits()
		case kind[0] == 3: // global: value type, mutability
			r.bytes(2)
		default:
			r.fail()
		}
	}
}

func (r *reader) limits() {
	flags := r.bytes(1)
	r.uleb()
	if flags != nil && flags[0]&1 != 0 {
		r.uleb()
	}
}

// readNames reads the function names subsection (id 1) of the name section.
func (m *module) readNames(r *reader) {
	for len(r.b) > 0 && r.err == nil {
		id := r.bytes(1)
		sub := &reader{b: r.bytes(r.uleb())}
		if id == nil || id[0] != 1 {
			continue
		}
		for n := sub.uleb(); n > 0 && sub.err == nil; n-- {
			idx := sub.uleb()
			m.names[idx] = sub.name()
		}
		if sub.err != nil {
			r.err = sub.err
		}
	}
}

// packageOf returns the import path of a function named as Go's wasm linker names it: the path's
// slashes turned into underscores, then a dot and the symbol
// ("golang.org_x_image_font.(*Face).Glyph" → "golang.org/x/image/font"). The first dot ends the
// path unless it is a host's ("github.com_…"). Underscores in a path come back as slashes.
func packageOf(fn string) string {
	start := 0
	if dot := strings.IndexByte(fn, '.'); dot >= 0 {
		if under := strings.IndexByte(fn[dot:], '_'); under > 0 && hostSuffixes[fn[dot+1:dot+under]] {
			start = dot + under
		}
	}
	end := len(fn)
	if dot := strings.IndexByte(fn[start:], '.'); dot >= 0 {
		end = start + dot
	}
	return strings.ReplaceAll(fn[:end], "_", "/")
}

var hostSuffixes = map[string]bool{"com": true, "org": true, "net": true, "io": true, "in": true, "dev": true}

type entry struct {
	name      string
	raw, defl int
	funcs     int
	code      bytes.Buffer
}

func report(w io.Writer, m *module, top int) {
	total := sumSizes(m.sections) + 8
	fmt.Fprintf(w, "%d bytes (%.2f MB)\n\nsections (deflated alone):\n", total, float64(total)/1e6)
	fmt.Fprintf(w, "  %-20s %10s %6s %10s\n", "", "raw", "", "deflated")
	for _, s := range m.sections {
		size := len(s.bytes)
		fmt.Fprintf(w, "  %-20s %10d %5.1f%% %10d\n", s.name, size, 100*float64(size)/float64(total), deflatedSize(s.bytes))
	}

	pkgs := map[string]*entry{}
	var funcs []*entry
	for i, body := range m.bodies {
		name := m.names[m.imported+i]
		if name == "" {
			name = fmt.Sprintf("func[%d]", m.imported+i)
		}
		funcs = append(funcs, &entry{name: name, raw: len(body)})
		p := pkgs[packageOf(name)]
		if p == nil {
			p = &entry{name: packageOf(name)}
			pkgs[p.name] = p
		}
		p.raw += len(body)
		p.funcs++
		p.code.Write(body)
	}
	var list []*entry
	for _, p := range pkgs {
		p.defl = deflatedSize(p.code.Bytes())
		list = append(list, p)
	}
	sort.Slice(list, func(i, j int) bool {
		return list[i].raw > list[j].raw || list[i].raw == list[j].raw && list[i].name < list[j].name
	})
	fmt.Fprintf(w, "\ncode by package (%d packages; deflated alone, an upper bound of its gzip share):\n", len(list))
	fmt.Fprintf(w, "  %10s %10s %6s  %s\n", "raw", "deflated", "funcs", "package")
	for _, p := range list[:min(top, len(list))] {
		fmt.Fprintf(w, "  %10d %10d %6d  %s\n", p.raw, p.defl, p.funcs, p.name)
	}
	sort.Slice(funcs, func(i, j int) bool {
		return funcs[i].raw > funcs[j].raw || funcs[i].raw == funcs[j].raw && funcs[i].name < funcs[j].name
	})
	fmt.Fprintf(w, "\nlargest functions:\n")
	for _, f := range funcs[:min(top, len(funcs))] {
		fmt.Fprintf(w, "  %10d  %s\n", f.raw, f.name)
	}
}

func deflatedSize(b []byte) int {
	var buf bytes.Buffer
	zw, _ := flate.NewWriter(&buf, flate.BestCompression) // the level is valid: no error
	zw.Write(b)
	zw.Close()
	return buf.Len()
}
