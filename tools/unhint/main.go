// Command unhint writes the Go font Kamon draws with, without its TrueType hinting.
//
// Kamon renders glyphs with golang.org/x/image/font/sfnt, which never runs TrueType
// instructions: the hinting programs (fpgm, prep, cvt and the instructions inside each glyph)
// are dead weight, over half of each font, and so are the glyph names of the post table. Dropping
// them leaves every outline, metric, kerning pair and character mapping as it was, and takes
// about 30 KB off each font in the gzipped WebAssembly bundle.
//
// The fonts it writes are subset to the characters Kamon draws (scripts/subset-fonts.sh) and
// committed (sprites/text/fonts), so building Kamon runs neither. To regenerate them, from the
// repository root:
//
//	go generate ./sprites/text
package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"golang.org/x/image/font/gofont/goregular"
)

// fonts are the Go fonts Kamon uses, by the file name they are written to. Bold is
// drawn from the regular face (sprites/text), so it has no file.
var fonts = []struct {
	file string
	ttf  []byte
}{
	{"Go-Regular.ttf", goregular.TTF},
}

func main() {
	out := flag.String("out", "sprites/text/fonts", "directory to write the fonts to")
	flag.Parse()
	for _, f := range fonts {
		if err := write(filepath.Join(*out, f.file), f.ttf); err != nil {
			fmt.Fprintln(os.Stderr, "unhint:", err)
			os.Exit(1)
		}
	}
}

func write(path string, ttf []byte) error {
	stripped, err := Unhint(ttf)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, stripped, 0o644)
}

// hintingTables hold only hinting data (programs, control values, and device metrics computed
// by running the hints).
var hintingTables = map[string]bool{"fpgm": true, "prep": true, "cvt ": true, "hdmx": true, "LTSH": true, "VDMX": true}

var be = binary.BigEndian

var errMalformed = errors.New("malformed TrueType font")

// Unhint returns a TrueType font without its hinting and glyph names. It refuses fonts whose
// outlines are not TrueType (CFF).
func Unhint(ttf []byte) ([]byte, error) {
	tables, err := readTables(ttf)
	if err != nil {
		return nil, err
	}
	head, maxp, loca, glyf := tables["head"], tables["maxp"], tables["loca"], tables["glyf"]
	if len(head) < 54 || len(maxp) < 32 || loca == nil || glyf == nil {
		return nil, errors.New("not a TrueType-outline font (head, maxp, loca or glyf missing)")
	}
	longLoca := be.Uint16(head[50:]) != 0
	numGlyphs := int(be.Uint16(maxp[4:]))
	offsets, err := readLoca(loca, numGlyphs, longLoca, len(glyf))
	if err != nil {
		return nil, err
	}

	var newGlyf []byte
	newOffsets := make([]int, 0, numGlyphs+1)
	for g := range numGlyphs {
		newOffsets = append(newOffsets, len(newGlyf))
		glyph, err := stripGlyph(glyf[offsets[g]:offsets[g+1]])
		if err != nil {
			return nil, fmt.Errorf("glyph %d: %w", g, err)
		}
		newGlyf = append(newGlyf, glyph...)
		for len(newGlyf)%4 != 0 { // short loca needs even offsets; 4 keeps every glyph aligned
			newGlyf = append(newGlyf, 0)
		}
	}
	newOffsets = append(newOffsets, len(newGlyf))
	tables["glyf"] = newGlyf
	tables["loca"] = writeLoca(newOffsets, longLoca)

	// maxp 1.0 limits of the hinting machine, now unused: twilight points, storage, function
	// and instruction definitions, stack, instruction size.
	maxp = clone(maxp)
	for _, off := range []int{16, 18, 20, 22, 24, 26} {
		be.PutUint16(maxp[off:], 0)
	}
	tables["maxp"] = maxp
	if post := tables["post"]; len(post) >= 32 {
		post = clone(post[:32])
		be.PutUint32(post[0:], 0x00030000) // format 3: no glyph names
		tables["post"] = post
	}
	for tag := range hintingTables {
		delete(tables, tag)
	}
	return writeFont(be.Uint32(ttf), tables), nil
}

func clone(b []byte) []byte { return append([]byte(nil), b...) }

// readTables returns each table's bytes by tag.
func readTables(ttf []byte) (map[string][]byte, error) {
	if len(ttf) < 12 {
		return nil, errMalformed
	}
	if v := be.Uint32(ttf); v != 0x00010000 && v != 0x74727565 { // 1.0 or 'true'
		return nil, errors.New("not a TrueType font")
	}
	n := int(be.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errMalformed
	}
	tables := make(map[string][]byte, n)
	for i := range n {
		rec := ttf[12+16*i:]
		off, length := uint64(be.Uint32(rec[8:])), uint64(be.Uint32(rec[12:]))
		if off+length > uint64(len(ttf)) {
			return nil, fmt.Errorf("table %q out of the file", rec[:4])
		}
		tables[string(rec[:4])] = ttf[off : off+length]
	}
	return tables, nil
}

