package push

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"time"
)

// Claims are what a connect token grants: the user (a player id, or
// "spectator:" and a game id) and the channels its connection gets.
type Claims struct {
	User     string   `json:"u"`
	Channels []string `json:"c"`
	Expires  int64    `json:"e"` // Unix ms
}

// Signer makes and checks connect tokens with a key every replica shares
// (kept in the database).
type Signer struct{ key []byte }

// NewSigner signs with key.
func NewSigner(key []byte) *Signer { return &Signer{key: key} }

var b64 = base64.RawURLEncoding

// Issue signs c.
func (s *Signer) Issue(c Claims) string {
	body, _ := json.Marshal(c)
	p := b64.EncodeToString(body)
	return p + "." + b64.EncodeToString(s.mac(p))
}

func (s *Signer) mac(p string) []byte {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte(p))
	return m.Sum(nil)
}

// ErrBadToken is a connect token that is forged, malformed or expired.
var ErrBadToken = errors.New("invalid or expired connect token")

// Verify checks a token's signature and expiry at now.
func (s *Signer) Verify(token string, now time.Time) (Claims, error) {
	var c Claims
	p, sig, ok := strings.Cut(token, ".")
	if !ok || len(token) > 2048 {
		return c, ErrBadToken
	}
	got, err := b64.DecodeString(sig)
	if err != nil || !hmac.Equal(got, s.mac(p)) {
		return c, ErrBadToken
	}
	body, err := b64.DecodeString(p)
	if err != nil || json.Unmarshal(body, &c) != nil || now.UnixMilli() >= c.Expires {
		return c, ErrBadToken
	}
	return c, nil
}
