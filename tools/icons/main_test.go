package main

import (
	"strings"
	"testing"
)

func TestReadList(t *testing.T) {
	got, err := readList(strings.NewReader("# comment\n\nbird  dove  Lorc\nsound-on speaker Carl Olsen # trailing\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []entry{{"bird", "dove", "Lorc"}, {"sound-on", "speaker", "Carl Olsen"}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("readList = %+v, want %+v", got, want)
	}
	for _, bad := range []string{
		"bird dove\n",                       // no author
		"Bird dove Lorc\n",                  // not lower case
		"bird dove Lorc\nbird raven Lorc\n", // listed twice
		"# nothing\n",                       // empty
	} {
		if _, err := readList(strings.NewReader(bad)); err == nil {
			t.Errorf("readList(%q) accepted bad input", bad)
		}
	}
}

func TestPathData(t *testing.T) {
	d, err := pathData(`<path fill="currentColor" d="M0 0h10v10z"/><path fill="currentColor" d=" M1 1h2 "/>`)
	if err != nil || d != "M0 0h10v10z M1 1h2" {
		t.Errorf("pathData = %q, %v", d, err)
	}
	for _, body := range []string{
		`<g><path d="M0 0h1"/></g>`,
		`<path transform="rotate(9)" d="M0 0h1"/>`,
		`<path fill="currentColor"/>`,
		`<circle r="3"/>`,
		``,
	} {
		if _, err := pathData(body); err == nil {
			t.Errorf("pathData(%q) accepted an icon it cannot draw", body)
		}
	}
}

func TestGenerate(t *testing.T) {
	set := &iconSet{Prefix: "game-icons", Width: 512, Height: 512}
	set.Icons = map[string]struct {
		Body   string `json:"body"`
		Width  int    `json:"width"`
		Height int    `json:"height"`
	}{
		"dove":   {Body: `<path fill="currentColor" d="M10 10L500 10L250 400z"/>`},
		"broken": {Body: `<path fill="currentColor" d="M10 10L"/>`},
	}
	code, err := generate(set, []entry{{"bird", "dove", "Lorc"}}, "sprites")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"DO NOT EDIT", "package sprites", `"bird"`, `Source: "dove"`, `Author: "Lorc"`, "Width: 512"} {
		if !strings.Contains(string(code), want) {
			t.Errorf("generated code lacks %q:\n%s", want, code)
		}
	}
	if _, err := generate(set, []entry{{"x", "missing", "Lorc"}}, "sprites"); err == nil {
		t.Error("an icon missing from the set was accepted")
	}
	if _, err := generate(set, []entry{{"x", "broken", "Lorc"}}, "sprites"); err == nil {
		t.Error("an icon whose path does not parse was accepted")
	}
}
