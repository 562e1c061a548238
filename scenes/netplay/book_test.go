package netplay

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"kamon/game/storage"
	"kamon/online/wire"
)

func TestBookKeepsGamesAndForgets(t *testing.T) {
	st := storage.NewMemory()
	b, err := LoadBook(st)
	if err != nil || len(b.Games) != 0 {
		t.Fatalf("an empty store: %+v, %v", b, err)
	}
	b.Server, b.Name = "http://s", "Ana\u202e"
	b.Add(Entry{Server: "http://s", Game: "g1", Token: "t1", Seat: 0})
	b.Add(Entry{Server: "http://s", Game: "g2", Token: "t2", Seat: 1})
	b.Add(Entry{Server: "http://s", Game: "g1", Token: "t1b", Seat: 0}) // joined again
	if err := b.Save(st); err != nil {
		t.Fatal(err)
	}
	back, err := LoadBook(st)
	if err != nil || len(back.Games) != 2 || back.Games[0].Token != "t1b" || back.Name != "Ana" {
		t.Fatalf("read back: %+v, %v", back, err)
	}
	if got := back.Tokens("http://s"); len(got) != 2 {
		t.Fatalf("tokens %v", got)
	}
	back.Forget("http://s", []string{"t2"})
	if len(back.Games) != 1 || back.Find("http://s", "g2") != nil || back.Find("http://s", "g1") == nil {
		t.Fatalf("after forgetting t2: %+v", back.Games)
	}
}

// Each refusal of LoadBook sets aside a book Save wrote with one thing
// changed, saying why and where it was kept, so that the empty book it
// answers cannot replace it once saved.
func TestBooksRefusedForEachReasonAreKept(t *testing.T) {
	st := storage.NewMemory()
	b := Book{Server: "http://s", Name: "Ana"}
	b.Add(Entry{Server: "http://s", Game: "g1", Kind: "mana", Token: "t1", Seat: 0, Host: "h1", Invites: []wire.Invite{{Seat: 1, Secret: "x"}}})
	if err := b.Save(st); err != nil {
		t.Fatal(err)
	}
	valid, err := st.Load(BookKey)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := LoadBook(st); err != nil || len(back.Games) != 1 || back.Games[0].Invites[0].Secret != "x" {
		t.Fatalf("the valid book: %+v, %v", back, err)
	}
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	for _, c := range []struct {
		name string
		data string
		kind any // what the reason is, for errors.As
		why  string
	}{
		{"truncated", string(valid[:len(valid)-1]), &syntax, "unexpected end of JSON input"},
		{"a list", "[" + string(valid) + "]", &typ, "cannot unmarshal array into Go value of type netplay.Book"},
		{"a seat of another type", strings.Replace(string(valid), `"seat":0`, `"seat":"0"`, 1), &typ, "Go struct field Entry.games.seat of type int"},
	} {
		if c.data == string(valid) {
			t.Fatalf("%s: the valid book", c.name)
		}
		st := storage.NewMemory()
		st.Save(BookKey, []byte(c.data))
		back, err := LoadBook(st)
		if len(back.Games) != 0 || !errors.As(err, c.kind) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s: %+v, %v; want an empty book and %q", c.name, back, err, c.why)
			continue
		}
		keys, _ := st.Keys(BookKey + ".refused")
		if len(keys) != 1 || !strings.Contains(err.Error(), "it was kept as "+keys[0]) {
			t.Errorf("%s: kept as %v: %v", c.name, keys, err)
			continue
		}
		if kept, _ := st.Load(keys[0]); string(kept) != c.data {
			t.Errorf("%s: kept %q", c.name, kept)
		}
	}
	// A store that fails to read it, and one that cannot set it aside.
	broken := failingLoads{storage.NewMemory()}
	broken.Save(BookKey, valid)
	if back, err := LoadBook(broken); len(back.Games) != 0 || !errors.Is(err, storage.ErrNotFile) || !strings.Contains(err.Error(), "it was kept as") {
		t.Errorf("a failed read: %+v, %v", back, err)
	}
	stuck := stuck{storage.NewMemory()}
	stuck.Save(BookKey, []byte("{"))
	if _, err := LoadBook(stuck); !strings.Contains(fmt.Sprint(err), "could not be set aside: "+storage.ErrOtherTab.Error()) {
		t.Errorf("a book that stays: %v", err)
	}
}

// failingLoads fails every read, as a folder store does for a folder
// where the file should be.
type failingLoads struct{ storage.Store }

func (failingLoads) Load(key string) ([]byte, error) {
	return nil, fmt.Errorf("%w: %s", storage.ErrNotFile, key)
}

// stuck cannot set anything aside.
type stuck struct{ storage.Store }

func (stuck) SetAside(string) (string, error) { return "", storage.ErrOtherTab }

func TestSecretFromALinkOrAlone(t *testing.T) {
	for in, want := range map[string]string{
		"https://kamon.example/#join=abc123":              "abc123",
		" https://kamon.example/app/?x=1#s=1&join=q-w_e ": "q-w_e",
		"abc123":                    "abc123",
		"https://kamon.example/":    "",
		"https://kamon.example/#x=": "",
		"not a secret":              "",
	} {
		if got := Secret(in); got != want {
			t.Errorf("Secret(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Link("https://kamon.example/app/#old", "s3"); got != "https://kamon.example/app/#join=s3" || Secret(got) != "s3" {
		t.Errorf("Link = %q", got)
	}
}
