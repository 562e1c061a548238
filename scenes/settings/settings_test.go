package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"kamon/game/storage"
	"kamon/i18n"
)

func TestSettingsDefaultsWhenAbsent(t *testing.T) {
	st := storage.NewMemory()
	s, unreadable := Load(st, "fr")
	if unreadable != nil {
		t.Fatalf("no settings file gave a notice: %q", unreadable.Notice())
	}
	if s != defaults("fr") || s.Lang != "fr" || s.Anim != AnimNormal {
		t.Fatalf("defaults = %+v", s)
	}
	if d := defaults("xx"); d.Lang != "en" {
		t.Fatalf("an unknown system language gave %q, want en", d.Lang)
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	st := storage.NewMemory()
	want := Settings{Lang: "ru", Anim: AnimFast, Sound: false, Volume: 50, Haptics: false, TableMode: true, Coords: false}
	if err := want.Save(st); err != nil {
		t.Fatal(err)
	}
	got, unreadable := Load(st, "en")
	if got != want || unreadable != nil {
		t.Fatalf("loaded %+v (%v), want %+v", got, unreadable, want)
	}
	data, _ := st.Load(key)
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil || m["lang"] != "ru" || m["anim"] != "fast" || m["table_mode"] != true ||
		m["volume"] != 50.0 || m["haptics"] != false {
		t.Fatalf("saved JSON %s", data)
	}
}

func TestSettingsUnknownValuesNormalised(t *testing.T) {
	st := storage.NewMemory()
	st.Save(key, []byte(`{"lang":"de","anim":"ludicrous","sound":false}`))
	s, unreadable := Load(st, "it")
	if unreadable != nil || s.Lang != "en" || s.Anim != AnimNormal || s.Sound {
		t.Fatalf("got %+v %v", s, unreadable)
	}
	if !s.Coords {
		t.Fatalf("a file from before the coordinates setting hides them: %+v", s)
	}
	if s.Volume != 75 || !s.Haptics {
		t.Fatalf("a file from before the volume and haptics settings: %+v", s)
	}
}

func TestSettingsVolumeKeptWithinRange(t *testing.T) {
	for data, want := range map[string]int{
		`{"volume":250}`: 100,
		`{"volume":-3}`:  0,
		`{"volume":0}`:   0,
		`{"volume":40}`:  40,
	} {
		st := storage.NewMemory()
		st.Save(key, []byte(data))
		if s, _ := Load(st, "en"); s.Volume != want {
			t.Errorf("%s: volume %d, want %d", data, s.Volume, want)
		}
	}
}

func TestCorruptSettingsSetAsideWithMessage(t *testing.T) {
	defer i18n.SetLang("en")
	for name, data := range map[string]string{
		"truncated":  `{"lang":"fr","an`,
		"not json":   "\x00\x01garbage",
		"wrong type": `{"lang": 7}`,
	} {
		st := storage.NewMemory()
		st.Save(key, []byte(data))
		s, unreadable := Load(st, "en")
		if unreadable == nil {
			t.Fatalf("%s: read without a word", name)
		}
		notice := unreadable.Notice()
		if s != defaults("en") {
			t.Errorf("%s: settings %+v, want the defaults", name, s)
		}
		if !strings.Contains(notice, "could not be read") {
			t.Errorf("%s: notice %q", name, notice)
		}
		if _, err := st.Load(key); err == nil {
			t.Errorf("%s: the bad file is still under %q", name, key)
		}
		keys, _ := st.Keys(key + ".refused")
		if len(keys) != 1 || !strings.Contains(notice, keys[0]) {
			t.Errorf("%s: kept as %v; notice %q should name it", name, keys, notice)
			continue
		}
		if kept, _ := st.Load(keys[0]); string(kept) != data {
			t.Errorf("%s: kept %q, want the original bytes", name, kept)
		}
	}
}

// Each refusal of Load sets aside settings that Save wrote with one thing
// changed, saying why, and only that refusal does.
func TestSettingsRefusedForEachReason(t *testing.T) {
	st := storage.NewMemory()
	if err := defaults("fr").Save(st); err != nil {
		t.Fatal(err)
	}
	valid, err := st.Load(key)
	if err != nil {
		t.Fatal(err)
	}
	if s, unreadable := Load(st, "en"); unreadable != nil || s != defaults("fr") {
		t.Fatalf("the valid settings: %+v, %v", s, unreadable)
	}
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	for _, c := range []struct {
		name string
		data string
		kind any // what the reason is, for errors.As
		why  string
	}{
		{"truncated", string(valid[:len(valid)-1]), &syntax, "not a JSON object: unexpected end of JSON input"},
		{"no JSON", "\x00" + string(valid), &syntax, "not a JSON object: invalid character"},
		{"a list", "[" + string(valid) + "]", &typ, "not a JSON object: json: cannot unmarshal array"},
		{"a setting of another type", strings.Replace(string(valid), `"lang":"fr"`, `"lang":7`, 1), &typ, "a setting has the wrong type: json: cannot unmarshal number into Go struct field Settings.lang"},
	} {
		if c.data == string(valid) || !strings.Contains(c.data, `"anim"`) {
			t.Fatalf("%s: not a change of the valid settings: %s", c.name, c.data)
		}
		st := storage.NewMemory()
		st.Save(key, []byte(c.data))
		s, unreadable := Load(st, "en")
		if unreadable == nil || s != defaults("en") || !errors.As(unreadable.Err, c.kind) || !strings.Contains(unreadable.Err.Error(), c.why) {
			t.Errorf("%s: %+v, %v; want the defaults and %q", c.name, s, unreadable, c.why)
		}
	}
	// A store that fails to read them: the settings it holds are set aside.
	broken := failingLoads{storage.NewMemory()}
	broken.Save(key, valid)
	if s, unreadable := Load(broken, "en"); unreadable == nil || s != defaults("en") || !errors.Is(unreadable.Err, storage.ErrNotFile) {
		t.Errorf("a failed read: %+v, %v", s, unreadable)
	}
}

// Settings that cannot be moved aside either (a second browser tab) are
// reported where they still are, with why.
func TestUnreadableSettingsThatStay(t *testing.T) {
	st := stuck{storage.NewMemory()}
	st.Save(key, []byte("{"))
	if s, unreadable := Load(st, "en"); unreadable == nil || s != defaults("en") || unreadable.Kept != "settings ("+storage.ErrOtherTab.Error()+")" {
		t.Errorf("%+v, %+v", s, unreadable)
	}
}

// stuck cannot set anything aside.
type stuck struct{ storage.Store }

func (stuck) SetAside(string) (string, error) { return "", storage.ErrOtherTab }

// failingLoads fails every read, as a folder store does for a folder
// where the file should be.
type failingLoads struct{ storage.Store }

func (failingLoads) Load(key string) ([]byte, error) {
	return nil, fmt.Errorf("%w: %s", storage.ErrNotFile, key)
}

func TestAnimFactors(t *testing.T) {
	prev := -1.0
	for _, a := range AnimSpeeds() {
		if f := a.Factor(); f <= prev {
			t.Errorf("%s factor %v not above %v", a, f, prev)
		} else {
			prev = f
		}
	}
	if AnimOff.Factor() != 0 || AnimNormal.Factor() != 1 {
		t.Error("off must be 0 and normal 1")
	}
}
