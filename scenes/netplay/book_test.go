package netplay

import (
	"testing"

	"kamon/game/storage"
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
	if err := st.Save(BookKey, []byte("{")); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadBook(st); err == nil {
		t.Fatal("a broken book read")
	}
}

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
