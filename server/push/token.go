package push

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
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

// maxToken bounds a token's length: the claims of a seat's channels take
// a few hundred bytes.
const maxToken = 2048

// Verify checks a token's signature and expiry at now. Its error wraps
// ErrBadToken and says why, for the server's tests and logs: a client is
// told only that its token is invalid.
func (s *Signer) Verify(token string, now time.Time) (Claims, error) {
	var c Claims
	p, sig, ok := strings.Cut(token, ".")
	switch {
	case len(token) > maxToken:
		return c, fmt.Errorf("%w: %d bytes, more than %d", ErrBadToken, len(token), maxToken)
	case !ok:
		return c, fmt.Errorf("%w: no signature", ErrBadToken)
	}
	got, err := b64.DecodeString(sig)
	switch {
	case err != nil:
		return c, fmt.Errorf("%w: a signature that is not base64", ErrBadToken)
	case !hmac.Equal(got, s.mac(p)):
		return c, fmt.Errorf("%w: a signature of another key or claims", ErrBadToken)
	}
	body, err := b64.DecodeString(p)
	if err != nil {
		return c, fmt.Errorf("%w: signed claims that are not base64", ErrBadToken)
	}
	if err := json.Unmarshal(body, &c); err != nil {
		return Claims{}, fmt.Errorf("%w: signed claims that are not JSON", ErrBadToken)
	}
	if now.UnixMilli() >= c.Expires {
		return Claims{}, fmt.Errorf("%w: expired", ErrBadToken)
	}
	return c, nil
}
