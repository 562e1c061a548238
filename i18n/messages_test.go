package i18n

import (
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestAddMessagesReadsTheMapShape(t *testing.T) {
	defer func() {
		mu.Lock()
		for _, k := range []string{"test.a", "test.b", "test.c"} {
			delete(catalog["it"], k)
		}
		mu.Unlock()
	}()
	addMessages("it", `
		// a comment line
		"test.a": "uno",   // a comment after an entry
		"test.b":"due \"%s\"\n\u00e8",
		"test.c": "tre, " +
			"in due parti: " + "ok",
	`)
	for key, want := range map[string]string{"test.a": "uno", "test.b": "due \"%s\"\nè", "test.c": "tre, in due parti: ok"} {
		if got := TIn("it", key); got != want {
			t.Errorf("%s = %q, want %q", key, got, want)
		}
	}
}

// A catalog file is read when its language is first asked for, and a later
// Add still replaces its texts.
func TestAddMessagesWaitsForItsLanguage(t *testing.T) {
	defer func() {
		mu.Lock()
		delete(catalog["ru"], "test.later")
		mu.Unlock()
	}()
	addMessages("ru", `"test.later": "позже",`)
	mu.RLock()
	_, early := catalog["ru"]["test.later"]
	mu.RUnlock()
	if early || unread.Load() == 0 {
		t.Fatal("the file was read before its language was asked for")
	}
	if got := TIn("fr", "test.later"); got != "test.later" {
		t.Errorf("in French: %q, want the key itself", got)
	}
	if got := TIn("ru", "test.later"); got != "позже" || len(files["ru"]) != 0 {
		t.Errorf("in Russian: %q (%d Russian files unread), want позже", got, len(files["ru"]))
	}
	Add("ru", map[string]string{"test.later": "потом"})
	if got := TIn("ru", "test.later"); got != "потом" {
		t.Errorf("after Add: %q, want потом", got)
	}
}

func TestReadMessagesRefusesMistakes(t *testing.T) {
	for src, want := range map[string]string{
		"\n\"test.x\": \"a\",\n\"test.x\": \"b\",\n": `line 3 of the block: the key "test.x" is given twice`,
		"\"test.x\": \"a\"\n\"test.y\": \"b\",":      "line 2 of the block: expected ','",
		"\"test.x\" \"a\",":                          "line 1 of the block: expected ':'",
		"\"test.x\": a,":                             "line 1 of the block: expected a quoted string",
		"\"test.x\": \"a,\n\",":                      "line 1 of the block: unterminated string",
		"\"test.x\": \"\\q\",":                       "line 1 of the block: bad string",
	} {
		got := func() (msg string) {
			defer func() { msg, _ = recover().(string) }()
			readMessages(map[string]string{}, "it", src)
			return ""
		}()
		if !strings.Contains(got, want) || !strings.HasPrefix(got, "i18n: it messages, ") {
			t.Errorf("readMessages(%q) panics with %q, want %q", src, got, want)
		}
	}
}

func TestReadMessagesKeepsPlainStringsInPlace(t *testing.T) {
	src := `"test.a": "uno",`
	allocs := testing.AllocsPerRun(20, func() {
		p := msgParser{src: src}
		_ = p.str()
	})
	if allocs != 0 {
		t.Errorf("reading a string without escapes allocates %v times", allocs)
	}
}

// BenchmarkReadMessages reads a language's worth of messages (580, each
// key and message the length of the app's on average) from their source.
func BenchmarkReadMessages(b *testing.B) {
	var src strings.Builder
	for i := range 580 {
		src.WriteString("\t\t\"bench.key." + strings.Repeat("x", i%20) + strconv.Itoa(i) + "\": \"A message of some seventy characters, with a %s verb in it.\",\n")
	}
	b.SetBytes(int64(src.Len()))
	b.ReportAllocs()
	for b.Loop() {
		readMessages(make(map[string]string, 580), "it", src.String())
	}
}

// A catalog file the browser fetches is input from outside: parsing it never panics, a file
// it refuses adds nothing, and what it accepts is a catalog: it leaves the messages it was
// given alone, and its messages, written back one to a line as tools/langfiles writes them,
// read back as the same.
func FuzzParseMessages(f *testing.F) {
	for _, seed := range []string{
		`"a.b": "c",`,
		"// comment\n\"a\": \"x\" + \"y\",\n\"b\": \"\\u00e8\\n\",",
		`"a": "unterminated`,
		`"a": "trailing backslash\`,
		`"a" "b",`,
		`"a": "1", "a": "2",`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		m := map[string]string{"kept": "as it was"}
		if err := parseMessages(m, "fr", src); err != nil {
			if len(m) != 1 || m["kept"] != "as it was" {
				t.Fatalf("refused %q (%v) but changed the messages: %v", src, err, m)
			}
			return
		}
		if m["kept"] != "as it was" {
			t.Fatalf("accepted %q and changed a message it does not give: %v", src, m)
		}
		var written strings.Builder
		for _, key := range slices.Sorted(maps.Keys(m)) {
			if key != "kept" {
				written.WriteString(strconv.Quote(key) + ": " + strconv.Quote(m[key]) + ",\n")
			}
		}
		again := map[string]string{"kept": "as it was"}
		if err := parseMessages(again, "fr", written.String()); err != nil || !maps.Equal(again, m) {
			t.Fatalf("accepted %q as %v; written back, it reads as %v (%v)", src, m, again, err)
		}
	})
}
