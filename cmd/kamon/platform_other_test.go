//go:build !js

package main

import (
	"testing"
)

func TestSystemLang(t *testing.T) {
	for _, c := range []struct{ all, msgs, lang, want string }{
		{"", "", "fr_FR.UTF-8", "fr"},
		{"it_IT", "", "fr_FR.UTF-8", "it"},
		{"", "ru_RU.UTF-8", "en_GB", "ru"},
		{"C", "", "", ""},
		{"", "", "POSIX", ""},
		{"", "", "", ""},
	} {
		t.Setenv("LC_ALL", c.all)
		t.Setenv("LC_MESSAGES", c.msgs)
		t.Setenv("LANG", c.lang)
		if got := systemLang(); got != c.want {
			t.Errorf("LC_ALL=%q LC_MESSAGES=%q LANG=%q: %q, want %q", c.all, c.msgs, c.lang, got, c.want)
		}
	}
}