func readLoca(loca []byte, numGlyphs int, long bool, glyfLen int) ([]int, error) {
	width := 2
	if long {
		width = 4
	}
	if len(loca) < width*(numGlyphs+1) {
		return nil, errors.New("loca too short")
	}
	offsets := make([]int, numGlyphs+1)
	for i := range offsets {
		if long {
			offsets[i] = int(be.Uint32(loca[4*i:]))
		} else {
			offsets[i] = 2 * int(be.Uint16(loca[2*i:]))
		}
		if offsets[i] > glyfLen || i > 0 && offsets[i] < offsets[i-1] {
			return nil, errors.New("loca offsets out of order or out of glyf")
		}
	}
	return offsets, nil
}

func writeLoca(offsets []int, long bool) []byte {
	var out []byte
	for _, off := range offsets {
		if long {
			out = be.AppendUint32(out, uint32(off))
		} else {
			out = be.AppendUint16(out, uint16(off/2))
		}
	}
	return out
}

// Composite glyph flags (glyf table).
const (
	argsAreWords     = 0x0001
	haveScale        = 0x0008
	moreComponents   = 0x0020
	haveXYScale      = 0x0040
	haveTwoByTwo     = 0x0080
	haveInstructions = 0x0100
)

// stripGlyph returns a glyph without its instructions. An empty glyph stays empty.
func stripGlyph(g []byte) ([]byte, error) {
	if len(g) == 0 {
		return nil, nil
	}
	if len(g) < 10 {
		return nil, errMalformed
	}
	contours := int(int16(be.Uint16(g)))
	if contours >= 0 {
		// header, end points of contours, instruction length, instructions, then flags and
		// coordinates.
		lenAt := 10 + 2*contours
		if len(g) < lenAt+2 {
			return nil, errMalformed
		}
		instrEnd := lenAt + 2 + int(be.Uint16(g[lenAt:]))
		if instrEnd > len(g) {
			return nil, errMalformed
		}
		out := append(clone(g[:lenAt]), 0, 0)
		return append(out, g[instrEnd:]...), nil
	}
	// Composite: components, then instructions if the last component's flags say so.
	out := clone(g)
	p := 10
	for {
		if p+4 > len(out) {
			return nil, errMalformed
		}
		flags := be.Uint16(out[p:])
		size := 4 + 4 // flags, glyph index, two byte-sized arguments
		if flags&argsAreWords != 0 {
			size += 2
		}
		switch {
		case flags&haveScale != 0:
			size += 2
		case flags&haveXYScale != 0:
			size += 4
		case flags&haveTwoByTwo != 0:
			size += 8
		}
		if p+size > len(out) {
			return nil, errMalformed
		}
		if flags&moreComponents == 0 {
			be.PutUint16(out[p:], flags&^haveInstructions)
			return out[:p+size], nil
		}
		p += size
	}
}

// writeFont lays the tables out as a font file: a directory sorted by tag, each table 4-byte
// aligned with its checksum, and head's checksum adjustment set for the whole file.
func writeFont(version uint32, tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	sort.Strings(tags)
	n := len(tags)
	entrySelector := 0
	for 1<<(entrySelector+1) <= n {
		entrySelector++
	}
	searchRange := 16 << entrySelector

	out := be.AppendUint32(nil, version)
	out = be.AppendUint16(out, uint16(n))
	out = be.AppendUint16(out, uint16(searchRange))
	out = be.AppendUint16(out, uint16(entrySelector))
	out = be.AppendUint16(out, uint16(16*n-searchRange))
	dir := len(out)
	out = append(out, make([]byte, 16*n)...)
	headAt := 0
	for i, tag := range tags {
		data := tables[tag]
		if tag == "head" {
			data = clone(data)
			be.PutUint32(data[8:], 0) // checkSumAdjustment is computed over the file below
			headAt = len(out)
		}
		rec := out[dir+16*i:]
		copy(rec, tag)
		be.PutUint32(rec[4:], checksum(data))
		be.PutUint32(rec[8:], uint32(len(out)))
		be.PutUint32(rec[12:], uint32(len(data)))
		out = append(out, data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	be.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	return out
}

// checksum is the TrueType table checksum: the sum of big-endian uint32 words, zero-padded.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var word [4]byte
		copy(word[:], b[i:])
		sum += be.Uint32(word[:])
	}
	return sum
}
