package i18n

import (
	"errors"
	"strconv"
	"strings"
)

// addMessages adds a catalog file's messages to a language. src is written
// as the body of a Go map literal from string to string: entries "key":
// "message", a message possibly in parts joined by +, and // comments
// between entries.
//
// A catalog file holds its messages in one string because a string is
// stored in the WebAssembly bundle as plain data. Written as map literals,
// the 2,300 messages made the gzipped bundle 5.8 KB larger: the code that
// fills the maps and a header for every key and message weigh more than the
// quotes and spaces of this form.
//
// The file is read when its language is first asked for: at start, that is
// English and the player's language, not all four.
func addMessages(lang, src string) {
	if !Supported(lang) {
		panic("i18n: messages for unsupported language " + lang)
	}
	mu.Lock()
	defer mu.Unlock()
	files[lang] = append(files[lang], src)
	unread.Add(1)
}

// ready reads the files of lang not read yet. Nearly always there are
// none, which a counter says without taking the lock.
func ready(lang string) {
	if unread.Load() == 0 || !Supported(lang) {
		return
	}
	mu.Lock()
	defer mu.Unlock()
	read(lang)
}

// read reads the files of lang not read yet and returns its messages; mu
// is held for writing.
func read(lang string) map[string]string {
	m := catalog[lang]
	srcs := files[lang]
	if m == nil {
		n := 0
		for _, src := range srcs {
			n += strings.Count(src, "\n")
		}
		m = make(map[string]string, n)
		catalog[lang] = m
	}
	delete(files, lang)
	unread.Add(-int32(len(srcs)))
	for _, src := range srcs {
		readMessages(m, lang, src)
	}
	return m
}

// readMessages adds the messages of src (see addMessages) to m. src not in
// that shape, or a key m already has, panics: a mistake in a catalog file,
// which any test that loads the package finds.
func readMessages(m map[string]string, lang, src string) {
	if err := parseMessages(m, lang, src); err != nil {
		panic("i18n: " + err.Error())
	}
}

// parseMessages adds the messages of src to m, or returns what is wrong
// with src, having added none of them.
func parseMessages(m map[string]string, lang, src string) error {
	p := msgParser{src: src, lang: lang}
	read := map[string]string{}
	for p.space(); p.err == nil && p.i < len(p.src); p.space() {
		key := p.str()
		p.expect(':')
		msg := p.str()
		for p.space(); p.err == nil && p.next('+'); p.space() {
			msg += p.str()
		}
		p.expect(',')
		_, dup := m[key]
		if _, again := read[key]; p.err == nil && (dup || again) {
			p.fail("the key " + strconv.Quote(key) + " is given twice")
		}
		read[key] = msg
	}
	if p.err != nil {
		return p.err
	}
	for k, v := range read {
		m[k] = v
	}
	return nil
}

// msgParser reads addMessages' source; i is where it is.
type msgParser struct {
	src, lang string
	i         int
	err       error // the first mistake found; the parser reads nothing after it
}

// space skips spaces, line ends and // comments.
func (p *msgParser) space() {
	for p.i < len(p.src) {
		switch c := p.src[p.i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			p.i++
		case strings.HasPrefix(p.src[p.i:], "//"):
			if n := strings.IndexByte(p.src[p.i:], '\n'); n >= 0 {
				p.i += n
			} else {
				p.i = len(p.src)
			}
		default:
			return
		}
	}
}

// next skips c and reports true if it comes next.
func (p *msgParser) next(c byte) bool {
	if p.i < len(p.src) && p.src[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *msgParser) expect(c byte) {
	p.space()
	if !p.next(c) {
		p.fail("expected " + strconv.QuoteRune(rune(c)))
	}
}

// str reads a double-quoted Go string. One without escapes, nearly every
// one, is a part of src: no copy, no decoding.
func (p *msgParser) str() string {
	p.space()
	start := p.i
	if !p.next('"') {
		p.fail("expected a quoted string")
		return ""
	}
	if n := strings.IndexByte(p.src[p.i:], '"'); n >= 0 {
		if s := p.src[p.i : p.i+n]; strings.IndexByte(s, '\\') < 0 && strings.IndexByte(s, '\n') < 0 {
			p.i += n + 1
			return s
		}
	}
	for p.i < len(p.src) && p.src[p.i] != '"' && p.src[p.i] != '\n' {
		if p.src[p.i] == '\\' {
			p.i++
		}
		p.i = min(p.i+1, len(p.src))
	}
	if !p.next('"') {
		p.fail("unterminated string")
		return ""
	}
	s, err := strconv.Unquote(p.src[start:p.i])
	if err != nil {
		p.i = start
		p.fail("bad string: " + err.Error())
	}
	return s
}

func (p *msgParser) fail(why string) {
	if p.err != nil {
		return
	}
	line := 1 + strings.Count(p.src[:min(p.i, len(p.src))], "\n")
	p.err = errors.New(p.lang + " messages, line " + strconv.Itoa(line) + " of the block: " + why)
	p.i = len(p.src)
}
