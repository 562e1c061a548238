package netplay

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"kamon/game"
	"kamon/online/wire"
)

// BookKey is where the book is kept in the app's store.
const BookKey = "online"

// maxBookGames bounds the book: a device in more games than that forgets
// the oldest finished ones first.
const maxBookGames = 200

// Book is what this device keeps of online play: the server it plays on,
// the name its person goes by, and for each game it takes part in the
// device token of its seat (a capability: whoever holds it plays the
// seat), and, for the games it created, the host token and the links it
// gave out. Only this device holds them; the server keeps their hashes.
type Book struct {
	Server string  `json:"server,omitempty"`
	Name   string  `json:"name,omitempty"`
	Games  []Entry `json:"games,omitempty"`
}

// Entry is one game of the book.
type Entry struct {
	Server  string        `json:"server"`
	Game    string        `json:"game"` // the game's id on the server
	Kind    string        `json:"kind"` // the rules' id
	Token   string        `json:"token"`
	Seat    int           `json:"seat"`           // -1: a spectator's place
	Host    string        `json:"host,omitempty"` // the host token, when this device created the game
	Invites []wire.Invite `json:"invites,omitempty"`
}

// Store is what the book is kept in: the app's storage.
type Store interface {
	Load(key string) ([]byte, error)
	Save(key string, data []byte) error
	SetAside(key string) (string, error)
}

// LoadBook reads the book from st: an empty one when there is none. What
// is there but cannot be read is set aside (kept under a new key, as
// settings are), so that the empty book returned, once saved, does not
// replace the tokens it may still hold; the error says why and where it
// was kept.
func LoadBook(st Store) (Book, error) {
	data, err := st.Load(BookKey)
	if errors.Is(err, fs.ErrNotExist) {
		return Book{}, nil
	}
	var b Book
	if err == nil {
		if err = json.Unmarshal(data, &b); err == nil {
			b.Name = game.CleanName(b.Name)
			return b, nil
		}
	}
	kept, aerr := st.SetAside(BookKey)
	if aerr != nil {
		return Book{}, fmt.Errorf("%w (and it could not be set aside: %v)", err, aerr)
	}
	return Book{}, fmt.Errorf("%w (it was kept as %s)", err, kept)
}

// Save writes the book to st.
func (b *Book) Save(st Store) error {
	data, err := json.Marshal(b)
	if err != nil {
		return err
	}
	return st.Save(BookKey, data)
}

// Add keeps e, in place of an entry of the same game and token.
func (b *Book) Add(e Entry) {
	b.Games = slices.DeleteFunc(b.Games, func(x Entry) bool { return x.Game == e.Game && x.Server == e.Server })
	b.Games = append([]Entry{e}, b.Games...)
	if len(b.Games) > maxBookGames {
		b.Games = b.Games[:maxBookGames]
	}
}

// Find is the entry of game on server, nil if the book has none.
func (b *Book) Find(server, gameID string) *Entry {
	for i := range b.Games {
		if e := &b.Games[i]; e.Game == gameID && e.Server == server {
			return e
		}
	}
	return nil
}

// Tokens are the device tokens the book holds for server.
func (b *Book) Tokens(server string) []string {
	var out []string
	for _, e := range b.Games {
		if e.Server == server && len(out) < wire.MaxTokens {
			out = append(out, e.Token)
		}
	}
	return out
}

// PlayerToken is a token that names this device's person on server (the
// token of a seat they play), "" when they play no seat there yet.
func (b *Book) PlayerToken(server string) string {
	for _, e := range b.Games {
		if e.Server == server && e.Seat >= 0 && e.Token != "" {
			return e.Token
		}
	}
	return ""
}

// Forget drops the entries of tokens on server (revoked, or unknown to it).
func (b *Book) Forget(server string, tokens []string) {
	b.Games = slices.DeleteFunc(b.Games, func(e Entry) bool { return e.Server == server && slices.Contains(tokens, e.Token) })
}

// Secret is the invite secret in s: a link whose fragment holds
// "join=<secret>", or the secret alone; "" when s holds none.
func Secret(s string) string {
	s = strings.TrimSpace(s)
	if _, frag, ok := strings.Cut(s, "#"); ok {
		for _, part := range strings.Split(frag, "&") {
			if v, ok := strings.CutPrefix(part, "join="); ok {
				return v
			}
		}
		return ""
	}
	if strings.ContainsAny(s, " /:?=") {
		return ""
	}
	return s
}

// Link is the invite link of secret for people who open the app at page
// (the app's address; the server's own when it serves the app): the
// secret goes in the fragment, which browsers never send to a server.
func Link(page, secret string) string {
	page, _, _ = strings.Cut(page, "#")
	return page + "#join=" + secret
}
